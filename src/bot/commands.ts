import type { Api, CommandMiddleware, Composer } from "grammy";
import type { BotCommand } from "grammy/types";
import type { Fluent } from "@grammyjs/i18n";
import type { Logger } from "../logger.js";
import { roleAtLeast, type Role } from "../domain/roles.js";
import { LANGUAGES } from "../domain/languages.js";
import type { BotContext } from "./context.js";
import { requireRole } from "./guards.js";

/**
 * The command table, one place: /help, setMyCommands and each command's role guard (onCommand)
 * are all built from it.
 */
interface CommandSpec {
  command: string;
  role: Role;
  /** Also offered in group chats. */
  group?: boolean;
}

const COMMANDS = [
  { command: "help", role: "viewer", group: true },
  { command: "search", role: "viewer", group: true },
  { command: "aircraft", role: "viewer", group: true },
  { command: "history", role: "viewer", group: true },
  { command: "status", role: "viewer", group: true },
  { command: "penalty", role: "viewer", group: true },
  { command: "refund", role: "agent" },
  { command: "audit", role: "admin" },
  { command: "subscribe", role: "viewer", group: true },
  { command: "subscriptions", role: "viewer", group: true },
  { command: "unsubscribe", role: "viewer", group: true },
  { command: "poller", role: "admin" },
  { command: "users", role: "admin" },
  { command: "lang", role: "viewer" },
  { command: "cancel", role: "viewer" },
] as const satisfies readonly CommandSpec[];

export type CommandName = (typeof COMMANDS)[number]["command"];

/** Registers a command of the table behind the role the table gives it. */
export function onCommand(composer: Composer<BotContext>, command: CommandName, ...handlers: CommandMiddleware<BotContext>[]): void {
  const { role } = COMMANDS.find((spec) => spec.command === command)!;
  composer.command(command, requireRole(role), ...handlers);
}

export function commandsFor(role: Role, t: (key: string) => string, where: "private" | "group" = "private"): BotCommand[] {
  return COMMANDS.filter((c: CommandSpec) => roleAtLeast(role, c.role) && (where === "private" || c.group)).map((c) => ({
    command: c.command,
    description: t(`cmd-${c.command}`),
  }));
}

/**
 * Menus per language: viewers' commands in private chats, the group subset in groups, and a
 * per-chat menu for each agent and admin so they see their extra commands.
 */
export async function registerCommandMenus(
  api: Api,
  fluent: Fluent,
  users: { id: number; role: Role }[],
  log: Logger,
): Promise<void> {
  try {
    for (const lang of [undefined, ...LANGUAGES]) {
      const t = fluent.withLocale(lang ?? "en");
      const language = lang ? { language_code: lang } : {};
      await api.setMyCommands(commandsFor("viewer", t), { scope: { type: "all_private_chats" }, ...language });
      await api.setMyCommands(commandsFor("viewer", t, "group"), { scope: { type: "all_group_chats" }, ...language });
    }
    for (const user of users) await setUserMenu(api, fluent, user);
  } catch (err) {
    // The menu is a convenience: a failure must not keep the bot from serving.
    log.warn({ err: String(err) }, "could not register the command menus");
  }
}

/** A user's own menu follows their role; viewers fall back to the default menu. */
export async function setUserMenu(api: Api, fluent: Fluent, user: { id: number; role: Role | null; lang?: string }): Promise<void> {
  const scope = { type: "chat" as const, chat_id: user.id };
  if (user.role === null || user.role === "viewer") {
    await api.deleteMyCommands({ scope });
    return;
  }
  await api.setMyCommands(commandsFor(user.role, fluent.withLocale(user.lang ?? "en")), { scope });
}
