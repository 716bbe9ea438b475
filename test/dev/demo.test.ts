import { spawn } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoFilesFolder, demoLogFile } from "../../src/dev/demo-log.js";
import { DEMO_PEOPLE } from "../../src/dev/demo-start.js";
import { inChatOf, TERMINAL_CHAT_HELP } from "../../src/dev/terminal-chat.js";

const ROOT = join(import.meta.dirname, "../..");

describe("the demo's log file", () => {
  it("is one file per run under the data dir's logs folder, named by the UTC time of the start", () => {
    const at = new Date("2026-11-20T09:05:03.123Z");
    expect(demoLogFile({ DATA_DIR: "/srv/fd" }, at)).toBe("/srv/fd/logs/demo-2026-11-20T09-05-03Z.log");
    expect(demoLogFile({}, at)).toBe(join(process.cwd(), "data/logs/demo-2026-11-20T09-05-03Z.log"));
    expect(demoLogFile({ DATA_DIR: "  " }, at)).toBe(join(process.cwd(), "data/logs/demo-2026-11-20T09-05-03Z.log"));
    expect(demoLogFile({}, new Date(at.getTime() + 1000))).not.toBe(demoLogFile({}, at));
  });

  it("has a files folder of its own beside it, for the photos and documents the bot sends", () => {
    const at = new Date("2026-11-20T09:05:03.123Z");
    expect(demoFilesFolder({ DATA_DIR: "/srv/fd" }, at)).toBe("/srv/fd/files/demo-2026-11-20T09-05-03Z");
    expect(demoFilesFolder({}, at)).toBe(join(process.cwd(), "data/files/demo-2026-11-20T09-05-03Z"));
  });
});

describe("npm run demo, driven through its terminal", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("prints where its log goes and what can be typed, presses buttons by message number, shows toasts, and ends with the input", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-demo-test-"));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ["--import", "tsx", "src/dev/demo.ts"], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"] ?? "", DATA_DIR: dataDir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    // The refund picker: "Continue" with no ticket ticked is answered with a toast.
    child.stdin.end(["/refund K7M2QA", "99", "4", "?", "@flightdesk_demo_bot THR MHD tomorrow", "@ben"].map((line) => `${line}\n`).join(""));
    expect(await exited, output).toBe(0);

    const [logName] = await readdir(join(dataDir, "logs"));
    const logFile = join(dataDir, "logs", logName!);
    expect(logName).toMatch(/^demo-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.log$/);
    expect(output).toContain(`Log of this run: ${logFile}`);
    expect(output).toContain(`Photos and documents the bot sends are saved in: ${join(dataDir, "files", logName!.replace(/\.log$/, ""))}`);
    expect(output.split(TERMINAL_CHAT_HELP).length).toBe(3); // at start, and on "?"

    // The second admin's chat, opened at start: his welcome shows when the typing switches to him.
    expect(output.split(`${inChatOf(DEMO_PEOPLE[1]!)}\n`)[1]).toMatch(/^── bot #\d+ ──\n✈️ FlightDesk/);
    for (const tried of ["/changed", "/refunds", "/balance", "/flight ", "@ben"]) expect(output).toMatch(new RegExp(`^ {5}.*${tried}`, "m"));

    const [, picker] = /── bot #(\d+) ──\n↩️/.exec(output) ?? [];
    expect(picker, output).toBeDefined();
    expect(output).toMatch(new RegExp(`No button 99 on message #${picker}: its buttons are \\[${picker}\\.1\\] to \\[${picker}\\.\\d+\\]`));
    expect(output).toMatch(new RegExp(`» you pressed \\[${picker}\\.4\\] .+\\n💬 toast: .+`));

    // Inline search as typed in any chat: the demo's hint names the bot, the cards print.
    expect(output).toMatch(/^ {5}@flightdesk_demo_bot THR MHD tomorrow: inline search/m);
    expect(output).toMatch(/── inline results: [1-9]\d* ──\n1\. \S+ \d+ THR → MHD /);

    const log = await readFile(logFile, "utf8");
    expect(log).toContain('"msg":"FlightDesk is running"');
    expect((await stat(logFile)).mode & 0o777).toBe(0o600);
  }, 60_000);
});
