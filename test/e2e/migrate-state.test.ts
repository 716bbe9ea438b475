import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { emptyStoreData } from "../../src/store/schema.js";
import { MOVED_FILE_SUFFIX, STORE_FILE_NAME } from "../../src/store/store.js";
import { runScript } from "../support/bot-process.js";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";

sayWhenNoPostgres();

const sara = { id: 7, role: "agent", name: "Sara", approvedBy: 1, approvedAt: "2026-03-01T10:00:00.000Z" };

/**
 * `npm run migrate-state`: an operator moving an installation's data file into PostgreSQL by
 * hand, and back (README, "Running several instances").
 */
describe.skipIf(!POSTGRES_TEST_URL)("npm run migrate-state", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  });
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-migrate-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };
  // The configuration the bot would start with; nothing here calls Telegram or the supplier.
  const env = (dir: string, databaseUrl?: string) => ({
    BOT_TOKEN: "123456789:AAF-test-token-for-migrate-state-0000",
    SUPPLIER_BASE_URL: "http://127.0.0.1:9",
    SUPPLIER_USERNAME: "demo",
    SUPPLIER_PASSWORD: "S3cret-pw",
    ADMIN_IDS: "1",
    DATA_DIR: dir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  it("moves the data file in once, keeps it as a backup, refuses a second file, and writes the state back to a data file", async () => {
    const database = await createTestDatabase(POSTGRES_TEST_URL!, "migrate_state");
    cleanups.push(database.drop);
    const first = await dataDir();
    await writeFile(join(first, STORE_FILE_NAME), JSON.stringify({ ...emptyStoreData(), users: { "7": sara } }));

    const moved = await runScript("migrate-state", [], env(first, database.url));
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("(1 users) is in PostgreSQL now");
    expect(await readdir(first)).toContain(`${STORE_FILE_NAME}${MOVED_FILE_SUFFIX}`);
    expect(await readdir(first)).not.toContain(STORE_FILE_NAME);

    // A second installation's file: PostgreSQL holds a state already, nothing is mixed.
    const second = await dataDir();
    await writeFile(join(second, STORE_FILE_NAME), JSON.stringify(emptyStoreData()));
    const refused = await runScript("migrate-state", [], env(second, database.url));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing moved: .* holds a FlightDesk state already/);
    expect(await readdir(second)).toContain(STORE_FILE_NAME);

    const back = await dataDir();
    const written = await runScript("migrate-state", ["--back"], env(back, database.url));
    expect(written.code).toBe(0);
    expect(JSON.parse(await readFile(join(back, STORE_FILE_NAME), "utf8"))).toMatchObject({ users: { "7": sara } });
    for (const run of [moved, refused, written]) expect(run.stdout + run.stderr).not.toContain("S3cret-pw");
  });

  it("says why nothing moved: no DATABASE_URL, no data file, a wrong argument", async () => {
    const dir = await dataDir();
    expect(await runScript("migrate-state", [], env(dir))).toMatchObject({ code: 1, stderr: expect.stringContaining("DATABASE_URL is not set") });
    const database = await createTestDatabase(POSTGRES_TEST_URL!, "migrate_state");
    cleanups.push(database.drop);
    expect(await runScript("migrate-state", [], env(dir, database.url))).toMatchObject({ code: 1, stderr: expect.stringContaining("there is no data file") });
    expect(await runScript("migrate-state", ["--sideways"], env(dir, database.url))).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run migrate-state") });
  });
});
