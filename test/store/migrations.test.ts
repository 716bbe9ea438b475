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
import { capturingLogger, listDir, readJson, storeFixture } from "./helpers.js";

const fixture = storeFixture();

/**
 * A version 2 made up for this test, the way a later issue adds one: the v1 document plus a
 * `subscriptions` collection, and the migration that adds it empty.
 */
const toV2: Migration = { from: 1, up: (doc) => ({ ...doc, subscriptions: {} }) };
const v2Schema = storeDataSchema.extend({
  schemaVersion: z.literal(2),
  subscriptions: z.record(z.string(), z.array(z.enum(["bookings", "cancellations"]))),
});
type V2 = z.infer<typeof v2Schema>;
const v2Format: DocumentFormat<V2> = {
  version: 2,
  migrations: [...MIGRATIONS, toV2],
  schema: v2Schema,
  empty: () => ({ ...emptyStoreData(), schemaVersion: 2, subscriptions: {} }),
};

const openDbs: Db<unknown>[] = [];
afterEach(async () => {
  for (const db of openDbs.splice(0)) await db.close();
});

async function openV2(dataDir: string, logger = silentLogger()): Promise<Db<V2>> {
  const db = await openDatabase({ dataDir, fileName: "flightdesk.json", lockName: "flightdesk.lock", format: v2Format, logger });
  openDbs.push(db as Db<unknown>);
  return db;
}

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
    expect(migrate({ schemaVersion: 2, x: 1 }, 2, [toV2])).toEqual({ schemaVersion: 2, x: 1 });
  });

  it("reports a missing step and a failing step", () => {
    expect(() => migrate({ schemaVersion: 0 }, 2, [toV2])).toThrow(/no migration from schemaVersion 0/);
    const broken: Migration = { from: 1, up: () => { throw new Error("boom"); } };
    expect(() => migrate({ schemaVersion: 1 }, 2, [broken])).toThrow(MigrationError);
  });

  it("the shipped list upgrades nothing yet: version 1 is the first", () => {
    expect(STORE_VERSION).toBe(1);
    expect(MIGRATIONS).toEqual([]);
  });
});

describe("opening an older file", () => {
  it("upgrades a v1 file written by the real store to v2, on disk, and keeps a backup", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert({ id: 5, role: "admin", name: "Reza", approvedBy: 1, approvedAt: "2026-01-01T00:00:00.000Z" });
    await store.close();
    const v1Text = await readFile(store.file, "utf8");
    const { logger, lines } = capturingLogger();

    const db = await openV2(dataDir, logger);

    expect(db.data.schemaVersion).toBe(2);
    expect(db.data.subscriptions).toEqual({});
    expect(db.data.users["5"]?.name).toBe("Reza");
    expect(await readJson(db.file)).toMatchObject({ schemaVersion: 2, subscriptions: {}, users: { "5": { role: "admin" } } });
    expect(await readFile(`${db.file}.v1.bak`, "utf8")).toBe(v1Text);
    expect(lines.some((line) => line.from === 1 && line.to === 2)).toBe(true);
  });

  it("does not overwrite an existing backup", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, "flightdesk.json");
    await writeFile(file, JSON.stringify(emptyStoreData()));
    await writeFile(`${file}.v1.bak`, "an older backup");

    await openV2(dataDir);

    expect(await readFile(`${file}.v1.bak`, "utf8")).toBe("an older backup");
  });

  it("a v2 file is refused as too new by the v1 store, unchanged", async () => {
    const dataDir = await fixture.tempDir();
    const db = await openV2(dataDir);
    await db.close();
    const v2Text = await readFile(db.file, "utf8");

    const error = await fixture.open(dataDir).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "too-new", file: db.file });
    expect(await readFile(db.file, "utf8")).toBe(v2Text);
    expect(await listDir(dataDir)).toEqual(["flightdesk.json"]);
  });
});
