/**
 * Builds the bot from its dependencies. Middleware order, top to bottom:
 *   0. update metrics: the handling time by command, when deps.metrics   (update-metrics.ts)
 *   1. per-update context: reference id, child logger, deps, access  (update-context.ts)
 *   2. i18n: the user's language                                       (i18n.ts)
 *   3. gate, before anything queues: strangers get one sentence and a  (gate.ts)
 *      request button at most once a minute; staff sending faster than
 *      a person can are slowed down. Just before it, a command an
 *      anonymous admin sent as the group gets one line on showing who
 *      they are (no role can be checked for a group)                   (guards.ts)
 *   4. sequentialize per chat: a chat's updates run one at a time      (@grammyjs/runner)
 *      (inline queries, which belong to no chat, never wait)
 *   5. button guard: unparsable or someone else's buttons refused      (guards.ts)
 *   6. command guard: each command behind the role the command table  (command-table.ts)
 *      gives it
 *   7. conversations (guided flows, persisted in the store), /cancel, and a new command
 *      leaving the current flow                                        (flows.ts)
 *   8. features, one composer each, listed by the command table        (features/*);
 *      before them inline queries and /start's deep links             (inline-search.ts, deep-links.ts)
 *   9. fallback: unknown commands and stray text get a hint            (features/fallback.ts)
 * Errors anywhere end in bot.catch: the user gets an apology with the reference id, the log
 * line carries the details.
 */
import { Bot, type BotConfig } from "grammy";
import { sequentialize } from "@grammyjs/runner";
import { autoRetry } from "@grammyjs/auto-retry";
import { RichMessages } from "./rich-messages.js";
import type { BotContext, BotDeps } from "./context.js";
import type { I18n } from "@grammyjs/i18n";
import { createI18n } from "./i18n.js";
import { failureMessage } from "./errors.js";
import { chatTurn, type ChatTurns } from "./chat-turn.js";
import { freshState } from "./fresh-state.js";
import { updateContext } from "./update-context.js";
import { updateLabel, updateMetrics } from "./update-metrics.js";
import { gate, type GateLimits } from "./gate.js";
import { anonymousAdminGuard, buttonGuard } from "./guards.js";
import { installFlows } from "./flows.js";
import { AUTO_RETRY } from "./retry.js";
import { botApiFetch } from "./api-fetch.js";
import { sendDefaults } from "./send-defaults.js";
import { unmodifiedEditIsDone } from "./unmodified-edit.js";
import type { CommandMenu } from "./command-menu.js";
import { accessFeature } from "./features/access.js";
import { alertHistoryFeature } from "./features/alerts-history.js";
import { deepLinkFeature } from "./features/deep-links.js";
import { inlineSearchFeature } from "./features/inline-search.js";
import { fallbackFeature } from "./features/fallback.js";
import { commandFeaturesFor, commandFlowsFor, commandGuard, commandMenuFor } from "./command-table.js";

export interface CreateBotOptions {
  /** Skips getMe at start (tests, and restarts that already know the bot). */
  botInfo?: BotConfig<BotContext>["botInfo"];
  /** How long a guided flow waits for an answer (tests shorten it). */
  flowTimeoutMs?: number;
  /** Rate limits at the gate (end-to-end tests act faster than any person). */
  limits?: GateLimits;
  /** Instances behind one load balancer (webhook mode on PostgreSQL): a chat's turn across them. */
  turns?: ChatTurns;
}

export function createBot(
  inputs: Omit<BotDeps, "commands" | "rich">,
  opts: CreateBotOptions = {},
): { bot: Bot<BotContext>; i18n: I18n<BotContext>; commands: CommandMenu; rich: RichMessages } {
  const deps: BotDeps = { ...inputs, commands: commandMenuFor(inputs.config), rich: new RichMessages(inputs.config.richMessages, inputs.logger) };
  const { config } = deps;
  const bot = new Bot<BotContext>(config.botToken, {
    client: { apiRoot: config.telegramApiRoot, fetch: botApiFetch() },
    ...(opts.botInfo ? { botInfo: opts.botInfo } : {}),
  });
  // An edit that changes nothing is done, on every path (a button pressed twice, a replayed flow).
  bot.api.config.use(autoRetry(AUTO_RETRY), sendDefaults, unmodifiedEditIsDone);
  const i18n = createI18n<BotContext>(deps.store);

  if (deps.metrics) bot.use(updateMetrics(deps.metrics));
  if (opts.turns) bot.use(chatTurn(opts.turns, deps.logger));
  bot.use(freshState(deps));
  bot.use(updateContext(deps));
  bot.use(i18n);
  bot.use(anonymousAdminGuard());
  bot.use(gate(opts.limits));
  // Inline queries share no state with a chat: one never waits behind the user's slow private-chat
  // update (Telegram drops an answer that comes too late).
  bot.use(sequentialize((ctx) => (ctx.inlineQuery ? undefined : (ctx.chat?.id.toString() ?? ctx.from?.id.toString()))));
  bot.use(buttonGuard);

  bot.use(commandGuard(config));
  installFlows(bot, deps, i18n, commandFlowsFor(config), opts.flowTimeoutMs);
  bot.use(accessFeature, alertHistoryFeature, inlineSearchFeature, deepLinkFeature, ...commandFeaturesFor(config), fallbackFeature);

  bot.catch(async ({ ctx, error }) => {
    ctx.log.error({ err: error }, "update failed");
    deps.metrics?.updateFailed(updateLabel(ctx));
    try {
      if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
      // An inline query has no chat to apologise in: nothing to show, briefly.
      if (ctx.inlineQuery) await ctx.answerInlineQuery([], { cache_time: 0, is_personal: true }).catch(() => undefined);
      if (ctx.chat) await ctx.reply(failureMessage(ctx, error));
    } catch (replyError) {
      ctx.log.warn({ err: String(replyError) }, "could not tell the user about the failure");
    }
  });
  return { bot, i18n, commands: deps.commands, rich: deps.rich };
}
