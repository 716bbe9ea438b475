/**
 * A store opened on argv[2] that saves one change and closes: the process whose system calls
 * durable-save.test.ts traces.
 */
import { silentLogger } from "../../src/logger.js";
import { openStore } from "../../src/store/store.js";

const store = await openStore({ dataDir: process.argv[2]!, logger: silentLogger() });
await store.users.upsert({ id: 1, role: "viewer", name: "u1", approvedBy: 1, approvedAt: "2026-01-10T08:00:00.000Z" });
await store.close();
