import type { BotCommand, MenuButton } from "grammy/types";

/** The texts a bot sets about itself per language: setMyDescription, setMyShortDescription, setMyName. */
export type BotTextKind = "description" | "short_description" | "name";

/**
 * What the bot configured about itself: command lists per scope and language, menu buttons
 * per chat, and its descriptions and name per language.
 */
export class BotSettings {
  private readonly commandLists = new Map<string, BotCommand[]>();
  private readonly menuButtons = new Map<number | "default", MenuButton>();
  private readonly texts = new Map<string, string>();

  setCommands(scopeKey: string, languageCode: string, commands: BotCommand[]): void {
    const key = `${scopeKey}|${languageCode}`;
    if (commands.length === 0) this.commandLists.delete(key);
    else this.commandLists.set(key, commands.map(({ command, description }) => ({ command, description })));
  }

  /** The list set for exactly this scope and language; Telegram does not fall back here either. */
  commands(scopeKey: string, languageCode: string): BotCommand[] {
    return (this.commandLists.get(`${scopeKey}|${languageCode}`) ?? []).map((c) => ({ ...c }));
  }

  setMenuButton(chatId: number | "default", button: MenuButton): void {
    this.menuButtons.set(chatId, button);
  }

  menuButton(chatId: number | "default"): MenuButton {
    return this.menuButtons.get(chatId) ?? this.menuButtons.get("default") ?? { type: "commands" };
  }

  setText(kind: BotTextKind, languageCode: string, text: string): void {
    if (text === "") this.texts.delete(`${kind}|${languageCode}`);
    else this.texts.set(`${kind}|${languageCode}`, text);
  }

  text(kind: BotTextKind, languageCode: string): string {
    return this.texts.get(`${kind}|${languageCode}`) ?? "";
  }
}

/** The storage key of a BotCommandScope; "default" when none was given. */
export function scopeKey(scope: { type: string; chat_id?: number | string; user_id?: number } | undefined): string {
  if (!scope) return "default";
  return [scope.type, scope.chat_id, scope.user_id].filter((part) => part !== undefined).join(":");
}
