/** HTML parse-mode helpers. Every text that came from outside goes through `escapeHtml`. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

const UNESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/** The text an HTML message shows, for places that take plain text (toasts, inline result titles). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot);/g, (entity) => UNESCAPES[entity] ?? entity);
}

export const bold = (s: string): string => `<b>${s}</b>`;
export const code = (s: string): string => `<code>${s}</code>`;
export const italic = (s: string): string => `<i>${s}</i>`;
