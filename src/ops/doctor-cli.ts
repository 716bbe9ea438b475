import { existsSync } from "node:fs";
import { silentLogger } from "../logger.js";
import { formatChecklist } from "./doctor/check.js";
import { runDoctor } from "./doctor/run.js";

/** `npm run doctor`: the checklist on stdout; exit 0 only when nothing failed. */
async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const checks = await runDoctor(process.env, silentLogger());
  process.stdout.write(formatChecklist(checks));
  process.exit(checks.some((c) => c.status === "fail") ? 1 : 0);
}

void main();
