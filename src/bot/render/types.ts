import type { InlineKeyboard } from "grammy";

/** A translate function (ctx.t or a fluent.withLocale result): renderers stay pure. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What a renderer returns: HTML text and, optionally, its buttons. */
export interface Rendered {
  text: string;
  keyboard?: InlineKeyboard;
}
