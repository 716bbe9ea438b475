/**
 * What a /book flow leaves behind when it ends without a word from the agent. The flow's saved
 * steps hold the passengers' names, documents and contact; the conversations plugin drops a flow
 * that waited too long only at the agent's next message, which may never come, and a flow of an
 * agent demoted meanwhile only at theirs. The leader deletes both here, on the bot's clock, and
 * tells the agent whose booking was closed for waiting; then it gives back the seats such flows
 * (and flows of a process that died) left held.
 */
import { roleAtLeast } from "../../domain/roles.js";
import type { Logger } from "../../logger.js";
import { resolveAccess } from "../access.js";
import { releasableHolds } from "../../ledger/book-claims.js";
import { releaseClaim } from "./release.js";
import type { ResolverDeps } from "./resolver.js";

/** The booking flow's id: the key of its saved steps in the conversations plugin's state. */
export const BOOK_FLOW = "book";

/** How often the leader looks: a flow is deleted within this much of its timeout. */
export const BOOK_SWEEP_MS = 60_000;

export interface BookSweepDeps extends Pick<ResolverDeps, "deps" | "api" | "fluent" | "logger"> {
  /** The flows' idle timeout (flows.ts FLOW_TIMEOUT_MS unless a test shortens it). */
  flowTimeoutMs: number;
}

/** A booking flow's leftovers: its saved steps (passengers' data), then the seats it left held. */
export async function sweepBookings(d: BookSweepDeps): Promise<void> {
  await sweepBookFlows(d);
  await sweepHolds(d);
}

/** Deletes the saved steps of every booking flow idle past the flows' timeout or whose agent is no longer one. */
export async function sweepBookFlows(d: BookSweepDeps): Promise<void> {
  const { deps } = d;
  const log = d.logger.child({ module: "book" });
  // Another instance may have saved or ended a flow since this one last read the shared state.
  await deps.store.fresh();
  const idleBefore = deps.now().getTime() - d.flowTimeoutMs;
  for (const { key, savedAt } of deps.store.waitingFlows(BOOK_FLOW)) {
    // /book runs in private chats only, whose key is the chat: the agent.
    if (!/^\d+$/.test(key)) continue;
    const userId = Number(key);
    const idle = savedAt.getTime() <= idleBefore;
    if (!idle && roleAtLeast(resolveAccess(deps, userId).role ?? "viewer", "agent")) continue;
    await deps.store.conversations.delete(key);
    log.info({ userId, why: idle ? "idle" : "role" }, "a booking flow ended: its passengers' data deleted");
    if (idle) await tellClosed(d, userId, log);
  }
}

async function tellClosed(d: BookSweepDeps, userId: number, log: Logger): Promise<void> {
  const t = d.fluent.withLocale(d.deps.store.settings.getLanguage(userId) ?? "en");
  await d.api.sendMessage(userId, t("book-flow-closed")).catch((err: unknown) => log.warn({ err: String(err), userId }, "could not tell the agent their booking flow was closed"));
}

/**
 * Gives back the holds left "held" (or "failed") whose lock has expired on the bot's clock, or
 * whose flow is gone: timed out (above), failed, or its process died. Each is released by one
 * caller (the ledger's row), recorded once in the audit as the bot's own work.
 */
export async function sweepHolds(d: BookSweepDeps): Promise<void> {
  const { deps } = d;
  const log = d.logger.child({ module: "book" });
  const holds = await releasableHolds(deps.ledger.db);
  if (holds.length === 0) return;
  // Read after the holds: a hold's flow saved its steps before the update that locked it.
  await deps.store.fresh();
  const flows = new Set(deps.store.waitingFlows(BOOK_FLOW).map((f) => f.key));
  const now = deps.now().getTime();
  for (const claim of holds) {
    const expired = claim.expires_at !== null && Date.parse(claim.expires_at) <= now;
    if (!expired && flows.has(String(claim.user_id))) continue;
    if (await releaseClaim(deps, claim, BOT, expired ? "expired" : "abandoned", log)) log.info({ hold: claim.hold, why: expired ? "expired" : "abandoned" }, "seats of a hold left behind given back");
  }
}

/** The bot itself, as /audit names it (userId 0). */
const BOT = { userId: 0, userName: "FlightDesk" };
