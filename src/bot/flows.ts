import { Api, type Bot, type MiddlewareFn } from "grammy";
import { conversations, createConversation, type Conversation } from "@grammyjs/conversations";
import type { I18n } from "@grammyjs/i18n";
import { autoRetry } from "@grammyjs/auto-retry";
import type { BotContext, BotDeps, FlowContext } from "./context.js";
import { roleAtLeast, type Role } from "../domain/roles.js";
import { conversationStorage } from "../store/store.js";
import { failureMessage } from "./errors.js";
import { AUTO_RETRY } from "./retry.js";
import { sendDefaults } from "./send-defaults.js";
import { unmodifiedEditIsDone } from "./unmodified-edit.js";
import { roleRefusal } from "./guards.js";
import { updateContext } from "./update-context.js";
import { onCommand } from "./on-command.js";

/** A guided flow left unanswered this long is closed at the user's next message. */
export const FLOW_TIMEOUT_MS = 15 * 60_000;

export type FlowConversation = Conversation<BotContext, FlowContext>;
export type FlowBuilder = (conversation: FlowConversation, ctx: FlowContext, ...args: string[]) => Promise<unknown>;

export interface Flow {
  id: string;
  /** The lowest role that may go on with the flow, checked at every update: someone demoted mid-flow gets no further. */
  role?: Role;
  build: (deps: BotDeps) => FlowBuilder;
  /**
   * What leaving the flow undoes when it was waiting (/cancel, another command): the booking
   * flow gives its held seats back. Its answer, a line for the user or null, is said with the
   * leaving. A failure is logged; the leaving goes on.
   */
  left?: (ctx: BotContext) => Promise<string | null>;
}

/**
 * Inside a flow the context is rebuilt from scratch, so the same extras as outside are
 * installed again: deps, access, logger, language, and auto-retry and the send defaults on the
 * flow's own Api (the plugin builds it bare: the bot's transformers are not copied).
 */
function flowContext(deps: BotDeps, i18n: I18n<BotContext>): MiddlewareFn<FlowContext>[] {
  return [
    updateContext(deps, { flow: true }),
    async (ctx, next) => {
      retryBelowCallLog(ctx);
      await next();
    },
    i18n as unknown as MiddlewareFn<FlowContext>,
  ];
}

/**
 * Auto-retry goes below the conversation's log of API calls. On top of it (`config.use`), a
 * replay meets the logged failures again and waits each retry out once more, at every later
 * step: a few Telegram hiccups made each step of a flow seconds slower. So the flow gets a
 * fresh Api with the send defaults and auto-retry first (and the "not modified" edit taken as
 * done), and the plugin's log around them.
 */
function retryBelowCallLog(ctx: FlowContext): void {
  const api = new Api(ctx.api.token, ctx.api.options);
  api.config.use(sendDefaults, autoRetry(AUTO_RETRY), unmodifiedEditIsDone, ...ctx.api.config.installedTransformers());
  Object.assign(ctx, { api });
}

/**
 * A failing flow ends cleanly: the user reads what went wrong (with the reference id, also in
 * the log) and the chat is free again.
 */
function guarded(id: string, builder: FlowBuilder): FlowBuilder {
  return async (conversation, ctx, ...args) => {
    try {
      return await builder(conversation, ctx, ...args);
    } catch (error) {
      ctx.log.error({ err: error, flow: id }, "guided flow failed");
      await ctx.reply(failureMessage(ctx, error));
    }
  };
}

export function installFlows(
  bot: Bot<BotContext>,
  deps: BotDeps,
  i18n: I18n<BotContext>,
  flows: Flow[],
  timeoutMs = FLOW_TIMEOUT_MS,
): void {
  bot.use(
    conversations<BotContext, FlowContext>({
      storage: conversationStorage(deps.store),
      plugins: flowContext(deps, i18n),
    }),
  );

  /** What leaving `flow` undoes, said in a line or null; a failure is logged and the leaving goes on. */
  const undo = async (ctx: BotContext, flow: Flow): Promise<string | null> =>
    (await flow.left?.(ctx).catch((err: unknown) => void ctx.log.error({ err, flow: flow.id }, "could not undo what a flow left behind"))) ?? null;

  /** Leaves every flow of the sender here, each undoing what it holds first: whether one was waiting, and what the undoing says. */
  const leaveAll = async (ctx: BotContext): Promise<{ left: boolean; notes: string[] }> => {
    const active = Object.keys(ctx.conversation.active());
    const notes: string[] = [];
    for (const flow of flows) {
      const note = active.includes(flow.id) ? await undo(ctx, flow) : null;
      if (note) notes.push(note);
    }
    await ctx.conversation.exitAll();
    return { left: active.length > 0, notes };
  };

  onCommand(bot, "cancel", async (ctx) => {
    const { left, notes } = await leaveAll(ctx);
    await ctx.reply([ctx.t(left ? "cancel-done" : "cancel-nothing"), ...notes].join("\n"));
  });

  // A new command while a flow waits leaves the flow and runs the command. Only the sender's
  // own flow: flows are kept per user and chat (flowKey), so in a group another member's
  // command or button leaves it alone.
  bot.on("message:entities:bot_command", async (ctx, next) => {
    if (ctx.entities("bot_command")[0]?.offset === 0 && Object.keys(ctx.conversation.active()).length > 0) {
      const { notes } = await leaveAll(ctx);
      if (notes.length > 0) await ctx.reply(notes.join("\n"));
    }
    await next();
  });

  // The access gate has turned away those removed; this stops those demoted (an agent made viewer mid-refund).
  for (const flow of flows) {
    const { id, role } = flow;
    if (!role) continue;
    bot.filter(
      (ctx) => ctx.conversation.active(id) > 0 && !roleAtLeast(ctx.access.role ?? "viewer", role),
      async (ctx) => {
        await undo(ctx, flow);
        await ctx.conversation.exit(id);
        if (ctx.callbackQuery) await ctx.answerCallbackQuery();
        await ctx.reply(roleRefusal(ctx, role));
      },
    );
  }

  // The plugin drops a flow that waited too long and passes the update on. A message meant for
  // that flow is then answered with why, not treated as if no flow had been there.
  const waiting = new WeakSet<BotContext>();
  bot.use(async (ctx, next) => {
    if (Object.keys(ctx.conversation.active()).length > 0) waiting.add(ctx);
    await next();
  });
  for (const flow of flows) {
    bot.use(createConversation(guarded(flow.id, flow.build(deps)), { id: flow.id, maxMillisecondsToWait: timeoutMs }));
  }
  bot.on("message", async (ctx, next) => {
    if (!waiting.has(ctx) || Object.keys(ctx.conversation.active()).length > 0) return next();
    await ctx.reply(ctx.t("flow-timeout"));
  });
}
