/** One line of the doctor's checklist. `fix` says what to do when it failed. */
export interface Check {
  name: string;
  /** "skip": not configured, or not checkable because a check it needs failed (that one counts). */
  status: "pass" | "fail" | "skip";
  detail: string;
  fix?: string;
}

export const pass = (name: string, detail: string): Check => ({ name, status: "pass", detail });
export const fail = (name: string, detail: string, fix: string): Check => ({ name, status: "fail", detail, fix });
export const skip = (name: string, detail: string): Check => ({ name, status: "skip", detail });

const MARK = { pass: "✓", fail: "✗", skip: "–" } as const;

/** The checklist as printed: a mark and a line per check, its fix under a failure, a count last. */
export function formatChecklist(checks: Check[]): string {
  const lines = ["FlightDesk doctor"];
  for (const check of checks) {
    lines.push(`  ${MARK[check.status]} ${check.name}: ${check.detail}`);
    if (check.fix) lines.push(`      fix: ${check.fix}`);
  }
  const failed = checks.filter((c) => c.status === "fail").length;
  lines.push(failed === 0 ? "Everything checked is ready." : `${failed} of ${checks.length} checks failed.`);
  return `${lines.join("\n")}\n`;
}
