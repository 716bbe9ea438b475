import { chmodSync, cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";

const ROOT = join(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of this run's compiled copy of the npm scripts that run node (compiled-app.ts). */
    compiledApp: string;
  }
}

/** `src/x/y.ts` of every npm script that runs `node ... src/x/y.ts` (start, doctor, backup...). */
export function scriptEntries(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  return Object.values(scripts)
    .filter((script) => script.startsWith("node "))
    .flatMap((script) => script.split(/\s+/).filter((word) => /^src\/.+\.ts$/.test(word)));
}

/**
 * vitest's global setup: the npm scripts' code compiled once per run, so that the tests that start
 * FlightDesk as a process (bot-process.ts) spend about a second less on each start than tsx takes
 * to compile src/ as it loads. One file per script in a folder every user can read (drills run
 * the bot as nobody), beside a link to node_modules (packages stay outside the bundle, loaded as
 * `npm start` loads them) and the bot's locales (i18n.ts reads them beside its module).
 */
export async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), "flightdesk-compiled-"));
  chmodSync(folder, 0o755);
  await build({
    entryPoints: scriptEntries().map((entry) => join(ROOT, entry)),
    outdir: folder,
    entryNames: "[name]",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  symlinkSync(realpathSync(join(ROOT, "node_modules")), join(folder, "node_modules"));
  cpSync(join(ROOT, "src/bot/locales"), join(folder, "locales"), { recursive: true });
  project.provide("compiledApp", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The compiled file of `src/x/y.ts`. */
export function compiledEntry(folder: string, entry: string): string {
  return join(folder, basename(entry).replace(/\.ts$/, ".mjs"));
}
