import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { bookedWire, parsed, type SampleFlight } from "../support/ledger-events.js";
import { sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, type LedgerStack } from "../support/ledger-stack.js";
import { speak } from "../support/refund-steps.js";
import { fitsPhone, richDetails, richTable, rowOf } from "../support/rich.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, letIn, press, upcoming } from "../support/steps.js";

/**
 * /pace through the Telegram emulator, on each database, on a ledger a second connection filled
 * with feed events (as the poller would), at a fixed "now": four past Sunday flights of IR1234
 * THR-MHD sold two seats (two adults and an infant) 20, 10 and 3 days before departure, so with
 * 4 days left the route usually had 4 seats sold; the coming Sunday's flight has 2 (one of them
 * booked two hours ago): 50% behind. W5 552 MHD-THR has no past flight: its pace is not told.
 */

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY_MS = 86_400_000;
const VIEWER: TgUserSpec = { id: 7801, first_name: "Vida", language_code: "en" };
const REVENUE: TgUserSpec = { id: 7802, first_name: "Reza", language_code: "en" };
const PAST_SUNDAYS = ["2026-10-25", "2026-11-01", "2026-11-08", "2026-11-15"];
/** Sunday 29 Nov at 08:30 in Tehran: 6 days 17 hours after NOW. */
const NEXT = "2026-11-29";

const ir1234 = (date: string): SampleFlight => ({ airline: "IR", number: "1234", at: `${date} 08:30`, origin: "THR", destination: "MHD" });
const w5552 = (date: string): SampleFlight => ({ airline: "W5", number: "552", at: `${date} 19:10`, origin: "MHD", destination: "THR" });
/** UTC feed time `days` before `date` 08:30 in Tehran (05:00 UTC). */
const before = (date: string, days: number) => new Date(Date.parse(`${date}T05:00:00Z`) - days * DAY_MS).toISOString().slice(0, 19).replace("T", " ");

describe.each(TEST_DATABASES)("/pace on $name", (database) => {
  let s: Stack;
  let stack: LedgerStack | undefined;

  beforeAll(async () => {
    stack = await ledgerStack(database, "pace_e2e", { now: () => NOW, env: { DISPLAY_TIMEZONE: "Asia/Tehran", PACE_CHECK_TIME: "15:00" }, paceTickMs: 200 });
    s = stack.s;
    await letIn(s, VIEWER, "viewer");
    let id = 1;
    const events = PAST_SUNDAYS.flatMap((date, f) => [20, 10, 3].map((days, b) => bookedWire(id++, `P${f}${b}${date.slice(8)}`, { at: before(date, days), out: ir1234(date), oneWay: true })));
    events.push(bookedWire(id++, "NX0001", { at: before(NEXT, 12), out: ir1234(NEXT), oneWay: true }));
    events.push(bookedWire(id++, "NX0002", { at: "2026-11-22 10:00:00", out: w5552("2026-11-30"), oneWay: true }));
    await stack.ledger.ingest(parsed(...events), NOW);
  }, 30_000);
  afterAll(() => stack?.stop());

  it("tells each coming flight's seats sold, lately too, against its route's usual with the days left, in a table a phone shows whole", async () => {
    const pace = await ask(s.tg, VIEWER, "/pace");
    expect(pace.text.split("\n")[0]).toBe("📈 Pace, 22 Nov 2026 – 5 Dec 2026");
    const days = richTable(pace, 0);
    expect(days[0]).toEqual(["Flight", "Sold", "Load", "Pace"]);
    // 6 days left: the past Sundays had 4 seats sold (booked 20 and 10 days before), this one 2.
    expect(rowOf(days.slice(1), "08:30")).toEqual(["08:30 IR\u00a01234 THR-MHD", "2", "–", "▼ 50%"]);
    expect(rowOf(richTable(pace, 1).slice(1), "19:10")).toEqual(["19:10 W5\u00a0552 MHD-THR", "2", "–", "?"]);
    const [more] = richDetails(pace);
    expect(more!.summary).toBe("Sales lately and the usual");
    expect(more!.text).toContain("IR 1234 29 Nov 2026: 2 seats sold · +1 infant · 0 in 24 h, 2 in 7 days · ▼ 50%: usually 4 with 6 days left (4 past flights)");
    expect(more!.text).toContain("W5 552 30 Nov 2026: 2 seats sold · +1 infant · 2 in 24 h, 2 in 7 days · pace not told: 0 past flights of the route, 3 needed");
    expect(pace.text).toMatch(/Pace: sold now against the median of the route's flights of the last 120 days/);
    expect(fitsPhone(pace)).toBe(true);
  });

  it("writes its Excel file, a cell per figure, audited", async () => {
    const pace = await ask(s.tg, VIEWER, `/pace ${NEXT}..+8 THR-MHD`);
    expect(buttons(pace)).toEqual(["📈 IR 1234 29 Nov 2026", "📥 Excel"]);
    const file = await press(s.tg, VIEWER, pace, "📥 Excel");
    expect(file.file?.fileName).toBe("pace-2026-11-29-2026-11-30.xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.file!.data) as never);
    const sheet = book.worksheets[0]!;
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(["Date", "Departure", "Flight", "Route", "Sold", "Infants", "Seats", "Seats from", "Load %", "Sold in 24 h", "Sold in 7 days", "Days left", "Usual sold", "Pace %", "Past flights"]);
    expect(row(2)).toEqual([new Date("2026-11-29T00:00:00Z"), "08:30", "IR 1234", "THR-MHD", 2, 1, undefined, undefined, undefined, 0, 2, 6, 4, -50, 4]);
    expect(sheet.rowCount).toBe(2);
    expect((await ask(s.tg, ADMIN, "/audit exports")).text).toMatch(/📈 Vida exported the pace of 29 Nov 2026 to 30 Nov 2026 to Excel \(one flight\)\./);
  });

  it("draws a flight's seats sold by days before departure beside its route's usual, on request", async () => {
    const pace = await ask(s.tg, VIEWER, `/pace ${NEXT}..+8`);
    const chart = await press(s.tg, VIEWER, pace, "📈 IR 1234 29 Nov 2026");
    expect(chart.file?.kind).toBe("photo");
    expect(Buffer.from(chart.file!.data).subarray(1, 4).toString()).toBe("PNG");
    expect(chart.file!.data.length).toBeGreaterThan(10_000);
    expect(chart.text).toBe("IR 1234 THR-MHD on 29 Nov 2026");
    // Without a usual (no past flight of the route), the flight's own bars alone.
    const lone = await press(s.tg, VIEWER, pace, "📈 W5 552 30 Nov 2026");
    expect(lone.text).toBe("W5 552 MHD-THR on 30 Nov 2026");
    expect(lone.file?.kind).toBe("photo");
  });

  it("narrows to a day, a route or an airline, and answers what it cannot read with the usage", async () => {
    const one = await ask(s.tg, VIEWER, `/pace ${NEXT} THR-MHD`);
    expect(one.text.split("\n")[0]).toBe("📈 Pace, 29 Nov 2026");
    expect(one.text).toContain("Filters: route THR-MHD");
    expect(richTable(one, 0)).toHaveLength(2);
    expect((await ask(s.tg, VIEWER, "/pace airline=W5")).text).not.toContain("IR 1234");
    expect((await ask(s.tg, VIEWER, "/pace +20..+25")).text).toMatch(/No flight of these days in the ledger/);
    expect((await ask(s.tg, VIEWER, "/pace soon")).text).toBe("“soon” is neither a day nor a route.\nSend /pace, /pace tomorrow, /pace +1..+7 THR-MHD or /pace airline=IR.");
    expect((await ask(s.tg, VIEWER, "/pace today..+40")).text).toMatch(/^“today\.\.\+40” is longer than 31 days\./);
  });

  it("says which days have no seats when the supplier's flight list does not answer, and tells the pace all the same", async () => {
    s.sim.setFaults([{ operation: "FlightGetList", status: 503 }]);
    try {
      const pace = await ask(s.tg, VIEWER, `/pace ${NEXT}`);
      expect(rowOf(richTable(pace, 0).slice(1), "08:30").slice(1)).toEqual(["2", "–", "▼ 50%"]);
      expect(pace.text).toContain("The supplier's flight list did not answer for 29 Nov 2026: seats there are those of the flight's aircraft");
    } finally {
      s.sim.clearFaults();
    }
  });

  it("tells a flight behind pace once, at PACE_CHECK_TIME, to a chat subscribed to pace, in its language", async () => {
    await letIn(s, REVENUE, "viewer");
    await speak(s, REVENUE, "fa");
    // 15:30 in Tehran, half an hour after the check's time: the day's check runs at the next look.
    const behind = upcoming(s, REVENUE.id, (m) => m.text.includes("🐢"), 15_000);
    // The reply, whether the alert comes before it or after.
    const subscribed = upcoming(s, REVENUE.id, (m) => m.text.includes("روند فروش (درآمد)"));
    await s.tg.sendText(REVENUE, "/subscribe pace route=THR-MHD");
    await subscribed;
    const alert = await behind;
    expect(alert.text.replace(/[\u200f\u2066-\u2069]/g, "").split("\n")).toEqual([
      "🐢 THR → MHD · IR 1234 ۵۰٪ از روند معمول عقب است",
      "✈️ THR → MHD · IR 1234 · ۸ آذر ۱۴۰۵ ۰۸:۳۰ (به وقت محلی)",
      "۲ صندلی فروخته شده (ظرفیت نامعلوم)",
      "این مسیر معمولاً با ۶ روز مانده ۴ صندلی فروخته است.",
    ]);
    expect(buttons(alert)).toEqual(["📈 روند فروش", "📋 فهرست مسافران", "✋ بر عهده گرفتم"]);
    // Once a day: the day checked is kept with its alert, whichever instance leads next.
    expect(await stack!.ledger.db.selectFrom("desk_marks").select("value").where("name", "=", "pace-check-day").executeTakeFirst()).toEqual({ value: "2026-11-22" });
    expect((await stack!.ledger.db.selectFrom("pace_alerts").select(["kind", "flight_key"]).execute()).map((r) => `${r.kind} ${r.flight_key}`)).toEqual(["behind IR1234 THR-MHD"]);
    await ask(s.tg, REVENUE, "/subscriptions");
    expect(s.tg.messages(REVENUE.id).filter((m) => m.text.includes("🐢"))).toHaveLength(1);
  });

  it("reads right to left in Persian and Arabic, with their digits", async () => {
    try {
      await speak(s, VIEWER, "fa");
      const fa = await ask(s.tg, VIEWER, `/pace ${NEXT}`);
      expect(fa.rich?.isRtl).toBe(true);
      expect(richTable(fa, 0)[0]).toEqual(["پرواز", "فروخته", "اشغال", "روند"]);
      expect(richTable(fa, 0)[1]!.slice(1)).toEqual(["۲", "–", "▼ ٪۵۰"]);
      expect(fitsPhone(fa)).toBe(true);
      await speak(s, VIEWER, "ar");
      const ar = await ask(s.tg, VIEWER, `/pace ${NEXT}`);
      expect(richTable(ar, 0)[0]).toEqual(["الرحلة", "مباع", "إشغال", "الوتيرة"]);
      expect(richTable(ar, 0)[1]!.slice(1)).toEqual(["٢", "–", "▼ ٥٠٪"]);
      expect(fitsPhone(ar)).toBe(true);
    } finally {
      await speak(s, VIEWER, "en");
    }
  });
});

sayWhenNoPostgres();
