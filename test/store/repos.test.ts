import { stat, utimes } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ACCESS_REQUEST_DAYS, MAX_ACCESS_REQUESTS } from "../../src/store/requests.js";
import { AUDIT_CAP } from "../../src/store/store.js";
import { readJson, storeFixture } from "../support/store.js";

const fixture = storeFixture();

const approvedAt = "2026-01-10T08:00:00.000Z";
const sara = { id: 7, role: "viewer" as const, name: "Sara", approvedBy: 1, approvedAt };

describe("users", () => {
  it("upsert, setRole and revoke change what is on disk", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.users.upsert(sara);
    expect(store.users.isAllowed(7)).toBe(true);

    expect(await store.users.setRole(7, "agent")).toMatchObject({ id: 7, role: "agent" });
    expect(await readJson(store.file)).toMatchObject({ users: { "7": { role: "agent" } } });

    expect(await store.users.revoke(7)).toBe(true);
    expect(store.users.isAllowed(7)).toBe(false);
    expect((await readJson(store.file))["users"]).toEqual({});
    expect(await store.users.revoke(7)).toBe(false);
    expect(await store.users.setRole(7, "admin")).toBeUndefined();
  });

  it("reads return copies: changing one does not change the store", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.users.upsert(sara);
    store.users.get(7)!.role = "admin";
    store.users.list()[0]!.name = "changed";
    expect(store.users.get(7)).toMatchObject({ role: "viewer", name: "Sara" });
  });

  it("an invalid record is refused before anything is saved", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const before = await readJson(store.file);
    await expect(store.users.upsert({ ...sara, approvedAt: "yesterday" })).rejects.toThrow(/approvedAt/);
    await expect(store.users.upsert({ ...sara, role: "root" as "admin" })).rejects.toThrow();
    await expect(store.users.setRole(7, "root" as "admin")).rejects.toThrow();
    expect(store.users.list()).toEqual([]);
    expect(await readJson(store.file)).toEqual(before);
  });

  it("an admin proposal: the first one waits, the first decision takes it, a role change ends it; the grant lasts while admin", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.users.upsert(sara);
    const at = new Date().toISOString();
    const first = { id: 11, by: 1, byName: "Ada", at };
    expect(await store.users.proposeAdmin(7, first)).toEqual(first);
    expect(await store.users.proposeAdmin(7, { id: 12, by: 2, byName: "Ben", at })).toEqual(first);
    expect(await store.users.proposeAdmin(8, first)).toBeUndefined();
    expect(await store.users.takeAdminProposal(7, 12)).toBeUndefined();
    expect(await store.users.takeAdminProposal(7, 11)).toEqual(first);
    expect(await store.users.takeAdminProposal(7, 11)).toBeUndefined();

    await store.users.proposeAdmin(7, { ...first, id: 13 });
    expect(await store.users.setRole(7, "admin", { by: 1, approvedBy: 3 })).toEqual({ ...sara, role: "admin", adminGrant: { by: 1, approvedBy: 3 } });
    expect(await readJson(store.file)).toMatchObject({ users: { "7": { adminGrant: { by: 1, approvedBy: 3 } } } });
    expect(await store.users.setRole(7, "agent")).toEqual({ ...sara, role: "agent" });
  });
});

describe("access requests", () => {
  it("a second request of the same user returns the first and adds nothing", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const first = await store.requests.add({ id: 9, name: "Omid", requestedAt: "2026-03-01T10:00:00.000Z" });
    const again = await store.requests.add({ id: 9, name: "Omid R", requestedAt: "2026-03-02T10:00:00.000Z" });

    expect(again).toEqual(first);
    expect(store.requests.list()).toEqual([first]);
    const proposal = { id: 5, by: 1, byName: "Ada", at: first.requestedAt };
    expect(await store.requests.proposeAdmin(9, proposal)).toEqual(proposal);
    expect(store.requests.get(9)?.adminProposal).toEqual(proposal);
    expect(await store.requests.takeAdminProposal(9, 5)).toEqual(proposal);
    expect(await store.requests.remove(9)).toBe(true);
    expect(await store.requests.remove(9)).toBe(false);
    expect(store.requests.get(9)).toBeUndefined();
  });

  it("lists oldest first and keeps at most MAX_ACCESS_REQUESTS, dropping the oldest", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const start = Date.parse("2026-03-01T00:00:00.000Z");
    // Added newest first, so the order of the list comes from requestedAt, not insertion.
    await Promise.all(
      Array.from({ length: MAX_ACCESS_REQUESTS + 3 }, (_, i) => {
        const id = MAX_ACCESS_REQUESTS + 3 - i;
        return store.requests.add({ id, name: `u${id}`, requestedAt: new Date(start + id * 60_000).toISOString() });
      }),
    );
    const ids = store.requests.list().map((r) => r.id);
    expect(ids).toHaveLength(MAX_ACCESS_REQUESTS);
    expect(ids[0]).toBe(4);
    expect(ids.at(-1)).toBe(MAX_ACCESS_REQUESTS + 3);
  });

  it(`drops requests older than ${ACCESS_REQUEST_DAYS} days at start-up`, async () => {
    const dataDir = await fixture.tempDir();
    const now = new Date("2026-06-01T00:00:00.000Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const store = await fixture.open(dataDir, { now: () => now });
    await store.requests.add({ id: 1, name: "old", requestedAt: daysAgo(ACCESS_REQUEST_DAYS + 1) });
    await store.requests.add({ id: 2, name: "recent", requestedAt: daysAgo(ACCESS_REQUEST_DAYS - 1) });
    await store.close();

    const reopened = await fixture.open(dataDir, { now: () => now });
    expect(reopened.requests.list().map((r) => r.id)).toEqual([2]);
    expect(Object.keys((await readJson(reopened.file))["accessRequests"] as object)).toEqual(["2"]);
  });
});

describe("settings and recent airports", () => {
  it("stores a language per user and refuses an unknown one", async () => {
    const store = await fixture.open(await fixture.tempDir());
    expect(store.settings.getLanguage(7)).toBeUndefined();
    await store.settings.setLanguage(7, "ar");
    expect(store.settings.getLanguage(7)).toBe("ar");
    await expect(store.settings.setLanguage(7, "de" as "en")).rejects.toThrow();
    expect(store.settings.getLanguage(7)).toBe("ar");
  });

  it("keeps airports most recent first, unique, at most six", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.recentAirports.push(7, ["THR", "MHD"]);
    await store.recentAirports.push(7, ["KIH", "SYZ", "IFN"]);
    expect(await store.recentAirports.push(7, ["MHD", "AWZ", "TBZ"])).toEqual(["MHD", "AWZ", "TBZ", "KIH", "SYZ", "IFN"]);
    expect(store.recentAirports.get(7)).toEqual(["MHD", "AWZ", "TBZ", "KIH", "SYZ", "IFN"]);
    expect(store.recentAirports.get(8)).toEqual([]);
  });

  it("does not write the data file again for airports already first in that order", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.recentAirports.push(7, ["THR", "MHD"]);
    await store.flush();
    // Every save writes a new file: one still dated a day back was not saved again.
    const dayBack = new Date(Date.now() - 86_400_000);
    await utimes(store.file, dayBack, dayBack);
    // (Within a minute: utimes and stat round a time through different units.)
    const unsaved = async () => Math.abs((await stat(store.file)).mtimeMs - dayBack.getTime()) < 60_000;
    expect(await store.recentAirports.push(7, ["THR", "MHD"])).toEqual(["THR", "MHD"]);
    expect(await store.recentAirports.push(7, ["THR"])).toEqual(["THR", "MHD"]);
    expect(await unsaved()).toBe(true);
    await store.recentAirports.push(7, ["MHD"]);
    expect(await unsaved()).toBe(false);
    expect(await readJson(store.file)).toMatchObject({ recentAirports: { "7": ["MHD", "THR"] } });
  });
});

describe("published fingerprints", () => {
  it("records, reopens and forgets a fingerprint per key", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    expect(store.published.fingerprint("commands|chat:7|fa")).toBeUndefined();
    await store.published.record("commands|chat:7|fa", "abc");
    await store.published.record("description|default", "def");
    await store.close();

    const reopened = await fixture.open(dataDir);
    expect(reopened.published.fingerprint("commands|chat:7|fa")).toBe("abc");
    await reopened.published.forget(["commands|chat:7|fa", "never-set"]);
    expect(reopened.published.keys()).toEqual(["description|default"]);
    expect(await readJson(reopened.file)).toMatchObject({ published: { "description|default": "def" } });
  });
});

describe("audit log", () => {
  it("appends with increasing ids and completes an entry later", async () => {
    const now = new Date("2026-05-05T12:00:00.000Z");
    const store = await fixture.open(await fixture.tempDir(), { now: () => now });
    const attempt = await store.audit.append({ userId: 7, action: "refund", pnr: "ABC123", result: "pending" });
    expect(attempt).toEqual({ id: 1, at: now.toISOString(), userId: 7, action: "refund", pnr: "ABC123", result: "pending" });

    const done = await store.audit.update(attempt.id, { result: "ok", refunded: 1250000, id: 99 });
    expect(done).toMatchObject({ id: 1, result: "ok", refunded: 1250000, pnr: "ABC123" });
    expect(await readJson(store.file)).toMatchObject({ audit: { entries: [{ id: 1, result: "ok", refunded: 1250000 }] } });
    expect(await store.audit.update(12345, { result: "ok" })).toBeUndefined();
    expect((await store.audit.append({ userId: 0, action: "poller.start" })).id).toBe(2);
  });

  it(`keeps the newest ${AUDIT_CAP} entries, and ids are not reused after pruning`, async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    const total = AUDIT_CAP + 10;
    await Promise.all(Array.from({ length: total }, (_, i) => store.audit.append({ userId: 1, action: "search", n: i + 1 })));
    expect(store.audit.latest(2).map((e) => e.id)).toEqual([total, total - 1]);
    await store.close();

    const reopened = await fixture.open(dataDir);
    const all = reopened.audit.latest(total);
    expect(all).toHaveLength(AUDIT_CAP);
    expect(all.at(-1)?.id).toBe(11);
    expect(reopened.audit.get(10)).toBeUndefined();
    expect((await reopened.audit.append({ userId: 1, action: "search" })).id).toBe(total + 1);
  });

  it("refuses an entry JSON cannot hold, and the store keeps saving", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await expect(store.audit.append({ userId: 1, action: "x", big: 1n as unknown as number })).rejects.toThrow(/BigInt/);
    await store.settings.setLanguage(1, "en");
    expect(store.audit.latest(5)).toEqual([]);
  });
});
