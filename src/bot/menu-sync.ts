import type { Api } from "grammy";
import type { BotCommandScope } from "grammy/types";
import type { Fluent } from "@grammyjs/i18n";
import type { SetMyCommandsParams } from "@grammyjs/commands";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import type { CommandMenu } from "./command-menu.js";
import type { BotContext } from "./context.js";
import { resolveAccess } from "./access.js";
import { publishOnce } from "./publish-once.js";
import { LANGUAGES } from "../domain/languages.js";

/**
 * Telegram's command menus kept in line with the command table, each set once per change:
 * - by default, the viewers' commands in private chats and the group subset in groups;
 * - in each agent's and admin's own chat, their role's commands in their language;
 * - no own menu for viewers and for those let go.
 * Every menu in English by default and once per language of the bot (Telegram picks by the
 * app's language); an own menu is in the language chosen with /lang in every variant.
 */
export interface MenuSyncDeps {
  api: Api;
  store: Store;
  config: Config;
  fluent: Fluent;
  menu: CommandMenu;
  log: Logger;
}

/** At start: every menu, and the own menus of those no longer staff deleted. Never throws: a menu is a convenience. */
export async function syncMenus(deps: MenuSyncDeps): Promise<void> {
  try {
    for (const params of deps.menu.group("viewer", deps.fluent).toArgs().scopes) await setMenu(deps, params);
  } catch (err) {
    deps.log.warn({ err: String(err) }, "could not set the default command menus");
  }
  const staff = [...new Set([...deps.config.adminIds, ...deps.store.users.list().map((u) => u.id)])];
  // One by one, each failure on its own: a chat Telegram refuses does not hold up the others.
  for (const id of staff) await syncOwnMenuLogged(deps, id);
  for (const id of ownMenuChats(deps.store)) if (!staff.includes(id)) await syncOwnMenuLogged(deps, id);
}

/** After a user's role or language changed, or they were let in or let go. Never throws. */
export async function syncUserMenu(ctx: BotContext, userId: number): Promise<void> {
  await syncOwnMenuLogged({ api: ctx.api, store: ctx.deps.store, config: ctx.deps.config, fluent: ctx.i18n.fluent, menu: ctx.deps.commands, log: ctx.log }, userId);
}

async function syncOwnMenuLogged(deps: MenuSyncDeps, userId: number): Promise<void> {
  await syncOwnMenu(deps, userId).catch((err: unknown) => deps.log.warn({ userId, err: String(err) }, "could not set the user's command menu"));
}

async function syncOwnMenu(deps: MenuSyncDeps, userId: number): Promise<void> {
  const { role } = resolveAccess(deps, userId);
  if (role === null || role === "viewer") return deleteOwnMenu(deps, userId);
  const variants = deps.menu.group(role, deps.fluent).toSingleScopeArgs({ type: "chat", chat_id: userId }).commandParams;
  const chosen = deps.store.settings.getLanguage(userId);
  const inChosen = chosen && variants.find((params) => params.language_code === chosen)?.commands;
  for (const params of variants) await setMenu(deps, inChosen ? { ...params, commands: inChosen } : params);
}

async function setMenu(deps: MenuSyncDeps, params: SetMyCommandsParams): Promise<void> {
  const { scope = { type: "default" }, language_code } = params;
  const commands = params.commands.map(({ command, description }) => ({ command, description }));
  await publishOnce(deps.store.published, menuKey(scope, language_code), commands, () =>
    deps.api.setMyCommands(commands, { scope, ...(language_code ? { language_code } : {}) }),
  );
}

async function deleteOwnMenu(deps: MenuSyncDeps, userId: number): Promise<void> {
  const scope = { type: "chat" as const, chat_id: userId };
  for (const language_code of [undefined, ...LANGUAGES]) {
    const key = menuKey(scope, language_code);
    if (deps.store.published.fingerprint(key) === undefined) continue;
    await deps.api.deleteMyCommands({ scope, ...(language_code ? { language_code } : {}) });
    await deps.store.published.forget([key]);
  }
}

/** "commands|all_private_chats|fa", "commands|chat:42|default". */
function menuKey(scope: BotCommandScope, language: string | undefined): string {
  const where = "chat_id" in scope ? `${scope.type}:${scope.chat_id}` : scope.type;
  return `commands|${where}|${language ?? "default"}`;
}

/** The chats that have an own menu set. */
function ownMenuChats(store: Store): number[] {
  const ids = store.published.keys().flatMap((key) => /^commands\|chat:(-?\d+)\|/.exec(key)?.[1] ?? []);
  return [...new Set(ids.map(Number))];
}
