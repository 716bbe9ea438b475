import type { MiddlewareFn } from "grammy";
import type { BotContext } from "./context.js";

/** A chat's turn across instances (src/ledger/chat-turns.ts); `holder` names one handling. */
export interface ChatTurns {
  take(chatId: number, holder: string): Promise<boolean>;
  end(chatId: number, holder: string): Promise<void>;
  /** This instance's name, which begins each of its holders. */
  readonly instance: string;
}

/** Between looks at a turn another instance has. */
const TURN_POLL_MS = 20;
/** An update waits this long at most; then it is handled anyway (its instance is stuck, not dead). */
export const TURN_WAIT_MS = 60_000;

/**
 * After sequentialize (one chat's updates in order inside this process): the chat's turn across
 * instances. An update that waited for another instance's handling reads the state it left first.
 * With the database away, updates are handled without a turn (one log line per outage).
 */
export function chatTurn(turns: ChatTurns): MiddlewareFn<BotContext> {
  let away = false;
  const tell = (ctx: BotContext, error: unknown) => {
    if (away) return;
    away = true;
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, "cannot take the chat's turn in the database: handled without it");
  };
  return async (ctx, next) => {
    const chatId = ctx.chat?.id;
    if (chatId === undefined || ctx.inlineQuery) return next();
    const holder = `${turns.instance} ${ctx.update.update_id}`;
    const started = Date.now();
    const deadline = started + TURN_WAIT_MS;
    let taken = false;
    let waited = false;
    try {
      while (!(taken = await turns.take(chatId, holder)) && Date.now() < deadline) {
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS));
      }
      away = false;
    } catch (error) {
      tell(ctx, error);
    }
    if (!taken && !away) ctx.log.warn({ chat: chatId }, "another instance kept this chat's turn too long: handled anyway");
    try {
      if (waited) {
        ctx.log.info({ chat: chatId, waitedMs: Date.now() - started }, "waited for this chat's turn: another instance was handling its update");
        await ctx.deps.store.fresh().catch((error: unknown) => tell(ctx, error));
      }
      await next();
    } finally {
      if (taken) await turns.end(chatId, holder).catch((error: unknown) => tell(ctx, error));
    }
  };
}
