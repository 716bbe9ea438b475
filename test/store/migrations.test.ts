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
 * A version 7 made up for this test, the way a later issue adds one: the current document plus
 * a `tags` collection, and the migration that adds it empty.
 */
const toV7: Migration = { from: 6, up: (doc) => ({ ...doc, tags: {} }) };
const v7Schema = storeDataSchema.extend({
  schemaVersion: z.literal(7),
  tags: z.record(z.string(), z.array(z.string())),
});
type V7 = z.infer<typeof v7Schema>;
const v7Format: DocumentFormat<V7> = {
  version: 7,
  migrations: [...MIGRATIONS, toV7],
  schema: v7Schema,
  empty: () => ({ ...emptyStoreData(), schemaVersion: 7, tags: {} }),
};

const openDbs: Db<unknown>[] = [];
afterEach(async () => {
  for (const db of openDbs.splice(0)) await db.close();
});

async function openV7(dataDir: string, logger = silentLogger()): Promise<Db<V7>> {
  const db = await openDatabase({ dataDir, fileName: "flightdesk.json", lockName: "flightdesk.lock", format: v7Format, logger });
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
    expect(migrate({ schemaVersion: 7, x: 1 }, 7, [toV7])).toEqual({ schemaVersion: 7, x: 1 });
  });

  it("reports a missing step and a failing step", () => {
    expect(() => migrate({ schemaVersion: 0 }, 7, [toV7])).toThrow(/no migration from schemaVersion 0/);
    const broken: Migration = { from: 1, up: () => { throw new Error("boom"); } };
    expect(() => migrate({ schemaVersion: 1 }, 2, [broken])).toThrow(MigrationError);
  });

  it("the shipped steps 1 -> ... -> 6 add empty alert collections and digit choices, move the poller and outbox out, then add what was published, as the version 6 schema accepts", () => {
    expect(STORE_VERSION).toBe(6);
    const v2 = migrate(V1_FILE, 2);
    expect(v2).toMatchObject({ schemaVersion: 2, users: V1_FILE.users, languages: V1_FILE.languages, subscriptions: { items: [] } });
    expect(v2).not.toHaveProperty("digits");
    expect(migrate(V1_FILE, 4)).toMatchObject({ schemaVersion: 4, digits: {}, poller: { cursor: null }, outbox: { entries: {} } });
    const upgraded = migrate(V1_FILE, 5);
    expect(upgraded).toMatchObject({ schemaVersion: 5, digits: {} });
    expect(upgraded).not.toHaveProperty("poller");
    expect(upgraded).not.toHaveProperty("outbox");
    expect(upgraded).not.toHaveProperty("published");
    expect(migrate(V1_FILE, 6)).toMatchObject({ schemaVersion: 6, published: {} });
    expect(storeDataSchema.parse(migrate(V1_FILE, 6))).toEqual({ ...emptyStoreData(), users: V1_FILE.users, languages: V1_FILE.languages });
  });
});

describe("opening an older file", () => {
  it("opens a version 3 file as version 6 with its alert subscriptions as they were", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    const subscription = { id: 1, chatId: -100, topic: "bookings", filters: { airline: "IR" }, language: "fa", createdBy: 5, createdAt: "2026-01-01T00:00:00.000Z" };
    const v3 = { ...emptyStoreData(), schemaVersion: 3, subscriptions: { nextId: 2, items: [subscription] } };
    await writeFile(file, JSON.stringify(v3));

    const store = await fixture.open(dataDir);

    expect(store.subscriptions.list()).toEqual([subscription]);
    expect(await readJson(file)).toMatchObject({ schemaVersion: 6, subscriptions: { nextId: 2, items: [subscription] } });
    expect(await readFile(`${file}.v3.bak`, "utf8")).toBe(JSON.stringify(v3));
  });

  it("upgrades a version 1 file to version 6 with the real store, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    const v1Text = JSON.stringify(V1_FILE);
    await writeFile(file, v1Text);
    const log = new LogCapture();
    const { logger } = log;

    const store = await fixture.open(dataDir, { logger });

    expect(store.users.get(5)?.name).toBe("Reza");
    expect(store.subscriptions.list()).toEqual([]);
    expect(store.settings.getDigits(5)).toBe("native");
    expect(await readJson(file)).toMatchObject({ schemaVersion: 6, subscriptions: { nextId: 1, items: [] }, digits: {}, published: {} });
    expect(await readFile(`${file}.v1.bak`, "utf8")).toBe(v1Text);
    expect(log.entries().some((line) => line.from === 1 && line.to === 6)).toBe(true);
  });

  it("upgrades a file written by the real store to a later version, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert({ id: 5, role: "admin", name: "Reza", approvedBy: 1, approvedAt: "2026-01-01T00:00:00.000Z" });
    await store.close();
    const v6Text = await readFile(store.file, "utf8");
    const log = new LogCapture();
    const { logger } = log;

    const db = await openV7(dataDir, logger);

    expect(db.data.schemaVersion).toBe(7);
    expect(db.data.tags).toEqual({});
    expect(db.data.users["5"]?.name).toBe("Reza");
    expect(await readJson(db.file)).toMatchObject({ schemaVersion: 7, tags: {}, users: { "5": { role: "admin" } } });
    expect(await readFile(`${db.file}.v6.bak`, "utf8")).toBe(v6Text);
    expect(log.entries().some((line) => line.from === 6 && line.to === 7)).toBe(true);
  });

  it("does not overwrite an existing backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    await writeFile(file, JSON.stringify(emptyStoreData()));
    await writeFile(`${file}.v6.bak`, "an older backup");

    await openV7(dataDir);

    expect(await readFile(`${file}.v6.bak`, "utf8")).toBe("an older backup");
  });

  it("a version 7 file is refused as too new by the version 6 store, unchanged", async () => {
    const dataDir = await fixture.tempDir();
    const db = await openV7(dataDir);
    await db.close();
    const v7Text = await readFile(db.file, "utf8");

    const error = await fixture.open(dataDir).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "too-new", file: db.file });
    expect(await readFile(db.file, "utf8")).toBe(v7Text);
    expect(await listDir(dataDir)).toEqual(["flightdesk.json"]);
  });
});
