import type { MiddlewareFn } from "grammy";
import type { Update } from "grammy/types";
import type { Logger } from "../logger.js";

/** One chat's updates in their order across instances (src/ledger/webhook-updates.ts). */
export interface ChatTurns {
  /** True while an earlier update of the chat is being handled somewhere. */
  earlierUnhandled(chatId: number, updateId: number): Promise<boolean>;
  handled(updateId: number): Promise<void>;
}

/** Between looks at the earlier update another instance has. */
const TURN_POLL_MS = 20;
/** An update waits this long at most; then it is handled anyway (its instance is stuck or dead). */
export const TURN_WAIT_MS = 30_000;

/**
 * Whose turn an update is part of: its chat, or the user for an update without one (as
 * sequentialize keys it); none for an inline query, which shares nothing with a chat.
 */
export function turnKeyOf(update: Update): number | undefined {
  if (update.inline_query) return undefined;
  return update.message?.chat.id ?? update.callback_query?.message?.chat.id ?? update.callback_query?.from.id ?? update.my_chat_member?.chat.id;
}

/**
 * First of all (every update taken is marked handled, however far it gets): one chat's updates
 * in their order across instances. An update waits until the chat's earlier updates are
 * handled, wherever they are; the state they left is read next (freshState). With the database
 * away, updates are handled as they come (one log line per outage).
 */
export function chatTurn(turns: ChatTurns, logger: Logger): MiddlewareFn {
  let away = false;
  const tell = (error: unknown) => {
    if (away) return;
    away = true;
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "cannot read the order of this chat's updates in the database: handled as they come");
  };
  return async (ctx, next) => {
    const chatId = turnKeyOf(ctx.update);
    if (chatId === undefined) return next();
    const updateId = ctx.update.update_id;
    const started = Date.now();
    let waited = false;
    try {
      while ((await turns.earlierUnhandled(chatId, updateId)) && Date.now() - started < TURN_WAIT_MS) {
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
      }
      if (Date.now() - started >= TURN_WAIT_MS) logger.warn({ chat: chatId, update: updateId }, "an earlier update of this chat is still being handled elsewhere: handled anyway");
      else if (waited) logger.info({ chat: chatId, update: updateId, waitedMs: Date.now() - started }, "waited for this chat's turn: another instance was handling its update");
      away = false;
    } catch (error) {
      tell(error);
    }
    try {
      await next();
    } finally {
      await turns.handled(updateId).catch(tell);
    }
  };
}
