import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { bookedWire, cancelledWire } from "../support/ledger-events.js";
import { digestStack as digestStackOn, isPhoto, pause, SETTLE_MS, TWO_SALES } from "../support/digest-stack.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask } from "../support/steps.js";

/**
 * /subscribe report daily|weekly through the Telegram emulator, on a clock the test moves
 * (Tehran, from 22:30 on Sunday 22 Nov 2026): three sales that day (two for an agency, in IRR and
 * USD, one on the operator's own web in IRR) of IR1234 on 2 Dec, one passenger's ticket refunded.
 */

const SALES = [...TWO_SALES, bookedWire(3, "AA0003", { at: "2026-11-22 10:00:00", total: 900000, channel: "own" }), cancelledWire(4, "AA0001", [0], "2026-11-22 11:00:00")];
const isFile = (name: string) => (m: { file?: { kind: string; fileName?: string } }) => m.file?.kind === "document" && m.file.fileName === name;

describe.each(TEST_DATABASES)("sales reports on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  it("sends the daily report at its hour with its chart, channels, flights and Excel file, once", async () => {
    const { s, clock } = await digestStackOn(fixture, stacks, SALES);
    expect((await ask(s.tg, ADMIN, "/subscribe report hourly")).text).toMatch(/^“hourly” is not a report period\./);
    expect((await ask(s.tg, ADMIN, "/subscribe report daily 23:00 flight=1234")).text).toBe("A report covers routes and airlines, not one flight: use route= or airline=.");
    expect((await ask(s.tg, ADMIN, "/subscribe report daily 23:00 route=THR-MHD")).text).toMatch(/^✅ Subscribed: Daily sales report at 23:00 · route .*THR → MHD.* \(Iran Standard Time\): per route and flight/);
    const photo = s.tg.waitFor(ADMIN.id, isPhoto);
    const excel = s.tg.waitFor(ADMIN.id, isFile("sales-report-2026-11-22.xlsx"));
    clock.now = new Date("2026-11-22T19:30:10Z");
    const sent = (await photo).text.replace(/[\u2066-\u2069]/g, "");
    expect(sent).toMatch(/^📊 Daily sales report, 22 Nov 2026\n/);
    expect(sent).toContain("3 bookings, 9 passengers");
    expect(sent).toContain("Sold: 18,127,000 IRR · 125.55 USD");
    // Per currency over its own passengers: 18,127,000 over 6, 125.55 over 3.
    expect(sent).toContain("Average fare: 3,021,166.67 IRR · 41.85 USD");
    expect(sent).toContain("Bookings by channel: agencies 2 · own web sales 1");
    expect(sent).toContain("• IR 1234 2 Dec 2026: 3 bookings, 9 passengers · 5 seats sold (seats unknown)");
    expect(sent).toContain("Cancelled: 1 ticket, paid back 70 IRR");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from((await excel).file!.data) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Route", "Flight", "Channel", "Agency"]);
    const flights = book.getWorksheet("Flight")!;
    const row = (n: number) => (flights.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(["Flight", "Flight date", "Route", "Bookings", "Passengers", "Seats sold now", "Seats", "Load %", "Amount", "Currency"]);
    expect(row(2)).toEqual(["IR 1234", new Date("2026-12-02T00:00:00Z"), "THR-MHD", 3, 9, 5, undefined, undefined, 18127000, "IRR"]);
    const channels = book.getWorksheet("Channel")!;
    expect((channels.getRow(2).values as unknown[]).slice(1, 3)).toEqual(["Agencies", 2]);

    await s.restart();
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);
  });

  it("sends the weekly report on Saturday at its hour, of the week before, and a daily one beside it", async () => {
    const { s, clock } = await digestStackOn(fixture, stacks, SALES);
    expect((await ask(s.tg, ADMIN, "/subscribe report weekly 9:00")).text).toContain("Weekly sales report, Saturdays at 09:00");
    expect((await ask(s.tg, ADMIN, "/subscribe report weekly 10:00")).text).toBe("✅ Changed: Weekly sales report, Saturdays at 10:00 (Iran Standard Time).");
    expect((await ask(s.tg, ADMIN, "/subscriptions")).text).toContain("1. Weekly sales report, Saturdays at 10:00");
    // Friday 10:00 in Tehran: not yet.
    clock.now = new Date("2026-11-27T06:30:10Z");
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(0);
    const photo = s.tg.waitFor(ADMIN.id, isPhoto);
    clock.now = new Date("2026-11-28T06:30:10Z");
    const sent = (await photo).text.replace(/[\u2066-\u2069]/g, "");
    expect(sent).toMatch(/^📊 Weekly sales report, 21 Nov 2026 – 27 Nov 2026\n/);
    expect(sent).toContain("3 bookings, 9 passengers");
    await s.tg.waitFor(ADMIN.id, isFile("sales-report-2026-11-21..2026-11-27.xlsx"));
  });
});

sayWhenNoPostgres();
