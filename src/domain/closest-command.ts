/**
 * The command a user most likely meant by one the bot does not know: "/Search" and "/SEARCH"
 * (Telegram's commands are case-sensitive), "/serch", "/hist". Pure, never throws.
 */

/** Prefixes shorter than this are too vague to point at a command. */
const MIN_PREFIX = 3;

/**
 * `typed` (without the slash) matched against `commands`: the same name in another case, else
 * the only command within a small edit distance (1 for names up to 4 letters, 2 beyond), else
 * the only command it is the start of (3 letters at least). null when nothing is close, or when
 * two commands are equally close.
 */
export function closestCommand(typed: string, commands: readonly string[]): string | null {
  const word = typed.trim().toLowerCase();
  if (word === "" || word.length > 64) return null;
  if (commands.includes(word)) return word;

  let best: string[] = [];
  let bestDistance = Infinity;
  for (const command of commands) {
    const distance = editDistance(word, command);
    if (distance > (Math.min(word.length, command.length) <= 4 ? 1 : 2)) continue;
    if (distance < bestDistance) [best, bestDistance] = [[command], distance];
    else if (distance === bestDistance) best.push(command);
  }
  if (best.length === 1) return best[0] ?? null;
  if (best.length > 1) return null;

  const starting = word.length >= MIN_PREFIX ? commands.filter((command) => command.startsWith(word)) : [];
  return starting.length === 1 ? (starting[0] ?? null) : null;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}
