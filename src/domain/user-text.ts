/**
 * Clean-up of text typed by staff. Pure, never throws.
 * Phones with Persian or Arabic keyboards produce non-ASCII digits and invisible direction
 * marks; both would otherwise make a correct code or date look wrong.
 */

const PERSIAN_ZERO = 0x06f0; // ۰ .. ۹ = U+06F0 .. U+06F9
const ARABIC_INDIC_ZERO = 0x0660; // ٠ .. ٩ = U+0660 .. U+0669

/** Persian and Arabic-Indic digits -> ASCII 0-9; everything else unchanged. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * Removes zero-width characters, direction marks and embeddings, and the byte-order mark
 * (U+200B-U+200F, U+202A-U+202E, U+2066-U+2069, U+FEFF). ZWNJ goes too: inside a Persian
 * word it only affects rendering, and our keywords are matched without it.
 */
export function stripInvisibleMarks(text: string): string {
  return text.replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "");
}

/** Both of the above: the form every parser in this folder starts from. */
export function normalizeUserText(text: string): string {
  // Everything the two change is outside ASCII: most texts (codes, phones, a page's worth of them) need no pass.
  return NOT_ASCII.test(text) ? normalizeDigits(stripInvisibleMarks(text)) : text;
}

const NOT_ASCII = /[^\x00-\x7F]/;

/**
 * A piece of user input made safe to echo back in an error: at most `maxChars` code points
 * (an ellipsis marks the cut), control characters and lone surrogates replaced by U+FFFD.
 * Still needs HTML escaping before it reaches Telegram.
 */
export function printableSnippet(text: string, maxChars = 40): string {
  const chars = Array.from(text.length > maxChars * 4 ? text.slice(0, maxChars * 4) : text);
  const cut = chars.length > maxChars ? `${chars.slice(0, maxChars).join("")}…` : chars.join("");
  return cut.replace(/[\p{Cc}\p{Cs}]/gu, "\uFFFD");
}
