import { once, type EventEmitter } from "node:events";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type ExcelJS from "exceljs";
import type { Language } from "../../domain/languages.js";
import { toCell, type CellInput, type ColumnKind } from "./cell.js";
import { sheetName } from "./sheet-name.js";

/**
 * An .xlsx written with exceljs's streaming writer: each row goes to the zip as it comes, so a
 * 10,000-booking export read from the ledger row by row never sits whole in memory. Pure: rows
 * in, file out; the caller decides what the rows hold (masking included) and audits the export.
 *
 * Each sheet: a bold header row, frozen, with an autofilter over the rows written; column
 * widths; right to left in Persian and Arabic. Cells are typed by their column (cell.ts).
 */
export interface XlsxColumn {
  header: string;
  /** The row member this column shows. */
  key: string;
  kind: ColumnKind;
  /** In characters; by default wide enough for the header and the usual values of the kind. */
  width?: number;
}

export type XlsxRow = Readonly<Record<string, CellInput>>;

export interface XlsxSheet {
  /** Made to fit Excel's rules (sheet-name.ts): the name written is in the result. */
  name: string;
  columns: readonly XlsxColumn[];
  /** Read once, in order: an async iterable can stream them from the database. */
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
}

export interface XlsxBook {
  /** The reader's language: fa and ar get right-to-left sheets. */
  lang: Language;
  /** DISPLAY_TIMEZONE: the wall clock `datetime` cells are written in. */
  timeZone: string;
  sheets: readonly XlsxSheet[];
}

export interface XlsxWritten {
  sheets: { name: string; rows: number }[];
}

const KIND_WIDTH: Record<ColumnKind, number> = { text: 18, integer: 10, amount: 16, date: 12, datetime: 17 };
/** Rows between two turns of the event loop, in which the zip takes what was written so far. */
const ROWS_PER_TURN = 256;
/** Sheet XML allowed to wait for compression before rows wait for it. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

/**
 * Writes the workbook to a file (replaced if it exists; removed again if writing fails, so a
 * half-written export is never sent) or to a stream the caller owns. An error of the output (a
 * missing folder, a full disk) rejects, and the rows are read no further (from the writer's next
 * turn on, which may come just after the rejection).
 */
export async function writeXlsx(book: XlsxBook, to: string | Writable): Promise<XlsxWritten> {
  const stream = typeof to === "string" ? createWriteStream(to) : to;
  const output = new AbortController();
  const broken = new Promise<never>((_, reject) => {
    stream.once("error", (err: Error) => {
      output.abort(err);
      reject(err);
    });
  });
  try {
    return await Promise.race([writeTo(book, stream, output.signal), broken]);
  } catch (err) {
    output.abort(err);
    if (typeof to === "string") {
      // The file may still be opening: removed before the stream closes, the open would create it again.
      stream.destroy();
      await finished(stream).catch(() => undefined);
      await rm(to, { force: true });
    }
    throw err;
  }
}

async function writeTo(book: XlsxBook, stream: Writable, signal: AbortSignal): Promise<XlsxWritten> {
  // Loaded on first export: exceljs adds about 20 MB to a process that may never export.
  const { default: excel } = await import("exceljs");
  // Inline strings, not a shared-string table: that table would hold every text until the end.
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = "FlightDesk";
  const taken = new Set<string>();
  const written: XlsxWritten["sheets"] = [];
  for (const sheet of book.sheets) {
    const name = sheetName(sheet.name, taken);
    written.push({ name, rows: await writeSheet(workbook, name, sheet, book, signal) });
  }
  await workbook.commit();
  return { sheets: written };
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  sheet: XlsxSheet,
  book: XlsxBook,
  signal: AbortSignal,
): Promise<number> {
  const worksheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", ySplit: 1, rightToLeft: book.lang !== "en" }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    width: column.width ?? Math.max(KIND_WIDTH[column.kind], column.header.length + 2),
  }));
  const header = worksheet.addRow(sheet.columns.map((column) => toCell("text", column.header, book.timeZone).value));
  header.font = { bold: true };
  header.commit();

  let rows = 0;
  for await (const row of sheet.rows) {
    const cells = sheet.columns.map((column) => toCell(column.kind, row[column.key], book.timeZone));
    const added = worksheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, i) => {
      if (cell.numFmt) added.getCell(i + 1).numFmt = cell.numFmt;
    });
    added.commit();
    // Leaving the loop by throwing closes the source (a database cursor) too.
    if (++rows % ROWS_PER_TURN === 0) await zipCatchingUp(worksheet, signal);
  }
  // Written last by the streaming writer, so it can cover exactly the rows there are.
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: Math.max(1, sheet.columns.length) } };
  worksheet.commit();
  return rows;
}

/**
 * Backpressure the streaming writer lacks: it hands each 64 KB of sheet XML to the zip without
 * looking whether the zip took the last, and compressing is slower than writing rows, so the
 * XML would pile up (23 MB at 50,000 rows). Past MAX_BACKLOG_BYTES, rows wait until the zip's
 * entry stream has drained. That stream is an exceljs internal (the sheet stream's pipe), read
 * through a narrow shape; were it ever missing, rows just take turns with the zip as before.
 */
async function zipCatchingUp(worksheet: ExcelJS.Worksheet, signal: AbortSignal): Promise<void> {
  await new Promise(setImmediate);
  signal.throwIfAborted();
  const sheetStream = (worksheet as unknown as { stream?: { pipes?: ZipEntryStream[] } }).stream;
  const entry = sheetStream?.pipes?.[0];
  if ((entry?._writableState?.length ?? 0) > MAX_BACKLOG_BYTES) await once(entry as unknown as EventEmitter, "drain", { signal });
}

interface ZipEntryStream {
  _writableState?: { length: number };
}
