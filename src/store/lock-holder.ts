import { readFile, readlink } from "node:fs/promises";
import { hostname } from "node:os";
import { z } from "zod";
import { errorCode } from "./errors.js";

/** Who holds the DATA_DIR lock, as written in the lock file (one line of JSON). */
export interface Holder {
  /** null in a lock written by an older FlightDesk, which held only the pid. */
  host: string | null;
  pid: number;
  /** ISO time the process started, for the operator. */
  startedAt: string | null;
  /**
   * Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat field 22).
   * A live pid with another start time is a new process that reuses the pid.
   */
  procStart: string | null;
  /**
   * Linux: the pid namespace (`pid:[4026531836]`). Containers sharing a hostname (host
   * networking, a fixed `hostname:`) each have their own: a pid from another one cannot be
   * checked from here.
   */
  pidNamespace: string | null;
}

// Only a plain positive number: 0 and negative pids mean process groups to kill().
const PID = /^[1-9]\d*$/;

const holderSchema = z.object({
  host: z.string().min(1),
  pid: z.number().int().positive(),
  startedAt: z.string().nullable(),
  procStart: z.string().nullable(),
  pidNamespace: z.string().nullable().default(null),
});

let own: Promise<Holder> | undefined;

export function ownHolder(): Promise<Holder> {
  own ??= (async () => {
    const stat = await readProcStat(process.pid);
    return {
      host: hostname(),
      pid: process.pid,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      procStart: stat !== null && stat !== "no /proc" ? stat.start : null,
      pidNamespace: await readlink("/proc/self/ns/pid").catch(() => null),
    };
  })();
  return own;
}

/** The holder a lock file names; null when it names none. */
export function parseHolder(text: string): Holder | null {
  const trimmed = text.trim();
  if (PID.test(trimmed)) return { host: null, pid: Number(trimmed), startedAt: null, procStart: null, pidNamespace: null };
  try {
    const parsed = holderSchema.safeParse(JSON.parse(trimmed));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process with this pid (on this host) still runs. A zombie does not: it was
 * killed and only waits for its parent to collect it, which a supervisor restarting at once
 * may not have done yet.
 */
export async function processState(pid: number, procStart: string | null): Promise<"running" | "gone"> {
  const stat = await readProcStat(pid);
  if (stat === "no /proc") return signalReaches(pid) ? "running" : "gone";
  if (stat === null || stat.state === "Z" || stat.state === "X") return "gone";
  return procStart !== null && stat.start !== procStart ? "gone" : "running";
}

/** State and start time of a process from /proc; null when it does not exist. */
async function readProcStat(pid: number): Promise<{ state: string; start: string } | null | "no /proc"> {
  let text: string;
  try {
    text = await readFile(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ESRCH") {
      return (await procAvailable()) ? null : "no /proc";
    }
    return "no /proc";
  }
  // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : "no /proc";
}

async function procAvailable(): Promise<boolean> {
  return readFile("/proc/self/stat", "utf8").then(
    () => true,
    () => false,
  );
}

/** Without /proc: kill(pid, 0). EPERM: it exists but belongs to another user. Anything unexpected: assume alive. */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) !== "ESRCH";
  }
}
