import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The README tells operators to keep their secrets in `.env` next to the code: git must never take it. */
describe(".gitignore", () => {
  const ignored = (path: string) => spawnSync("git", ["check-ignore", "-q", "--no-index", path]).status === 0;

  it("ignores .env and its variants, and keeps .env.example", () => {
    expect(ignored(".env")).toBe(true);
    expect(ignored(".env.production")).toBe(true);
    expect(ignored(".env.example")).toBe(false);
  });
});
