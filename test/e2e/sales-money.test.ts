import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { todayIn } from "../../src/domain/dates.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, upcoming } from "../support/steps.js";

/**
 * Odd money from the supplier's feed, through the simulator, the poller, the ledger on each
 * database and the Telegram emulator: a booking of TotalSalePayable 1e20 is counted on /sales,
 * set aside from its sums (which still answer), counted on /poller and told to admins once;
 * codes "usd" and " USD" are one currency, an empty code its own line, never IRR.
 */

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASES)("/sales with odd money from the feed on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  it("sets aside 1e20, sums the rest exactly per currency, says so on /sales and /poller, and tells admins once", async () => {
    const place = await fixture.place();
    const s = await adminStack({
      dataDir: place.dataDir,
      env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
      sim: { eventDelaySeconds: 0 },
    });
    stacks.push(s);
    const told = upcoming(s, ADMIN.id, (m) => m.text.includes("could not be read exactly"), 20_000);
    const huge = s.sim.createBooking({ totalSalePayable: 1e20 });
    s.sim.createBooking({ totalSalePayable: 12.34567, saleCurrencyCode: "usd" });
    s.sim.createBooking({ totalSalePayable: 0.00004, saleCurrencyCode: " USD " });
    const blank = s.sim.createBooking({ totalSalePayable: 7, saleCurrencyCode: "" });
    const notice = (await told).text;
    expect(notice).toContain(huge.pnr);
    expect(notice).toContain("TotalSalePayable = 100000000000000000000");

    // Yesterday and today (UTC): a booking made just before midnight is in the period.
    const now = Date.now();
    const period = `${todayIn("UTC", new Date(now - DAY_MS))}..${todayIn("UTC", new Date(now))}`;
    const summary = upcoming(s, ADMIN.id, (m) => m.text.startsWith("Sales,"), 20_000);
    await s.tg.sendText(ADMIN, `/sales ${period}`);
    const message = await summary;
    const text = message.text;
    const sold = text.split("\n").find((line) => line.startsWith("Sold:"))!;
    expect(sold).toContain("12.34571 USD");
    expect(sold).toContain("7 (currency not given)");
    expect(sold).not.toContain("100,000,000,000,000,000,000");
    expect(sold.match(/USD/g)).toHaveLength(1);
    expect(text).toContain("1 amount from the feed could not be read exactly and is not in these totals");

    // The Excel: the amount set aside is an empty cell; no code is said in words.
    const document = upcoming(s, ADMIN.id, (m) => m.file?.kind === "document", 20_000);
    await s.tg.pressButton(ADMIN, message, "📥 Excel");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await document).file!.data.buffer as ArrayBuffer);
    const rows = book.getWorksheet("Bookings")!.getRows(2, book.getWorksheet("Bookings")!.rowCount - 1)!;
    const row = (pnr: string) => rows.find((r) => r.getCell(1).value === pnr)!;
    expect(row(huge.pnr).getCell(9).value).toBeNull();
    expect(row(blank.pnr).getCell(10).value).toBe("(currency not given)");
    expect(row(blank.pnr).getCell(9).value).toBe(7);

    const poller = upcoming(s, ADMIN.id, (m) => m.text.includes("Event poller"));
    await s.tg.sendText(ADMIN, "/poller");
    expect((await poller).text).toContain("Amounts set aside (not exactly readable, not in /sales totals): 1");

    // Another one: told of it alone, the first not again.
    const again = upcoming(s, ADMIN.id, (m) => m.text.includes("could not be read exactly"), 20_000);
    const second = s.sim.createBooking({ totalSalePayable: 2 ** 53 + 1 });
    const next = (await again).text;
    expect(next).toContain(second.pnr);
    expect(next).not.toContain(huge.pnr);
    expect(s.tg.messages(ADMIN.id).filter((m) => m.text.includes(huge.pnr))).toHaveLength(1);
  });
});

sayWhenNoPostgres();
