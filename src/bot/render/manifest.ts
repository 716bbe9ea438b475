import { InlineKeyboard } from "grammy";
import { parseUtc } from "./format.js";
import type { XlsxSheet } from "../../desk/export/xlsx.js";
import type { Manifest, ManifestRow } from "../../ledger/manifest.js";
import { addButton } from "../callback-data.js";
import { ageType, ageWordOf } from "./alert-parts.js";
import { buttons } from "../buttons.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
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
  return { text: [head, counts, "", ...lines].join("\n"), keyboard };
}

function passengerLine(row: ManifestRow, n: number, data: PersonalData, t: Translate, f: Format): string {
  const name = escapeHtml(`${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || "?");
  const status = row.status === "cancelled" ? ` · ${bold(t("manifest-cancelled"))}` : "";
  const main = [ageType(row.ageType ?? "?", t), f.ltr(escapeHtml(row.pnr)), f.ltr(escapeHtml(row.ticket ?? "?")), escapeHtml(row.agency ?? "")].filter((s) => s !== "");
  const documents = [data.nationalCode(row.nationalCode), data.passport(row.passport), data.phone(row.phone), data.email(row.email)].filter((s) => s !== "");
  return [`${f.num(n)}. ${name}${status}`, `   ${main.join(" · ")}`, ...(documents.length > 0 ? [`   ${documents.map((d) => f.ltr(escapeHtml(d))).join(" · ")}`] : [])].join("\n");
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
