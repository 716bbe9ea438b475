import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/logger.js";
import { openStore, StoreError, STORE_FILE_NAME } from "../../src/store/store.js";
import { listDir, readJson, storeFixture } from "../support/store.js";

const fixture = storeFixture();

const approvedAt = "2026-01-10T08:00:00.000Z";

describe("openStore: creating and reopening", () => {
  it("creates DATA_DIR and an empty versioned file when both are missing", async () => {
    const dataDir = join(await fixture.tempDir(), "nested", "data");
    const store = await fixture.open(dataDir);

    expect(store.file).toBe(join(dataDir, STORE_FILE_NAME));
    const onDisk = await readJson(store.file);
    expect(onDisk).toMatchObject({ schemaVersion: 6, digits: {}, published: {}, users: {}, accessRequests: {}, audit: { nextId: 1, entries: [] }, subscriptions: { items: [] } });
    expect(await listDir(dataDir)).toEqual(["flightdesk.json", "flightdesk.lock"]);
    await store.close();
    expect(await listDir(dataDir)).toEqual(["flightdesk.json"]);
  });

  it("a change is on disk when its promise resolves, without close or flush", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.users.upsert({ id: 7, role: "agent", name: "Sara", approvedBy: 1, approvedAt });

    const onDisk = await readJson(store.file);
    expect(onDisk["users"]).toEqual({ "7": { id: 7, role: "agent", name: "Sara", approvedBy: 1, approvedAt } });
  });

  it("keeps users, requests, languages, recent airports and audit across a reopen", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    await first.users.upsert({ id: 7, role: "agent", name: "Sara", username: "sara", approvedBy: 1, approvedAt });
    await first.requests.add({ id: 9, name: "Omid", languageCode: "fa", requestedAt: new Date().toISOString() });
    await first.settings.setLanguage(7, "fa");
    await first.recentAirports.push(7, ["THR", "MHD"]);
    const logged = await first.audit.append({ userId: 7, action: "refund", pnr: "ABC123", result: "pending" });
    await first.close();

    const second = await fixture.open(dataDir);
    expect(second.users.get(7)).toEqual({ id: 7, role: "agent", name: "Sara", username: "sara", approvedBy: 1, approvedAt });
    expect(second.requests.get(9)).toMatchObject({ id: 9, name: "Omid", languageCode: "fa" });
    expect(second.settings.getLanguage(7)).toBe("fa");
    expect(second.recentAirports.get(7)).toEqual(["THR", "MHD"]);
    expect(second.audit.latest(1)).toEqual([logged]);
  });

  it("200 parallel changes are all on disk after a reopen", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.users.upsert({ id: i + 1, role: "viewer", name: `user ${i + 1}`, approvedBy: 1, approvedAt }),
      ),
    );
    // No close: each resolved upsert must already be on disk.
    expect(Object.keys((await readJson(store.file))["users"] as object)).toHaveLength(200);
    await store.close();

    const reopened = await fixture.open(dataDir);
    expect(reopened.users.list().map((u) => u.id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it("refuses changes after close", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.close();
    await expect(store.settings.setLanguage(1, "en")).rejects.toThrow(/closed/);
  });
});

describe("openStore: a damaged file is refused and left untouched", () => {
  const valid = { schemaVersion: 1, users: {}, accessRequests: {}, languages: {}, recentAirports: {}, conversations: {}, audit: { nextId: 1, entries: [] } };

  it.each([
    ["garbage", "this is not json at all", "damaged", /is not valid JSON/],
    ["an empty file", "", "damaged", /is empty/],
    ["truncated JSON", JSON.stringify(valid, null, 2).slice(0, 60), "damaged", /is not valid JSON.*cut short/],
    ["null", "null", "damaged", /holds null/],
    ["a list", "[]", "damaged", /holds a list/],
    ["no schemaVersion", JSON.stringify({ users: {} }), "damaged", /no valid schemaVersion/],
    ["a wrong shape", JSON.stringify({ ...valid, users: { "7": { id: 7, role: "boss" } } }), "damaged", /users\.7\.role/],
    ["a key that is not the id", JSON.stringify({ ...valid, users: { "8": { id: 7, role: "viewer", name: "x", approvedBy: 1, approvedAt } } }), "damaged", /key must be the id/],
    ["an unknown collection", JSON.stringify({ ...valid, extra: [] }), "damaged", /extra/],
    ["a version older than any migration", JSON.stringify({ ...valid, schemaVersion: 0 }), "damaged", /no migration from schemaVersion 0/],
    ["a newer schemaVersion", JSON.stringify({ ...valid, schemaVersion: 99 }), "too-new", /schemaVersion 99.*up to 6/],
  ])("%s", async (_name, content, kind, reason) => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, STORE_FILE_NAME);
    await writeFile(file, content);

    const error = await openStore({ dataDir, logger: silentLogger() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    const storeError = error as StoreError;
    expect(storeError.kind).toBe(kind);
    expect(storeError.file).toBe(file);
    expect(storeError.message).toContain(file);
    expect(storeError.message).toMatch(reason);
    expect(storeError.message).toMatch(kind === "too-new" ? /restore a backup/ : /Restore it from a backup/);
    // Not rewritten, not renamed, no temp or backup file, and the lock is released.
    expect(await readFile(file, "utf8")).toBe(content);
    expect(await listDir(dataDir)).toEqual([STORE_FILE_NAME]);
  });

  it("a file path that is a folder is refused as damaged", async () => {
    const dataDir = await fixture.tempDir();
    await mkdir(join(dataDir, STORE_FILE_NAME));
    await expect(openStore({ dataDir, logger: silentLogger() })).rejects.toMatchObject({ kind: "damaged" });
  });
});

describe("openStore: an unusable DATA_DIR", () => {
  it("is an 'unwritable' StoreError naming the folder", async () => {
    const parent = await fixture.tempDir();
    await writeFile(join(parent, "a-file"), "");
    const dataDir = join(parent, "a-file", "data");

    const error = await openStore({ dataDir, logger: silentLogger() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "unwritable", file: dataDir });
    expect((error as Error).message).toContain(dataDir);
  });
});
