/** What the benchmark staff type: a mix of one-line searches over the simulator's routes. */

/** The n-th search of a run: one-way, round trip, several destinations, multicity, third-party; dates 1 to 50 days ahead. */
export function searchLine(n: number): string {
  const day = 1 + (n % 50);
  switch (n % 5) {
    case 0:
      return `/search THR MHD +${day}`;
    case 1:
      return `/search THR MHD +${day} +${day + 3}`;
    case 2:
      return `/search THR MHD,KIH,SYZ +${day}`;
    case 3:
      return `/search THR-MHD +${day} MHD-KIH +${day + 2}`;
    default:
      return `/search IKA IST +${day}`;
  }
}

/** Whether a reply is a search result (and not an error or a usage hint). */
export function isSearchResult(text: string): boolean {
  return text.startsWith("🔎");
}

/**
 * The n-th update of a staff member's day: searches, /help, and a mistyped line (answered with
 * an explanation, no supplier call).
 */
export function dayUpdate(n: number): string {
  switch (n % 4) {
    case 1:
      return "/help";
    case 3:
      return "/search THR MHD 2026-13-45";
    default:
      return searchLine(n);
  }
}
