import type { Api } from "grammy";
import type { BotCommand } from "grammy/types";
import type { Fluent } from "@grammyjs/i18n";
import type { Logger } from "../logger.js";
import { roleAtLeast, type Role } from "../domain/roles.js";
import { LANGUAGES } from "../domain/languages.js";

/** What the menus need of a row of the command table (command-table.ts). */
export interface CommandSpec {
  command: string;
  role: Role;
  /** Also offered in group chats. */
  group?: boolean;
}

/**
 * The command menus, read from the command table: /help, Telegram's menu per language, and the
 * per-chat menu of each agent and admin. Features reach it as `ctx.deps.commands`.
 */
export class CommandMenu {
  constructor(private readonly specs: readonly CommandSpec[]) {}

  /** The role a command needs; undefined for one the configuration turned off (or not in the table). */
  roleOf(command: string): Role | undefined {
    return this.specs.find((c) => c.command === command)?.role;
  }

  /** The commands a role may use, described in the user's language. */
  for(role: Role, t: (key: string) => string, where: "private" | "group" = "private"): BotCommand[] {
    return this.specs
      .filter((c) => roleAtLeast(role, c.role) && (where === "private" || c.group))
      .map((c) => ({ command: c.command, description: t(`cmd-${c.command}`) }));
  }

  /**
   * Menus per language: viewers' commands in private chats, the group subset in groups, and a
   * per-chat menu for each agent and admin so they see their extra commands.
   */
  async register(api: Api, fluent: Fluent, users: { id: number; role: Role }[], log: Logger): Promise<void> {
    try {
      for (const lang of [undefined, ...LANGUAGES]) {
        const t = fluent.withLocale(lang ?? "en");
        const language = lang ? { language_code: lang } : {};
        await api.setMyCommands(this.for("viewer", t), { scope: { type: "all_private_chats" }, ...language });
        await api.setMyCommands(this.for("viewer", t, "group"), { scope: { type: "all_group_chats" }, ...language });
      }
      for (const user of users) await this.setUserMenu(api, fluent, user);
    } catch (err) {
      // The menu is a convenience: a failure must not keep the bot from serving.
      log.warn({ err: String(err) }, "could not register the command menus");
    }
  }

  /** A user's own menu follows their role; viewers fall back to the default menu. */
  async setUserMenu(api: Api, fluent: Fluent, user: { id: number; role: Role | null; lang?: string }): Promise<void> {
    const scope = { type: "chat" as const, chat_id: user.id };
    if (user.role === null || user.role === "viewer") {
      await api.deleteMyCommands({ scope });
      return;
    }
    await api.setMyCommands(this.for(user.role, fluent.withLocale(user.lang ?? "en")), { scope });
  }
}
