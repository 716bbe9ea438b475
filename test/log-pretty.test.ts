import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { prettyDestination } from "../src/log-pretty.js";
import { createLogger } from "../src/logger.js";
import { passwordHash } from "../src/supplier/credentials.js";
import { findLeaks, type Secret } from "./support/leaks.js";

const TOKEN = "7000000001:AAF-secret_value-0123456789abcdefghij";
const PASSWORD = "Pa55-w0rd!x";
// A database password as DATABASE_URL may carry it once decoded: a quote and a backslash, which JSON escapes.
const DB_PASSWORD = 'db"pass\\word-42';
const SECRETS: Secret[] = [
  { name: "bot token", value: TOKEN },
  { name: "supplier password", value: PASSWORD },
  { name: "supplier password MD5", value: passwordHash(PASSWORD) },
  { name: "database password", value: DB_PASSWORD },
];

describe("pretty logs (LOG_FORMAT=pretty)", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** What the logger writes through prettyDestination, read back from a file, colours removed. */
  function written(write: (log: ReturnType<typeof createLogger>) => void): string {
    const dir = mkdtempSync(join(tmpdir(), "flightdesk-pretty-"));
    dirs.push(dir);
    const fd = openSync(join(dir, "out.log"), "w");
    write(createLogger("info", prettyDestination(fd), [passwordHash(PASSWORD), DB_PASSWORD]));
    closeSync(fd);
    return stripVTControlCharacters(readFileSync(join(dir, "out.log"), "utf8"));
  }

  it("writes each line for a person, at once: level, message and fields, no JSON", () => {
    const text = written((log) => log.child({ ref: "ABC123" }).warn({ pnr: "XYZ789" }, "the supplier is slow"));
    expect(text).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] WARN: the supplier is slow\n/);
    expect(text).toContain('ref: "ABC123"');
    expect(text).toContain('pnr: "XYZ789"');
    expect(text).not.toContain('"level"');
  });

  it("never shows a secret: redacted fields, a token in any text, a configured value even where JSON escaped it", () => {
    const text = written((log) => {
      log.info({ password: PASSWORD, supplier: { passwordMd5: passwordHash(PASSWORD) } }, "fields");
      log.warn({ url: `https://api.telegram.org/bot${TOKEN}/sendMessage` }, `message naming ${TOKEN}`);
      log.error(`cannot connect to the database with ${DB_PASSWORD}`);
    });
    expect(text).toContain("cannot connect to the database with [secret]");
    expect(text).toContain("[secret]");
    expect(findLeaks(SECRETS, [{ where: "pretty log", text }])).toEqual([]);
  });
});
