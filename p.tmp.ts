import { writeFileSync } from "node:fs";
import { renderBarChart } from "./src/desk/chart.js";
import { formatFor } from "./src/bot/render/format.js";
const t = (k: string) => k;
for (const lang of ["en", "fa", "ar"] as const) {
  const f = formatFor({ lang, timeZone: "Asia/Tehran", t });
  const days = Array.from({ length: 7 }, (_, i) => `2026-12-0${i + 1}`);
  const t0 = performance.now();
  const png = renderBarChart({
    title: lang === "fa" ? "فروش روزانه" : lang === "ar" ? "المبيعات اليومية" : "Sales per day",
    subtitle: lang === "fa" ? "۱ تا ۷ آذر ۱۴۰۵ · مبالغ به ریال" : "1-7 Dec 2026 · amounts in IRR",
    xLabel: lang === "fa" ? "روز" : "Day", yLabel: lang === "fa" ? "تعداد" : "Bookings",
    categories: days.map((d) => f.date(d)),
    series: [{ name: lang === "fa" ? "رزرو" : "Bookings", values: [12, 30, 7, 0, 45, 22, 18] }, { name: lang === "fa" ? "استرداد" : "Cancellations", values: [1, 3, 0, 0, 5, 2, 1] }],
    empty: "No sales", format: f,
  });
  console.log(lang, png.length, (performance.now() - t0).toFixed(1));
  writeFileSync(`/tmp/x/c-${lang}.png`, png);
}
const f = formatFor({ lang: "fa", timeZone: "Asia/Tehran", t });
writeFileSync(`/tmp/x/c-hours.png`, renderBarChart({ title: "فروش ساعتی", categories: Array.from({length:24},(_,h)=>f.num(String(h).padStart(2,"0"))), series: [{ name: "", values: Array.from({length:24},(_,h)=> h<6?0: 1234567800 * ((h*7)%5+1)) }], empty: "", format: f }));
writeFileSync(`/tmp/x/c-empty.png`, renderBarChart({ title: "فروش روزانه", subtitle: "۲ آذر", categories: [], series: [], empty: "فروشی در این بازه ثبت نشده است", format: f }));
