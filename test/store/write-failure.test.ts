import { chmod, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { unwritableError } from "../../src/store/errors.js";
import { StoreError } from "../../src/store/store.js";
import { allowSaves, blockSaves, isRoot, readJson, storeFixture } from "../support/store.js";

const fixture = storeFixture();

const approvedAt = "2026-01-10T08:00:00.000Z";
const user = (id: number) => ({ id, role: "viewer" as const, name: `u${id}`, approvedBy: 1, approvedAt });

describe("a save that fails", () => {
  // chmod does not stop root, so the read-only test can only run as another user. The
  // tests below fail a save the same way for every user.
  it.skipIf(isRoot)("on a read-only DATA_DIR is an 'unwritable' StoreError and the file stays intact", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert(user(1));
    const before = await readFile(store.file, "utf8");
    await chmod(dataDir, 0o500);

    const error = await store.users.upsert(user(2)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreError);
    expect(error).toMatchObject({ kind: "unwritable", file: store.file });
    expect(await readFile(store.file, "utf8")).toBe(before);
  });

  it("rejects only the changes of that save, keeps the file, and recovers", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await store.users.upsert(user(1));
    const before = await readFile(store.file, "utf8");
    await blockSaves(store.file);

    const failed = await store.users.upsert(user(2)).catch((e: unknown) => e);

    expect(failed).toBeInstanceOf(StoreError);
    expect(failed).toMatchObject({ kind: "unwritable", file: store.file });
    expect((failed as Error).message).toMatch(/cannot save .*last saved copy .* unchanged/s);
    expect(await readFile(store.file, "utf8")).toBe(before);

    // Space is back: the next change saves, and carries the one whose save failed.
    await allowSaves(store.file);
    await store.users.upsert(user(3));
    expect(Object.keys((await readJson(store.file))["users"] as object)).toEqual(["1", "2", "3"]);
  });

  it("at start-up refuses to open and releases the lock", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    await first.close();
    const before = await readFile(first.file, "utf8");
    await blockSaves(first.file);

    await expect(fixture.open(dataDir)).rejects.toMatchObject({ kind: "unwritable" });
    expect(await readFile(first.file, "utf8")).toBe(before);

    await allowSaves(first.file);
    await fixture.open(dataDir);
  });

  it("on close still releases the lock, and reports the failure", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await blockSaves(store.file);

    await expect(store.close()).rejects.toMatchObject({ kind: "unwritable" });

    await allowSaves(store.file);
    await fixture.open(dataDir);
  });
});

describe("the words of a failed save", () => {
  it("say the disk is full on ENOSPC, and that the saved copy is unchanged", () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    expect(unwritableError("/data/flightdesk.json", "save", full).message).toMatch(
      /^cannot save \/data\/flightdesk\.json: ENOSPC.*The disk is full: free some space\. The last saved copy of the database on disk is unchanged\.$/,
    );
  });
});
