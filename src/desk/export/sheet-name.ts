/**
 * Excel's rules for a sheet name, which it enforces by refusing (or "repairing") the file: at
 * most 31 characters, none of : \ / ? * [ ], not starting or ending with an apostrophe, not
 * empty, not "History" (reserved), and unique within the workbook regardless of case. Names come
 * from outside (an agency, a route, a date typed as 2026/12/01), so each is made to fit.
 */
export const MAX_SHEET_NAME = 31;

/** A legal name for `wanted`, different from every name in `taken` (lower case), which it joins. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const cleaned = wanted
    .replace(/[\\/]/g, "-")
    .replace(/[:?*[\]\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const base = fit(cleaned, MAX_SHEET_NAME).replace(/^[' ]+|[' ]+$/g, "");
  const stem = base === "" ? "Sheet" : base;
  let name = stem;
  for (let n = 2; taken.has(name.toLowerCase()) || name.toLowerCase() === "history"; n++) {
    const suffix = ` (${n})`;
    name = `${fit(stem, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in half. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
