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
 * A version 6 made up for this test, the way a later issue adds one: the current document plus
 * a `tags` collection, and the migration that adds it empty.
 */
const toV6: Migration = { from: 5, up: (doc) => ({ ...doc, tags: {} }) };
const v6Schema = storeDataSchema.extend({
  schemaVersion: z.literal(6),
  tags: z.record(z.string(), z.array(z.string())),
});
type V6 = z.infer<typeof v6Schema>;
const v6Format: DocumentFormat<V6> = {
  version: 6,
  migrations: [...MIGRATIONS, toV6],
  schema: v6Schema,
  empty: () => ({ ...emptyStoreData(), schemaVersion: 6, tags: {} }),
};

const openDbs: Db<unknown>[] = [];
afterEach(async () => {
  for (const db of openDbs.splice(0)) await db.close();
});

async function openV6(dataDir: string, logger = silentLogger()): Promise<Db<V6>> {
  const db = await openDatabase({ dataDir, fileName: "flightdesk.json", lockName: "flightdesk.lock", format: v6Format, logger });
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
    expect(migrate({ schemaVersion: 6, x: 1 }, 6, [toV6])).toEqual({ schemaVersion: 6, x: 1 });
  });

  it("reports a missing step and a failing step", () => {
    expect(() => migrate({ schemaVersion: 0 }, 6, [toV6])).toThrow(/no migration from schemaVersion 0/);
    const broken: Migration = { from: 1, up: () => { throw new Error("boom"); } };
    expect(() => migrate({ schemaVersion: 1 }, 2, [broken])).toThrow(MigrationError);
  });

  it("the shipped steps 1 -> 2 -> 3 -> 4 -> 5 add empty alert collections and digit choices, then move the poller and outbox out, as the version 5 schema accepts", () => {
    expect(STORE_VERSION).toBe(5);
    const v2 = migrate(V1_FILE, 2);
    expect(v2).toMatchObject({ schemaVersion: 2, users: V1_FILE.users, languages: V1_FILE.languages, subscriptions: { items: [] } });
    expect(v2).not.toHaveProperty("digits");
    expect(migrate(V1_FILE, 4)).toMatchObject({ schemaVersion: 4, digits: {}, poller: { cursor: null }, outbox: { entries: {} } });
    const upgraded = migrate(V1_FILE, 5);
    expect(upgraded).toMatchObject({ schemaVersion: 5, digits: {} });
    expect(upgraded).not.toHaveProperty("poller");
    expect(upgraded).not.toHaveProperty("outbox");
    expect(storeDataSchema.parse(upgraded)).toEqual({ ...emptyStoreData(), users: V1_FILE.users, languages: V1_FILE.languages });
  });
});

describe("opening an older file", () => {
  it("opens a version 3 file as version 5 with its alert subscriptions as they were", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    const subscription = { id: 1, chatId: -100, topic: "bookings", filters: { airline: "IR" }, language: "fa", createdBy: 5, createdAt: "2026-01-01T00:00:00.000Z" };
    const v3 = { ...emptyStoreData(), schemaVersion: 3, subscriptions: { nextId: 2, items: [subscription] } };
    await writeFile(file, JSON.stringify(v3));

    const store = await fixture.open(dataDir);

    expect(store.subscriptions.list()).toEqual([subscription]);
    expect(await readJson(file)).toMatchObject({ schemaVersion: 5, subscriptions: { nextId: 2, items: [subscription] } });
    expect(await readFile(`${file}.v3.bak`, "utf8")).toBe(JSON.stringify(v3));
  });

  it("upgrades a version 1 file to version 5 with the real store, on disk, and keeps a backup", async () => {
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
    expect(await readJson(file)).toMatchObject({ schemaVersion: 5, subscriptions: { nextId: 1, items: [] }, digits: {} });
    expect(await readFile(`${file}.v1.bak`, "utf8")).toBe(v1Text);
    expect(log.entries().some((line) => line.from === 1 && line.to === 5)).toBe(true);
  });

  it("upgrades a file written by the real store to a later version, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert({ id: 5, role: "admin", name: "Reza", approvedBy: 1, approvedAt: "2026-01-01T00:00:00.000Z" });
    await store.close();
    const v5Text = await readFile(store.file, "utf8");
    const log = new LogCapture();
    const { logger } = log;

    const db = await openV6(dataDir, logger);

    expect(db.data.schemaVersion).toBe(6);
    expect(db.data.tags).toEqual({});
    expect(db.data.users["5"]?.name).toBe("Reza");
    expect(await readJson(db.file)).toMatchObject({ schemaVersion: 6, tags: {}, users: { "5": { role: "admin" } } });
    expect(await readFile(`${db.file}.v5.bak`, "utf8")).toBe(v5Text);
    expect(log.entries().some((line) => line.from === 5 && line.to === 6)).toBe(true);
  });

  it("does not overwrite an existing backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    await writeFile(file, JSON.stringify(emptyStoreData()));
    await writeFile(`${file}.v5.bak`, "an older backup");

    await openV6(dataDir);

    expect(await readFile(`${file}.v5.bak`, "utf8")).toBe("an older backup");
  });

  it("a version 6 file is refused as too new by the version 5 store, unchanged", async () => {
    const dataDir = await fixture.tempDir();
    const db = await openV6(dataDir);
    await db.close();
    const v6Text = await readFile(db.file, "utf8");

    const error = await fixture.open(dataDir).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "too-new", file: db.file });
    expect(await readFile(db.file, "utf8")).toBe(v6Text);
    expect(await listDir(dataDir)).toEqual(["flightdesk.json"]);
  });
});
