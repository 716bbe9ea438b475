import { InlineKeyboard } from "grammy";
import { parseUtc } from "./format.js";
import type { XlsxSheet } from "../../desk/export/xlsx.js";
import type { Manifest, ManifestRow } from "../../ledger/manifest.js";
import { addButton } from "../callback-data.js";
import { ageType, ageWordOf } from "./alert-parts.js";
import { buttons } from "../buttons.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
import { details, heading, paragraph, table, type RichScreen } from "./rich.js";
import type { PersonalData } from "./personal-data.js";
import type { Rendered, Translate } from "./types.js";

/** A flight of /manifest: "IR1234" and its local date. */
export interface ManifestFlight {
  flight: string;
  date: string;
}

/**
 * /manifest: the counts, then one line per passenger in booking order (documents and contacts
 * as the reader may see them), and the Excel button. replyRendered splits a long one.
 */
export function renderManifest(at: ManifestFlight, manifest: Manifest, data: PersonalData, owner: number, t: Translate, f: Format): Rendered {
  const head = bold(t("manifest-title", { flight: f.ltr(escapeHtml(at.flight)), date: f.date(at.date) }));
  const counts = t("manifest-counts", { sold: f.num(manifest.sold), infants: f.num(manifest.infants), cancelled: f.num(manifest.cancelled) });
  const lines = manifest.rows.map((row, i) => passengerLine(row, i + 1, data, t, f));
  const keyboard = addButton(new InlineKeyboard(), t("manifest-button-excel"), buttons.manifestExcel.pack(owner, at));
  return { text: [head, counts, "", ...lines].join("\n"), keyboard, rich: manifestRich(head, counts, manifest, data, t, f) };
}

/**
 * The manifest as a rich table a phone shows whole (number, name, age group, PNR); tickets,
 * agencies and the documents the reader may see folded below, a line per passenger.
 */
function manifestRich(head: string, counts: string, manifest: Manifest, data: PersonalData, t: Translate, f: Format): RichScreen {
  const rows = manifest.rows.map((row, i) => [f.num(i + 1), nameOf(row, t), ageType(row.ageType ?? "?", t), f.ltr(escapeHtml(row.pnr))]);
  const more = manifest.rows.map((row, i) => {
    const parts = [f.ltr(escapeHtml(row.ticket ?? "?")), escapeHtml(row.agency ?? ""), ...documentsOf(row, data).map((d) => f.ltr(escapeHtml(d)))].filter((s) => s !== "");
    return `${f.num(i + 1)}. ${parts.join(" · ")}`;
  });
  const header = ["manifest-col-number", "manifest-col-name", "manifest-col-age-short", "manifest-col-pnr"].map((key) => t(key));
  return {
    blocks: [heading(head), paragraph(counts), table(header, rows, ["right", "left", "left", "left"]), details(t("manifest-more"), [paragraph(more.join("\n"))])],
    rtl: f.lang !== "en",
  };
}

function nameOf(row: ManifestRow, t: Translate): string {
  const name = escapeHtml(`${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || "?");
  return row.status === "cancelled" ? `${name} · ${bold(t("manifest-cancelled"))}` : name;
}

function documentsOf(row: ManifestRow, data: PersonalData): string[] {
  return [data.nationalCode(row.nationalCode), data.passport(row.passport), data.phone(row.phone), data.email(row.email)].filter((s) => s !== "");
}

function passengerLine(row: ManifestRow, n: number, data: PersonalData, t: Translate, f: Format): string {
  const main = [ageType(row.ageType ?? "?", t), f.ltr(escapeHtml(row.pnr)), f.ltr(escapeHtml(row.ticket ?? "?")), escapeHtml(row.agency ?? "")].filter((s) => s !== "");
  const documents = documentsOf(row, data);
  return [`${f.num(n)}. ${nameOf(row, t)}`, `   ${main.join(" · ")}`, ...(documents.length > 0 ? [`   ${documents.map((d) => f.ltr(escapeHtml(d))).join(" · ")}`] : [])].join("\n");
}

/** The Excel sheet of a manifest: the same rows, the same masking, a cell per field. */
export function manifestSheet(at: ManifestFlight, manifest: Manifest, data: PersonalData, t: Translate): XlsxSheet {
  return {
    name: `${at.flight} ${at.date}`,
    columns: [
      { header: t("manifest-col-name"), key: "name", kind: "text", width: 28 },
      { header: t("manifest-col-age"), key: "age", kind: "text", width: 10 },
      { header: t("manifest-col-pnr"), key: "pnr", kind: "text", width: 10 },
      { header: t("manifest-col-ticket"), key: "ticket", kind: "text" },
      { header: t("manifest-col-agency"), key: "agency", kind: "text", width: 22 },
      { header: t("manifest-col-status"), key: "status", kind: "text", width: 12 },
      { header: t("manifest-col-booked"), key: "booked", kind: "datetime" },
      { header: t("manifest-col-national-code"), key: "nationalCode", kind: "text", width: 14 },
      { header: t("manifest-col-passport"), key: "passport", kind: "text", width: 14 },
      { header: t("manifest-col-phone"), key: "phone", kind: "text" },
      { header: t("manifest-col-email"), key: "email", kind: "text", width: 28 },
    ],
    rows: manifest.rows.map((row) => ({
      name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
      age: row.ageType === null ? null : (ageWordOf(row.ageType, t) ?? row.ageType),
      pnr: row.pnr,
      ticket: row.ticket,
      agency: row.agency,
      status: t(row.status === "cancelled" ? "manifest-cancelled" : "manifest-active"),
      booked: parseUtc(row.bookedAt),
      nationalCode: data.nationalCode(row.nationalCode),
      passport: data.passport(row.passport),
      phone: data.phone(row.phone),
      email: data.email(row.email),
    })),
  };
}
