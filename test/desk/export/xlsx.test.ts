import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Writable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeXlsx, type XlsxBook, type XlsxColumn, type XlsxRow } from "../../../src/desk/export/xlsx.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "xlsx-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const columns: XlsxColumn[] = [
  { header: "PNR", key: "pnr", kind: "text" },
  { header: "Passenger", key: "name", kind: "text", width: 30 },
  { header: "Seats", key: "seats", kind: "integer" },
  { header: "Amount", key: "amount", kind: "amount" },
  { header: "Currency", key: "currency", kind: "text" },
  { header: "Flight date", key: "flightDate", kind: "date" },
  { header: "Booked (Tehran)", key: "bookedAt", kind: "datetime" },
];

async function* slowly(rows: XlsxRow[]): AsyncIterable<XlsxRow> {
  for (const row of rows) {
    await new Promise(setImmediate);
    yield row;
  }
}

async function read(file: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

function book(over: Partial<XlsxBook> = {}): XlsxBook {
  return {
    lang: "en",
    timeZone: "Asia/Tehran",
    sheets: [
      {
        name: "Bookings",
        columns,
        rows: [
          { pnr: "ABC123", name: "KARIMI/SARA MRS", seats: 2, amount: 1722700, currency: "IRR", flightDate: "2026-12-02", bookedAt: new Date("2026-12-01T20:30:00Z") },
          { pnr: "XYZ789", name: "=HYPERLINK(\"http://evil\",\"x\")", seats: "1", amount: 12.5, currency: "USD", flightDate: "2026-12-03", bookedAt: null },
          { pnr: "+98912", name: "-2+3", seats: 1, amount: "1722700.50", currency: "IRR", flightDate: "not a date" },
          { pnr: "@SUM(A1:A9)", name: "0012345678", amount: 0.1 },
        ],
      },
    ],
    ...over,
  };
}

describe("writeXlsx: cells as Excel reads them back", () => {
  it("writes a header row and typed cells with exact amounts", async () => {
    const file = join(dir, "typed.xlsx");
    const written = await writeXlsx(book(), file);
    expect(written).toEqual({ sheets: [{ name: "Bookings", rows: 4 }] });

    const sheet = (await read(file)).getWorksheet("Bookings")!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.header)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);

    const row2 = sheet.getRow(2);
    expect(row2.getCell(1).value).toBe("ABC123");
    expect(row2.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(row2.getCell(3).value).toBe(2);
    expect(row2.getCell(3).numFmt).toBe("#,##0");
    expect(row2.getCell(4).value).toBe(1722700);
    expect(row2.getCell(4).numFmt).toBe("#,##0");
    expect(row2.getCell(6).type).toBe(ExcelJS.ValueType.Date);
    expect(row2.getCell(6).value).toEqual(new Date("2026-12-02T00:00:00Z"));
    expect(row2.getCell(6).numFmt).toBe("yyyy-mm-dd");
    // 20:30 UTC is 00:00 the next day in Tehran: the wall clock the header names.
    expect(row2.getCell(7).value).toEqual(new Date("2026-12-02T00:00:00Z"));
    expect(row2.getCell(7).numFmt).toBe("yyyy-mm-dd hh:mm");

    const row3 = sheet.getRow(3);
    expect(row3.getCell(3).value).toBe(1);
    expect(row3.getCell(4).value).toBe(12.5);
    expect(row3.getCell(4).numFmt).toBe("#,##0.0");
    expect(row3.getCell(7).type).toBe(ExcelJS.ValueType.Null);

    const row4 = sheet.getRow(4);
    expect(row4.getCell(4).value).toBe(1722700.5);
    expect(row4.getCell(4).numFmt).toBe("#,##0.00");
    expect(row4.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(row4.getCell(6).value).toBe("not a date");

    expect(sheet.getRow(5).getCell(4).value).toBe(0.1);
    expect(sheet.getRow(5).getCell(5).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.rowCount).toBe(5);
  });

  it("keeps outside text that starts like a formula as text, never a formula", async () => {
    const file = join(dir, "injection.xlsx");
    await writeXlsx(book(), file);
    const sheet = (await read(file)).getWorksheet("Bookings")!;
    const texts: [row: number, col: number, text: string][] = [
      [3, 2, "=HYPERLINK(\"http://evil\",\"x\")"],
      [4, 1, "+98912"],
      [4, 2, "-2+3"],
      [5, 1, "@SUM(A1:A9)"],
      [5, 2, "0012345678"],
    ];
    for (const [row, col, text] of texts) {
      const cell = sheet.getRow(row).getCell(col);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
    }
  });

  it("freezes the header, filters over the rows written, sets widths, and goes right to left in fa and ar", async () => {
    const ltr = (await read(await written("ltr.xlsx", book()))).getWorksheet("Bookings")!;
    expect(ltr.views[0]).toMatchObject({ state: "frozen", ySplit: 1, rightToLeft: false });
    expect(ltr.autoFilter).toBe("A1:G5");
    expect(ltr.getColumn(1).width).toBe(18);
    expect(ltr.getColumn(2).width).toBe(30);
    expect(ltr.getColumn(7).width).toBe(17);

    for (const lang of ["fa", "ar"] as const) {
      const rtl = (await read(await written(`${lang}.xlsx`, book({ lang })))).getWorksheet("Bookings")!;
      expect(rtl.views[0]).toMatchObject({ state: "frozen", ySplit: 1, rightToLeft: true });
    }
  });

  it("writes several sheets, names sanitised and unique, rows from async iterables", async () => {
    const file = await written(
      "sheets.xlsx",
      book({
        lang: "fa",
        sheets: [
          { name: "فروش روزانه ۱۴۰۵/۰۹/۱۱", columns: [{ header: "روز", key: "day", kind: "date" }], rows: slowly([{ day: "2026-12-02" }, { day: "2026-12-03" }]) },
          { name: "By route: THR/MHD [all] and more than thirty-one characters", columns, rows: [] },
          { name: "history", columns, rows: slowly([]) },
          { name: "History", columns, rows: [] },
        ],
      }),
    );
    const workbook = await read(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "فروش روزانه ۱۴۰۵-۰۹-۱۱",
      "By route THR-MHD all and more t",
      "history (2)",
      "History (3)",
    ]);
    const days = workbook.worksheets[0]!;
    expect(days.getRow(3).getCell(1).value).toEqual(new Date("2026-12-03T00:00:00Z"));
    expect(days.autoFilter).toBe("A1:A3");
    // A sheet without rows still has its header and filter.
    expect(workbook.worksheets[1]!.getRow(1).getCell(7).value).toBe("Booked (Tehran)");
    expect(workbook.worksheets[1]!.autoFilter).toBe("A1:G1");
  });

  it("writes to a stream the caller owns", async () => {
    const out = new PassThrough();
    const workbook = new ExcelJS.Workbook();
    await Promise.all([writeXlsx(book(), out), workbook.xlsx.read(out)]);
    expect(workbook.getWorksheet("Bookings")!.getRow(2).getCell(1).value).toBe("ABC123");
  });

  it("writes a sheet far larger than the zip keeps waiting, to the last row", async () => {
    // 20,000 rows of 200 characters: megabytes of sheet XML, so rows wait for the zip to catch up.
    async function* many(): AsyncIterable<XlsxRow> {
      for (let i = 0; i < 20_000; i++) yield { pnr: `R${i}`, name: `${i} ${"ک".repeat(200)}` };
    }
    const file = join(dir, "large.xlsx");
    const result = await writeXlsx(book({ sheets: [{ name: "Bookings", columns, rows: many() }, { name: "After", columns, rows: [{ pnr: "LAST" }] }] }), file);
    expect(result.sheets.map((s) => s.rows)).toEqual([20_000, 1]);
    const workbook = await read(file);
    const sheet = workbook.getWorksheet("Bookings")!;
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).getCell(1).value).toBe("R19999");
    expect(workbook.getWorksheet("After")!.getRow(2).getCell(1).value).toBe("LAST");
  });

  it("leaves no half-written file when the rows fail", async () => {
    const file = join(dir, "failed.xlsx");
    async function* failing(): AsyncIterable<XlsxRow> {
      yield { pnr: "ABC123" };
      throw new Error("ledger gone");
    }
    await expect(writeXlsx(book({ sheets: [{ name: "Bookings", columns, rows: failing() }] }), file)).rejects.toThrow("ledger gone");
    expect(existsSync(file)).toBe(false);
  });

  it("rejects when the output fails, and stops reading the rows", async () => {
    await expect(writeXlsx(book(), join(dir, "no such folder", "x.xlsx"))).rejects.toThrow(/ENOENT/);

    let closed = false;
    async function* endless(): AsyncIterable<XlsxRow> {
      try {
        for (let i = 0; ; i++) yield { pnr: `R${i}`, name: "x".repeat(100) };
      } finally {
        closed = true;
      }
    }
    const full = new Writable({ write: (_chunk, _encoding, done) => done(new Error("disk full")) });
    await expect(writeXlsx(book({ sheets: [{ name: "Bookings", columns, rows: endless() }] }), full)).rejects.toThrow("disk full");
    // At the writer's next turn, not necessarily before the promise rejects.
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});

async function written(name: string, spec: XlsxBook): Promise<string> {
  const file = join(dir, name);
  await writeXlsx(spec, file);
  return file;
}
