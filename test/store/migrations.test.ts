import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../../src/logger.js";
import { openDatabase, type Db } from "../../src/store/db.js";
import type { DocumentFormat } from "../../src/store/decode.js";
import { migrate, MIGRATIONS, MigrationError, type Migration } from "../../src/store/migrations.js";
import { StoreError } from "../../src/store/errors.js";
import { emptyStoreData, STORE_VERSION, storeDataSchema } from "../../src/store/schema.js";
import { listDir, readJson, storeFixture } from "../support/store.js";
import { LogCapture } from "../support/log-capture.js";

const fixture = storeFixture();

/**
 * A version 4 made up for this test, the way a later issue adds one: the current document plus
 * a `tags` collection, and the migration that adds it empty.
 */
const toV4: Migration = { from: 3, up: (doc) => ({ ...doc, tags: {} }) };
const v4Schema = storeDataSchema.extend({
  schemaVersion: z.literal(4),
  tags: z.record(z.string(), z.array(z.string())),
});
type V4 = z.infer<typeof v4Schema>;
const v4Format: DocumentFormat<V4> = {
  version: 4,
  migrations: [...MIGRATIONS, toV4],
  schema: v4Schema,
  empty: () => ({ ...emptyStoreData(), schemaVersion: 4, tags: {} }),
};

const openDbs: Db<unknown>[] = [];
afterEach(async () => {
  for (const db of openDbs.splice(0)) await db.close();
});

async function openV4(dataDir: string, logger = silentLogger()): Promise<Db<V4>> {
  const db = await openDatabase({ dataDir, fileName: "flightdesk.json", lockName: "flightdesk.lock", format: v4Format, logger });
  openDbs.push(db as Db<unknown>);
  return db;
}

/** A file as FlightDesk version 1 wrote it, before the alert collections. */
const V1_FILE = {
  schemaVersion: 1,
  users: { "5": { id: 5, role: "admin", name: "Reza", approvedBy: 1, approvedAt: "2026-01-01T00:00:00.000Z" } },
  accessRequests: {},
  languages: { "5": "fa" },
  recentAirports: {},
  conversations: {},
  audit: { nextId: 1, entries: [] },
};

describe("migrate", () => {
  it("applies each step in order and sets schemaVersion, without changing its input", () => {
    const steps: Migration[] = [
      { from: 2, up: (doc) => ({ ...doc, c: (doc["b"] as number) * 10 }) },
      { from: 1, up: (doc) => ({ ...doc, b: (doc["a"] as number) + 1 }) },
    ];
    const input = { schemaVersion: 1, a: 1 };

    expect(migrate(input, 3, steps)).toEqual({ schemaVersion: 3, a: 1, b: 2, c: 20 });
    expect(input).toEqual({ schemaVersion: 1, a: 1 });
  });

  it("leaves a current document as it is", () => {
    expect(migrate({ schemaVersion: 4, x: 1 }, 4, [toV4])).toEqual({ schemaVersion: 4, x: 1 });
  });

  it("reports a missing step and a failing step", () => {
    expect(() => migrate({ schemaVersion: 0 }, 4, [toV4])).toThrow(/no migration from schemaVersion 0/);
    const broken: Migration = { from: 1, up: () => { throw new Error("boom"); } };
    expect(() => migrate({ schemaVersion: 1 }, 2, [broken])).toThrow(MigrationError);
  });

  it("the shipped steps 1 -> 2 -> 3 add empty alert collections and digit choices that the version 3 schema accepts", () => {
    expect(STORE_VERSION).toBe(3);
    const v2 = migrate(V1_FILE, 2);
    expect(v2).toMatchObject({ schemaVersion: 2, users: V1_FILE.users, languages: V1_FILE.languages, subscriptions: { items: [] } });
    expect(v2).not.toHaveProperty("digits");
    const upgraded = migrate(V1_FILE, 3);
    expect(upgraded).toMatchObject({ schemaVersion: 3, digits: {} });
    expect(storeDataSchema.parse(upgraded)).toEqual({ ...emptyStoreData(), users: V1_FILE.users, languages: V1_FILE.languages });
  });
});

describe("opening an older file", () => {
  it("upgrades a version 1 file to version 3 with the real store, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    const v1Text = JSON.stringify(V1_FILE);
    await writeFile(file, v1Text);
    const log = new LogCapture();
    const { logger } = log;

    const store = await fixture.open(dataDir, { logger });

    expect(store.users.get(5)?.name).toBe("Reza");
    expect(store.subscriptions.list()).toEqual([]);
    expect(store.poller.cursorState()).toEqual({ cursor: null, since: null, done: null });
    expect(store.settings.getDigits(5)).toBe("native");
    expect(await readJson(file)).toMatchObject({ schemaVersion: 3, subscriptions: { nextId: 1, items: [] }, outbox: { entries: {} }, digits: {} });
    expect(await readFile(`${file}.v1.bak`, "utf8")).toBe(v1Text);
    expect(log.entries().some((line) => line.from === 1 && line.to === 3)).toBe(true);
  });

  it("upgrades a file written by the real store to a later version, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert({ id: 5, role: "admin", name: "Reza", approvedBy: 1, approvedAt: "2026-01-01T00:00:00.000Z" });
    await store.close();
    const v3Text = await readFile(store.file, "utf8");
    const log = new LogCapture();
    const { logger } = log;

    const db = await openV4(dataDir, logger);

    expect(db.data.schemaVersion).toBe(4);
    expect(db.data.tags).toEqual({});
    expect(db.data.users["5"]?.name).toBe("Reza");
    expect(await readJson(db.file)).toMatchObject({ schemaVersion: 4, tags: {}, users: { "5": { role: "admin" } } });
    expect(await readFile(`${db.file}.v3.bak`, "utf8")).toBe(v3Text);
    expect(log.entries().some((line) => line.from === 3 && line.to === 4)).toBe(true);
  });

  it("does not overwrite an existing backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    await writeFile(file, JSON.stringify(emptyStoreData()));
    await writeFile(`${file}.v3.bak`, "an older backup");

    await openV4(dataDir);

    expect(await readFile(`${file}.v3.bak`, "utf8")).toBe("an older backup");
  });

  it("a version 4 file is refused as too new by the version 3 store, unchanged", async () => {
    const dataDir = await fixture.tempDir();
    const db = await openV4(dataDir);
    await db.close();
    const v4Text = await readFile(db.file, "utf8");

    const error = await fixture.open(dataDir).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "too-new", file: db.file });
    expect(await readFile(db.file, "utf8")).toBe(v4Text);
    expect(await listDir(dataDir)).toEqual(["flightdesk.json"]);
  });
});
