import type { BotCommand, MenuButton } from "grammy/types";
import type { MethodHandler, MethodTable } from "../api.js";
import { badRequest } from "../errors.js";
import { arrayParam, chatIdParam, stringParam, type Params } from "../params.js";
import { scopeKey, type BotTextKind } from "../settings-store.js";
import type { EmulatorState } from "../state.js";

const COMMAND = /^[a-z0-9_]{1,32}$/;
const MAX_COMMANDS = 100;
const MAX_DESCRIPTION = 256;
const LANGUAGE_CODE = /^([a-z]{2})?$/;
const SCOPE_TYPES = new Set([
  "default",
  "all_private_chats",
  "all_group_chats",
  "all_chat_administrators",
  "chat",
  "chat_administrators",
  "chat_member",
]);
const MENU_BUTTON_TYPES = new Set(["commands", "web_app", "default"]);
const TEXT_LIMITS: Record<BotTextKind, number> = { description: 512, short_description: 120, name: 64 };

/** getMe and what the bot sets about itself: commands per scope and language, menu button, texts. */
export function settingsMethods(state: EmulatorState): MethodTable {
  const textMethods = (kind: BotTextKind): [MethodHandler, MethodHandler] => [
    (params) => {
      const text = stringParam(params, kind) ?? "";
      if (text.length > TEXT_LIMITS[kind]) throw badRequest(`${kind} is too long`);
      state.settings.setText(kind, languageParam(params), text);
      return true;
    },
    (params) => ({ [kind]: state.settings.text(kind, languageParam(params)) }),
  ];
  const [setMyDescription, getMyDescription] = textMethods("description");
  const [setMyShortDescription, getMyShortDescription] = textMethods("short_description");
  const [setMyName, getMyName] = textMethods("name");

  return {
    getMe: () => state.bot,

    setMyCommands(params) {
      const commands = (arrayParam(params, "commands") ?? []).map(checkCommand);
      if (commands.length > MAX_COMMANDS) throw badRequest("too many commands");
      state.settings.setCommands(scopeParam(params), languageParam(params), commands);
      return true;
    },
    getMyCommands: (params) => state.settings.commands(scopeParam(params), languageParam(params)),
    deleteMyCommands(params) {
      state.settings.setCommands(scopeParam(params), languageParam(params), []);
      return true;
    },

    setChatMenuButton(params) {
      const button = (params["menu_button"] ?? { type: "default" }) as MenuButton;
      if (!MENU_BUTTON_TYPES.has(button.type)) throw badRequest("unsupported menu button type");
      state.settings.setMenuButton(menuChat(params), button);
      return true;
    },
    getChatMenuButton: (params) => state.settings.menuButton(menuChat(params)),

    setMyDescription,
    getMyDescription,
    setMyShortDescription,
    getMyShortDescription,
    setMyName,
    getMyName,
  };
}

function checkCommand(raw: unknown): BotCommand {
  const { command, description } = (raw ?? {}) as Partial<BotCommand>;
  if (typeof command !== "string" || !COMMAND.test(command)) throw badRequest("BOT_COMMAND_INVALID");
  if (typeof description !== "string" || description.trim() === "" || description.length > MAX_DESCRIPTION) {
    throw badRequest("BOT_COMMAND_DESCRIPTION_INVALID");
  }
  return { command, description };
}

function scopeParam(params: Params): string {
  const scope = params["scope"] as { type?: unknown; chat_id?: number | string; user_id?: number } | undefined;
  if (scope === undefined) return scopeKey(undefined);
  if (typeof scope?.type !== "string" || !SCOPE_TYPES.has(scope.type)) throw badRequest("wrong parameter scope");
  const needsChat = scope.type.startsWith("chat");
  if (needsChat && scope.chat_id === undefined) throw badRequest("chat_id is empty");
  if (scope.type === "chat_member" && scope.user_id === undefined) throw badRequest("user_id is empty");
  return scopeKey({ type: scope.type, chat_id: scope.chat_id, user_id: scope.user_id });
}

function languageParam(params: Params): string {
  const code = stringParam(params, "language_code") ?? "";
  if (!LANGUAGE_CODE.test(code)) throw badRequest("invalid language code specified");
  return code;
}

const menuChat = (params: Params): number | "default" =>
  params["chat_id"] === undefined ? "default" : chatIdParam(params);
