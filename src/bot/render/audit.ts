import type { AuditEntry } from "../../store/store.js";
import { escapeHtml } from "./html.js";
import { auditSentence, type AuditWords } from "./audit-sentence.js";
import { footer, heading, table } from "./rich.js";
import type { Rendered } from "./types.js";

/**
 * /audit: the newest entries first, each its time and a sentence (who did what, to what, and
 * how it ended), as HTML text and as a two-column table. Times in DISPLAY_TIMEZONE, the zone named once at the end. `filter` names what
 * the list was narrowed to (already in the reader's words), if it was.
 */
export function renderAudit(entries: AuditEntry[], w: AuditWords, filter?: string): Rendered {
  const { t, f } = w;
  if (entries.length === 0) return { text: filter ? t("audit-empty-filtered", { filter }) : t("audit-empty") };
  const title = filter ? t("audit-title-filtered", { n: entries.length, count: f.num(entries.length), filter }) : t("audit-title", { n: entries.length, count: f.num(entries.length) });
  const zone = t("times-zone", { zone: f.zoneName });
  const rows = entries.map((entry) => [`<i>#${entry.id} · ${escapeHtml(f.instant(new Date(entry.at)))}</i>`, auditSentence(entry, w)]);
  const text = [title, ...rows.flatMap(([when, what]) => ["", when!, what!]), "", zone];
  return { text: text.join("\n"), rich: { blocks: [heading(title), table([t("audit-col-when"), t("audit-col-what")], rows), footer(zone)], rtl: f.lang !== "en" } };
}
