import type { CommandMiddleware, Composer } from "grammy";
import type { BotContext } from "./context.js";
// Only the type: the table imports the features, so a feature must not import the table itself.
import type { CommandName } from "./command-table.js";

/**
 * Handles a command of the table. Its role is checked before any feature runs, by the guard
 * the table builds (commandGuard); the name is checked against the table when compiling.
 */
export function onCommand(composer: Composer<BotContext>, command: CommandName, ...handlers: CommandMiddleware<BotContext>[]): void {
  composer.command(command, ...handlers);
}
