import { chmod, lstat, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempFileOf } from "../../src/store/private-file.js";
import { LOCK_FILE_NAME, STORE_FILE_NAME } from "../../src/store/store.js";
import { readJson, storeFixture } from "../support/store.js";
import { LogCapture } from "../support/log-capture.js";

const fixture = storeFixture();
const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
const user = (id: number) => ({ id, role: "viewer" as const, name: `u${id}`, approvedBy: 1, approvedAt: "2026-01-10T08:00:00.000Z" });

describe("DATA_DIR holds personal data: only its owner may read it", () => {
  // With umask 0 a file created without a mode of its own would be 0666: the modes seen are FlightDesk's.
  let umask: number;
  beforeEach(() => void (umask = process.umask(0)));
  afterEach(() => void process.umask(umask));

  it("creates the folder 0700, and the data file, each save's temp file and the lock 0600", async () => {
    const dataDir = join(await fixture.tempDir(), "data");
    const store = await fixture.open(dataDir);
    await store.users.upsert(user(1));

    expect(await modeOf(dataDir)).toBe(0o700);
    // The data file is the last save's temp file, renamed: its mode is the one the temp file was made with.
    expect(await modeOf(store.file)).toBe(0o600);
    expect(await modeOf(join(dataDir, LOCK_FILE_NAME))).toBe(0o600);
  });

  it("writes the backup of an upgraded file 0600", async () => {
    const dataDir = await fixture.tempDir();
    const file = join(dataDir, STORE_FILE_NAME);
    await writeFile(file, JSON.stringify({ schemaVersion: 1, users: {}, accessRequests: {}, languages: {}, recentAirports: {}, conversations: {}, audit: { nextId: 1, entries: [] } }), { mode: 0o600 });

    await fixture.open(dataDir);

    expect(await modeOf(`${file}.v1.bak`)).toBe(0o600);
  });

  it("tightens a folder and files an earlier version left readable by all, and says so once", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    await first.close();
    const file = join(dataDir, STORE_FILE_NAME);
    const backup = `${file}.v1.bak`;
    const unrelated = join(dataDir, "README.txt");
    await writeFile(backup, "{}");
    await writeFile(unrelated, "not FlightDesk's");
    await chmod(dataDir, 0o755);
    for (const path of [file, backup, unrelated]) await chmod(path, 0o644);
    const log = new LogCapture();
    const { logger } = log;

    const store = await fixture.open(dataDir, { logger });

    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(backup)).toBe(0o600);
    expect(await modeOf(unrelated), "not ours to change").toBe(0o644);
    const said = log.entries().filter((l) => /permissions are now owner-only/.test(l.msg));
    expect(said).toHaveLength(1);
    expect(said[0]?.level).toBe(40);
    expect([...(said[0]?.["tightened"] as string[])].sort()).toEqual([`${dataDir} (was 755)`, `${backup} (was 644)`, `${file} (was 644)`].sort());

    // Once tight, nothing more is said.
    await store.close();
    const again = new LogCapture();
    await fixture.open(dataDir, { logger: again.logger });
    expect(again.entries().filter((l) => /permissions/.test(l.msg))).toEqual([]);
  });
});

describe("a save never writes through a link planted at its temp file", () => {
  it("removes the link, leaves its target alone and saves to a new file of its own", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    const victim = join(await fixture.tempDir(), "victim.txt");
    await writeFile(victim, "precious", { mode: 0o644 });
    await symlink(victim, tempFileOf(store.file));

    await store.users.upsert(user(7));

    expect(await readFile(victim, "utf8")).toBe("precious");
    expect(await modeOf(victim)).toBe(0o644);
    expect((await lstat(store.file)).isFile()).toBe(true);
    expect(Object.keys((await readJson(store.file))["users"] as object)).toEqual(["7"]);
    await expect(lstat(tempFileOf(store.file))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("does the same for a link to a file that does not exist yet (it is not created)", async () => {
    const dataDir = await fixture.tempDir();
    const store = await fixture.open(dataDir);
    const elsewhere = await fixture.tempDir();
    const target = join(elsewhere, "planted.json");
    await symlink(target, tempFileOf(store.file));

    await store.users.upsert(user(8));

    await expect(lstat(target)).rejects.toMatchObject({ code: "ENOENT" });
    expect(Object.keys((await readJson(store.file))["users"] as object)).toEqual(["8"]);
  });
});
