import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startDemo, type Demo } from "../../src/dev/demo-start.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_PROFILE } from "./profile.js";

/** `npm run demo`'s wiring for the tests of a describe: started before them in a fresh data folder, stopped after. */
export function demoForTests(): { readonly demo: Demo } {
  const held: { demo?: Demo; dataDir?: string } = {};
  beforeAll(async () => {
    held.dataDir = await mkdtemp(join(tmpdir(), "flightdesk-demo-e2e-"));
    held.demo = await startDemo({ dataDir: held.dataDir, logger: silentLogger(), env: {}, simProfile: SIM_PROFILE });
  });
  afterAll(async () => {
    await held.demo?.stop();
    if (held.dataDir) await rm(held.dataDir, { recursive: true, force: true });
  });
  return {
    get demo(): Demo {
      if (!held.demo) throw new Error("the demo is not started: use it inside a test");
      return held.demo;
    },
  };
}
