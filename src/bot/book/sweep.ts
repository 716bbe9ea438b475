/**
 * What a /book flow leaves behind when it ends without a word from the agent. The flow's saved
 * steps hold the passengers' names, documents and contact; the conversations plugin drops a flow
 * that waited too long only at the agent's next message, which may never come, and a flow of an
 * agent demoted meanwhile only at theirs. The leader deletes both here, on the bot's clock, and
 * tells the agent whose booking was closed for waiting.
 */
import { roleAtLeast } from "../../domain/roles.js";
import type { Logger } from "../../logger.js";
import { resolveAccess } from "../access.js";
import type { ResolverDeps } from "./resolver.js";

/** The booking flow's id: the key of its saved steps in the conversations plugin's state. */
export const BOOK_FLOW = "book";

/** How often the leader looks: a flow is deleted within this much of its timeout. */
export const BOOK_SWEEP_MS = 60_000;

export interface BookSweepDeps extends Pick<ResolverDeps, "deps" | "api" | "fluent" | "logger"> {
  /** The flows' idle timeout (flows.ts FLOW_TIMEOUT_MS unless a test shortens it). */
  flowTimeoutMs: number;
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
