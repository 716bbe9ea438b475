import { CommandGroup } from "@grammyjs/commands";
import type { Context } from "grammy";
import type { BotCommand } from "grammy/types";
import type { Fluent } from "@grammyjs/i18n";
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
 * The command menus, read from the command table: /help, the menus Telegram shows (set by
 * menu-sync.ts) and the commands a mistyped one is matched against. Features reach it as
 * `ctx.deps.commands`.
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
   * The commands a role may use as @grammyjs/commands' group: described in English by default
   * and in each of the bot's languages, offered in private chats and, the group subset, in groups.
   */
  group(role: Role, fluent: Fluent, where: "private" | "group" = "private"): CommandGroup<Context> {
    const group = new CommandGroup<Context>();
    for (const spec of this.specs) {
      if (!roleAtLeast(role, spec.role) || (where === "group" && !spec.group)) continue;
      const key = `cmd-${spec.command}`;
      const command = group.command(spec.command, fluent.translate("en", key));
      for (const lang of LANGUAGES) command.localize(lang, spec.command, fluent.translate(lang, key));
      command.addToScope({ type: "all_private_chats" });
      if (spec.group) command.addToScope({ type: "all_group_chats" });
    }
    return group;
  }
}
