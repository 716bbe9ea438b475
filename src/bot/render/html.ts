/** HTML parse-mode helpers. Every text that came from outside goes through `escapeHtml`. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

export const bold = (s: string): string => `<b>${s}</b>`;
export const code = (s: string): string => `<code>${s}</code>`;
export const italic = (s: string): string => `<i>${s}</i>`;
