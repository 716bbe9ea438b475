import type { InlineKeyboard } from "grammy";
import type { RichScreen } from "./rich.js";

/** A translate function (ctx.t or a fluent.withLocale result): renderers stay pure. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What a renderer returns: HTML text and, optionally, its buttons and the same screen as rich blocks (sent instead where Telegram takes them). */
export interface Rendered {
  text: string;
  keyboard?: InlineKeyboard;
  rich?: RichScreen;
}
