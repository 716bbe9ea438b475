import { copyFile, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Database } from "../../src/ledger/sqlite-driver.js";
import { describe, expect, it, vi } from "vitest";
import { openLedger } from "../../src/ledger/ledger.js";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { silentLogger } from "../../src/logger.js";
import { StoreError } from "../../src/store/errors.js";
import { ledgerFixture, TEST_DATABASES } from "../support/ledger-databases.js";
import { bookedWire, parsed } from "../support/ledger-events.js";

/** Where the ledger lives, and a database that cannot be opened: refused, named, untouched. */

const sqlite = TEST_DATABASES[0]!;

describe("opening the ledger", () => {
  const fixture = ledgerFixture(sqlite);

  it("is one private file under DATA_DIR, in WAL mode", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place);
    await ledger.ingest(parsed(bookedWire(1, "AB12CD")), new Date("2026-11-22T00:00:00Z"));
    expect(ledger.where).toBe(join(place.dataDir, LEDGER_FILE));
    for (const file of [LEDGER_FILE, `${LEDGER_FILE}-wal`]) expect((await stat(join(place.dataDir, file))).mode & 0o777).toBe(0o600);
    expect((await stat(place.dataDir)).mode & 0o777).toBe(0o700);
  });

  it("copies a commit from the write-ahead log into the database file soon after, by itself", async () => {
    const place = await fixture.place();
    const ledger = await fixture.open(place);
    await ledger.ingest(parsed(bookedWire(1, "AB12CD")), new Date("2026-11-22T00:00:00Z"));
    // The database file alone (without its -wal file) holds the booking once checkpointed.
    const copy = join(place.dataDir, "copy.sqlite3");
    const bookingsInFile = async () => {
      await copyFile(join(place.dataDir, LEDGER_FILE), copy);
      const file = new Database(copy, { readonly: true });
      try {
        return (file.prepare("select count(*) as n from bookings").get() as { n: number }).n;
      } finally {
        file.close();
      }
    };
    await vi.waitFor(async () => expect(await bookingsInFile()).toBe(1), { timeout: 5000, interval: 50 });
  });

  it("refuses a file that is not a database, naming it, and leaves it as it was", async () => {
    const place = await fixture.place();
    const file = join(place.dataDir, LEDGER_FILE);
    const garbage = "these are not the bookings you are looking for\n".repeat(200);
    await writeFile(file, garbage, { mode: 0o600 });
    const error = await openLedger({ ...place, retentionDays: 400, logger: silentLogger() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "damaged", file });
    expect((error as Error).message).toMatch(/is not a SQLite database or is damaged.*has not changed it.*backup/);
    expect(await readFile(file, "utf8")).toBe(garbage);
  });

  it("refuses a PostgreSQL server it cannot reach, without the password in the message", async () => {
    const place = await fixture.place();
    const error = await openLedger({ ...place, databaseUrl: "postgres://desk:Sup3r-Secret-pw@127.0.0.1:1/flightdesk", retentionDays: 400, logger: silentLogger() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "unreachable", file: "postgres://desk@127.0.0.1:1/flightdesk" });
    expect((error as Error).message).toMatch(/cannot use the ledger database postgres:\/\/desk@127\.0\.0\.1:1\/flightdesk: .*Check DATABASE_URL/);
    expect((error as Error).message).not.toContain("Sup3r-Secret-pw");
  });
});
