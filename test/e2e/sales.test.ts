import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { speak } from "../support/refund-steps.js";
import { fitsPhone, richDetails, richTable } from "../support/rich.js";
import { adminStack, ask } from "../support/steps.js";

/**
 * /sales through the Telegram emulator, the bot reading a ledger on each database that a second
 * connection filled with feed events (as the poller would): the summary in English and Persian,
 * the chart as a photo, the Excel as a document opened cell by cell, the export audited, bad
 * periods and filters, an empty ledger.
 */

const NOW = new Date("2026-11-22T12:00:00Z");
const ZONE = "Asia/Tehran";

describe.each(TEST_DATABASES)("/sales on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  async function salesStack(fill: boolean | Parameters<typeof parsed>) {
    const place = await fixture.place();
    const s = await adminStack({
      dataDir: place.dataDir,
      now: () => NOW,
      env: { DISPLAY_TIMEZONE: ZONE, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
    });
    stacks.push(s);
    if (Array.isArray(fill)) await (await fixture.open(place)).ingest(parsed(...fill), NOW);
    else if (fill) {
      const ledger = await fixture.open(place);
      await ledger.ingest(
        parsed(
          // 20 Nov in Tehran: 19 Nov 21:00 UTC is 00:30 on the 20th.
          bookedWire(1, "AA0001", { at: "2026-11-19 21:00:00", total: 0.1 }),
          bookedWire(2, "AA0002", { at: "2026-11-20 10:00:00", total: 0.2 }),
          bookedWire(3, "AA0003", { at: "2026-11-20 11:00:00", total: 125.55, currency: "USD" }),
          bookedWire(4, "AA0004", { at: "2026-11-21 08:00:00", total: 17227000 }),
          cancelledWire(5, "AA0004", [0], "2026-11-21 09:00:00"),
        ),
        NOW,
      );
    }
    return s;
  }

  /** The admin switches to Persian and asks for a report: its summary. */
  async function persianSales(s: Stack, command: string): Promise<string> {
    await speak(s, ADMIN, "fa");
    const summary = s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("فروش،"));
    await s.tg.sendText(ADMIN, command);
    return (await summary).text;
  }

  it("reports a period: counts, amounts per currency exactly, breakdowns, cancellations, a chart, and an audited Excel", async () => {
    const s = await salesStack(true);
    const photo = s.tg.waitFor(ADMIN.id, (m) => m.file?.kind === "photo");
    const summary = s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("Sales,"));
    await s.tg.sendText(ADMIN, "/sales 2026-11-20..2026-11-21");
    const chart = await photo;
    const text = (await summary).text;
    expect(Buffer.from(chart.file!.data).subarray(1, 4).toString()).toBe("PNG");
    expect(chart.file!.data.length).toBeGreaterThan(10_000);
    expect(text).toContain("4 bookings, 12 passengers");
    expect(text).toContain("Sold: 17,227,000.3 IRR · 125.55 USD");
    const sales = await summary;
    expect(richDetails(sales).map((d) => d.summary)).toEqual(["By day", "By route", "By agency", "By flight"]);
    expect(sales.rich!.blocks!.filter((b) => b.type === "details").map((b) => b.type === "details" && b.is_open === true)).toEqual([true, false, false, false]);
    expect(richTable(sales, 2)).toEqual([
      ["By agency", "PNRs", "Pax", "Sold"],
      ["Parsian Travel", "4", "12", "17,227,000.3 IRR · 125.55 USD"],
    ]);
    expect(fitsPhone(sales)).toBe(true);
    expect(text).toContain("Cancelled: 1 ticket, paid back 70 IRR");

    const message = s.tg.messages(ADMIN.id).find((m) => m.text.startsWith("Sales,"))!;
    const document = s.tg.waitFor(ADMIN.id, (m) => m.file?.kind === "document");
    await s.tg.pressButton(ADMIN, message, "📥 Excel");
    const sent = await document;
    expect(sent.file!.fileName).toBe("sales-2026-11-20-2026-11-21.xlsx");
    // The file under way showed as a draft, which the file's message ended.
    expect(s.tg.calls("sendRichMessageDraft").map((c) => JSON.stringify(c.params))).toEqual([expect.stringContaining("📥 Writing the Excel file of the sales of 20 Nov 2026 – 21 Nov 2026…")]);
    expect(s.tg.draft(ADMIN.id)).toBeUndefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sent.file!.data.buffer as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Day", "Route", "Agency", "Flight", "Bookings"]);
    const bookings = book.getWorksheet("Bookings")!;
    expect(bookings.rowCount).toBe(5);
    expect(bookings.getRow(2).getCell(1).value).toBe("AA0001");
    expect(bookings.getRow(2).getCell(9).value).toBe(0.1);
    expect(bookings.getRow(4).getCell(10).value).toBe("USD");
    const days = book.getWorksheet("Day")!;
    expect(days.getRow(2).getCell(4).value).toBe(0.3);
    expect((await ask(s.tg, ADMIN, "/audit")).text).toMatch(/exported the sales of .+ to Excel \(\d+ rows?\)/);
  });

  it("shows the busiest days in date order and the rest added up, flights as staff write them, in English and Persian", async () => {
    // One booking a day from 10 to 21 November: the first ten days shown, the last two summed.
    const s = await salesStack(Array.from({ length: 12 }, (_, i) => bookedWire(100 + i, `DD${String(10 + i).padStart(4, "0")}`, { at: `2026-11-${10 + i} 10:00:00` })));
    const summary = s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("Sales,"));
    await s.tg.sendText(ADMIN, "/sales 2026-11-10..2026-11-21");
    const [head, ...days] = richTable(await summary, 0);
    expect(head).toEqual(["By day", "PNRs", "Pax", "Sold"]);
    expect(days.map((d) => /(\d+) Nov/.exec(d[0]!)?.[1] ?? d.join(" | "))).toEqual(["10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "+ 2 more | 2 | 6 | 1,081 IRR"]);
    expect(richTable(await summary, 3)[1]!.slice(0, 2)).toEqual(["IR\u00a01234", "12"].map((c) => c.replace("\u00a0", " ")));
    expect(fitsPhone(await summary)).toBe(true);

    await persianSales(s, "/sales 2026-11-10..2026-11-21");
    const persian = s.tg.messages(ADMIN.id).findLast((m) => m.text.startsWith("فروش،"))!;
    expect(persian.rich?.isRtl).toBe(true);
    expect(richTable(persian, 0)[0]).toEqual(["به تفکیک روز", "رزرو", "مسافر", "فروش"]);
    expect(richTable(persian, 0).at(-1)!.slice(0, 3)).toEqual(["+ ۲ دیگر", "۲", "۶"]);
    expect(fitsPhone(persian)).toBe(true);

    // Where the Bot API server refuses rich messages, the same report as HTML text.
    s.tg.setRichMessages(false);
    const html = s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("فروش،") && m.rich === undefined);
    await s.tg.sendText(ADMIN, "/sales 2026-11-10..2026-11-21");
    const { text } = await html;
    expect(text).toContain("… و ۲ مورد دیگر: ۲ رزرو، ۶ مسافر");
    expect(text).toContain("IR 1234");
    await speak(s, ADMIN, "en");
    const english = s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("Sales,") && m.rich === undefined);
    await s.tg.sendText(ADMIN, "/sales 2026-11-10..2026-11-21");
    const lines = (await english).text.split("By day\n")[1]!.split("\n\n")[0]!.split("\n");
    expect(lines.map((d) => /(\d+) Nov/.exec(d)?.[1] ?? d)).toEqual(["10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "… and 2 more: 2 bookings, 6 passengers · 1,081 IRR"]);
    expect((await english).text).toContain("• IR 1234: 12 bookings");
  });

  it("writes Persian with Persian digits, and Arabic with its own, right to left", async () => {
    const s = await salesStack(true);
    const text = await persianSales(s, "/sales 2026-11-21");
    expect(text).toContain("۱ رزرو");
    expect(text).toContain("به تفکیک ساعت");
    await speak(s, ADMIN, "ar");
    const arabic = s.tg.waitFor(ADMIN.id, (m) => m.rich?.isRtl === true && m.text.includes("حجوزات"));
    await s.tg.sendText(ADMIN, "/sales 2026-11-21");
    const read = await arabic;
    expect(richTable(read, 0)[0]!.slice(1)).toEqual(["حجوزات", "ركاب", "المبيع"]);
    expect(richTable(read, 0)[1]!.slice(1, 3)).toEqual(["١", "٣"]);
    expect(fitsPhone(read)).toBe(true);
  });

  it("refuses bad periods and filters, and says how to fill an empty ledger", async () => {
    const s = await salesStack(false);
    expect((await ask(s.tg, ADMIN, "/sales 2026-11-01..2027-12-01")).text).toMatch(/a year at most|not started/);
    expect((await ask(s.tg, ADMIN, "/sales 2025-01-01..2026-11-20")).text).toContain("a year at most");
    expect((await ask(s.tg, ADMIN, "/sales soon")).text).toContain("“soon” is not a period");
    expect((await ask(s.tg, ADMIN, "/sales today city=THR")).text).toContain("“city=THR” is not a filter");
    expect((await ask(s.tg, ADMIN, "/sales route=THR")).text).toContain("is not a route");
    expect((await ask(s.tg, ADMIN, "/sales yesterday")).text).toContain("EVENTS_START");
  });
});

sayWhenNoPostgres();
