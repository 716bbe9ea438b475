/** Telegram refuses messages over 4096 characters (UTF-16 code units, after entity parsing). */
export const TELEGRAM_TEXT_LIMIT = 4096;

/**
 * Splits an HTML reply into chunks under the limit, at line boundaries, so no tag or entity
 * is cut. Renderers keep every tag on one line, which makes any line boundary safe. A single
 * line longer than the limit (never produced by our renderers) is cut at a character
 * boundary outside tags and entities, as a last resort.
 */
export function splitMessage(html: string, limit = TELEGRAM_TEXT_LIMIT - 96): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const line of html.split("\n")) {
    for (const piece of line.length > limit ? hardCut(line, limit) : [line]) {
      const candidate = current === "" ? piece : `${current}\n${piece}`;
      if (candidate.length > limit && current !== "") {
        chunks.push(current);
        current = piece;
      } else {
        current = candidate;
      }
    }
  }
  if (current.trim() !== "") chunks.push(current);
  return chunks.map((c) => c.replace(/^\n+|\n+$/g, "")).filter((c) => c !== "");
}

function hardCut(line: string, limit: number): string[] {
  const plain = line.replace(/<[^>]*>/g, "");
  const out: string[] = [];
  let i = 0;
  while (i < plain.length) {
    let end = Math.min(i + limit, plain.length);
    // Do not cut an entity such as &amp; in half, nor a surrogate pair.
    const amp = plain.lastIndexOf("&", end - 1);
    if (amp >= i && amp > end - 8 && plain.indexOf(";", amp) >= end) end = amp;
    if (end < plain.length && /[\uD800-\uDBFF]/.test(plain.charAt(end - 1))) end -= 1;
    out.push(plain.slice(i, end));
    i = end;
  }
  return out;
}
