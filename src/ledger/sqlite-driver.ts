import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * better-sqlite3 for the Node that runs: line 13 (Node-API, prebuilt) from Node 22 on, line 12
 * (built from source) on Node 20, which 13 does not support. Line 12 cannot serve Node 24: since
 * 24.19 its statements abort the process when garbage-collected outside JavaScript
 * (RemoveEnvironmentCleanupHook). Both have the same API; package.json installs 13 under the
 * alias better-sqlite3-napi.
 */
const require = createRequire(import.meta.url);
const NAPI_FROM_MAJOR = 22;

export const SQLITE_DRIVER = Number(process.versions.node.split(".")[0]) >= NAPI_FROM_MAJOR ? "better-sqlite3-napi" : "better-sqlite3";

export const Database = require(SQLITE_DRIVER) as typeof BetterSqlite3;
export type Database = BetterSqlite3.Database;
