/**
 * Which form a screen goes in: a rich message (tables, headings, folded details) while
 * RICH_MESSAGES=on and the Bot API server takes them, otherwise today's HTML text. The choice is
 * made at start (the setting) and again when the server refuses the method (an older
 * self-hosted server): from then on this process sends HTML, said once in the log. A screen past
 * a rich message's limits, or one the server refuses for its content, goes as HTML too: the
 * command never fails for its form.
 */
import { GrammyError, type Api, type InlineKeyboard } from "grammy";
import type { InputRichMessage } from "grammy/types";
import type { Logger } from "../logger.js";
import { fitsRichMessage, richText } from "./render/rich.js";
import { splitMessage } from "./render/split.js";
import type { Rendered } from "./render/types.js";

type Extra = { reply_markup?: InlineKeyboard };

/** Where a screen goes: a reply in the update's chat (and topic), or a chat the bot writes to by itself. */
export interface Outlet {
  rich(message: InputRichMessage, extra: Extra): Promise<unknown>;
  html(text: string, extra: Extra): Promise<unknown>;
}

export const chatOutlet = (api: Api, chatId: number): Outlet => ({
  rich: (message, extra) => api.sendRichMessage(chatId, message, extra),
  html: (text, extra) => api.sendMessage(chatId, text, extra),
});

export class RichMessages {
  #on: boolean;

  constructor(
    on: boolean,
    private readonly logger: Logger,
  ) {
    this.#on = on;
  }

  get on(): boolean {
    return this.#on;
  }

  /** Sends `rendered` in the form chosen; the buttons go with the (last) message. */
  async send(outlet: Outlet, rendered: Rendered): Promise<void> {
    const extra: Extra = rendered.keyboard ? { reply_markup: rendered.keyboard } : {};
    if (rendered.rich && this.#on && fitsRichMessage(rendered.rich.blocks)) {
      try {
        await outlet.rich({ blocks: rendered.rich.blocks, ...(rendered.rich.rtl ? { is_rtl: true } : {}) }, extra);
        return;
      } catch (error) {
        if (!this.#refused(error)) throw error;
      }
    }
    // Split at line boundaries when long; the buttons go with the last part.
    const parts = splitMessage(rendered.text);
    for (const [i, part] of parts.entries()) await outlet.html(part, i === parts.length - 1 ? extra : {});
  }

  /**
   * Streams `html` as a draft in a private chat: the live progress of a long task, shown until
   * the bot's next message there (which the task ends with) or for 30 seconds. Only while rich
   * messages are on, and never failing the task: a draft that does not go is only logged.
   */
  async draft(api: Api, chatId: number, draftId: number, html: string, rtl: boolean): Promise<void> {
    if (!this.#on || chatId <= 0) return;
    try {
      await api.sendRichMessageDraft(chatId, draftId, { blocks: [{ type: "paragraph", text: richText(html) }], ...(rtl ? { is_rtl: true } : {}) });
    } catch (error) {
      if (!this.#refused(error)) this.logger.debug({ err: String(error) }, "a progress draft was not shown");
    }
  }

  /** Whether `error` is the server refusing this rich message (then HTML is sent); a method it does not know turns rich messages off. */
  #refused(error: unknown): boolean {
    if (!(error instanceof GrammyError)) return false;
    if (error.error_code === 404 || /method not found/i.test(error.description)) {
      this.#on = false;
      this.logger.warn({ method: error.method, refusal: error.description }, "the Bot API server does not take rich messages: screens go as HTML text until a restart");
      return true;
    }
    if (error.error_code === 400) {
      this.logger.warn({ refusal: error.description }, "a rich message was refused: this screen goes as HTML text");
      return true;
    }
    return false;
  }
}
