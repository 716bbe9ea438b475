import { existsSync } from "node:fs";
import { chmod, readFile, rm, symlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { StoreError } from "../../src/store/store.js";
import { isRoot, readJson, storeFixture } from "./helpers.js";

const fixture = storeFixture();

const approvedAt = "2026-01-10T08:00:00.000Z";
const user = (id: number) => ({ id, role: "viewer" as const, name: `u${id}`, approvedBy: 1, approvedAt });

/** lowdb (steno) writes `.<name>.tmp` beside the file, then renames it over the file. */
const tempFileOf = (file: string) => join(dirname(file), `.${basename(file)}.tmp`);

describe("a save that fails", () => {
  // chmod does not stop root, so the read-only test can only run as another user. The
  // /dev/full test below fails a save the same way for every user.
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

  it.skipIf(!existsSync("/dev/full"))(
    "with a full disk (ENOSPC) rejects only the changes of that save, keeps the file, and recovers",
    async () => {
      const dataDir = await fixture.tempDir();
      const store = await fixture.open(dataDir);
      await store.users.upsert(user(1));
      const before = await readFile(store.file, "utf8");
      // Every write to /dev/full fails with ENOSPC: the temp file becomes the full disk.
      await symlink("/dev/full", tempFileOf(store.file));

      const failed = await store.users.upsert(user(2)).catch((e: unknown) => e);

      expect(failed).toBeInstanceOf(StoreError);
      expect(failed).toMatchObject({ kind: "unwritable", file: store.file });
      expect((failed as Error).message).toMatch(/ENOSPC.*disk is full.*last saved copy .* unchanged/s);
      expect(await readFile(store.file, "utf8")).toBe(before);

      // Space is back: the next change saves, and carries the one whose save failed.
      await rm(tempFileOf(store.file));
      await store.users.upsert(user(3));
      expect(Object.keys((await readJson(store.file))["users"] as object)).toEqual(["1", "2", "3"]);
    },
  );

  it.skipIf(!existsSync("/dev/full"))("at start-up refuses to open and releases the lock", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    await first.close();
    const before = await readFile(first.file, "utf8");
    await symlink("/dev/full", tempFileOf(first.file));

    await expect(fixture.open(dataDir)).rejects.toMatchObject({ kind: "unwritable" });
    expect(await readFile(first.file, "utf8")).toBe(before);

    await rm(tempFileOf(first.file));
    await fixture.open(dataDir);
  });

  it.skipIf(!existsSync("/dev/full"))("on close still releases the lock, and reports the failure", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    await symlink("/dev/full", tempFileOf(store.file));

    await expect(store.close()).rejects.toMatchObject({ kind: "unwritable" });

    await rm(tempFileOf(store.file));
    await fixture.open(dataDir);
  });
});
