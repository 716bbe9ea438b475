import type { AuditEntry } from "../../store/store.js";
import { escapeHtml } from "./html.js";
import { auditSentence, type AuditWords } from "./audit-sentence.js";
import type { Rendered } from "./types.js";

/**
 * /audit: the newest entries first, each its time and a sentence (who did what, to what, and
 * how it ended). Times in DISPLAY_TIMEZONE, the zone named once at the end. `filter` names what
 * the list was narrowed to (already in the reader's words), if it was.
 */
export function renderAudit(entries: AuditEntry[], w: AuditWords, filter?: string): Rendered {
  const { t, f } = w;
  if (entries.length === 0) return { text: filter ? t("audit-empty-filtered", { filter }) : t("audit-empty") };
  const lines = [filter ? t("audit-title-filtered", { n: entries.length, count: f.num(entries.length), filter }) : t("audit-title", { n: entries.length, count: f.num(entries.length) })];
  for (const entry of entries) {
    lines.push("", `<i>#${entry.id} · ${escapeHtml(f.instant(new Date(entry.at)))}</i>`, auditSentence(entry, w));
  }
  lines.push("", t("times-zone", { zone: f.zoneName }));
  return { text: lines.join("\n") };
}
