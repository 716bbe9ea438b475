import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import { adminIds } from "./access.js";
import type { Translate } from "./render/types.js";
import type { Format } from "./render/format.js";
import { wordsOf } from "./words-of.js";

/** A notice in one admin's words and numbers (their language and digits, times in DISPLAY_TIMEZONE). */
export type Compose = (t: Translate, f: Format) => string;

/**
 * Private messages to every admin, each in their language: what the watches (the supplier
 * account, the event feed) use to tell of a condition no one asked about.
 */
export class AdminNotices {
  readonly #d: { config: Config; store: Store };
  readonly #log: Logger;
  #send: ((chatId: number, text: string) => Promise<unknown>) | undefined;
  #fluent: Fluent | undefined;

  constructor(deps: { config: Config; store: Store; logger: Logger }) {
    this.#d = deps;
    this.#log = deps.logger;
  }

  /**
   * From now on admins can be told; until then a notice is dropped (the caller logs what it
   * learnt). The Api carries the send defaults (send-defaults.ts): the notices are HTML.
   */
  attach(api: Api, fluent: Fluent): void {
    this.#send = (chatId, text) => api.sendMessage(chatId, text);
    this.#fluent = fluent;
  }

  /** True when at least one admin got it. */
  async tell(compose: Compose): Promise<boolean> {
    const send = this.#send;
    const fluent = this.#fluent;
    if (!send || !fluent) return false;
    let told = false;
    for (const admin of adminIds(this.#d)) {
      const { t, f } = wordsOf(this.#d, fluent, admin);
      try {
        await send(admin, compose(t, f));
        told = true;
      } catch (err) {
        this.#log.warn({ admin, err: String(err) }, "could not tell an admin");
      }
    }
    return told;
  }
}

/**
 * One condition admins must hear of (an account refused, a feed late): told when it begins,
 * again after `renotifyMs` if it lasts (never, by default), and told when it is mended.
 */
export class AdminEpisode {
  #open = false;
  #toldAt: number | null = null;

  constructor(
    private readonly notices: AdminNotices,
    private readonly now: () => Date,
    private readonly renotifyMs = Number.POSITIVE_INFINITY,
  ) {}

  get open(): boolean {
    return this.#open;
  }

  async raise(compose: Compose): Promise<void> {
    this.#open = true;
    const nowMs = this.now().getTime();
    if (this.#toldAt !== null && nowMs - this.#toldAt < this.renotifyMs) return;
    // Marked before sending, so that raises arriving together tell once; undone when no admin
    // got it (one who never opened the bot is told the next time).
    const before = this.#toldAt;
    this.#toldAt = nowMs;
    if (!(await this.notices.tell(compose))) this.#toldAt = before;
  }

  /** Says it is mended, when an episode was open. */
  async mend(compose: Compose): Promise<void> {
    const wasOpen = this.#open;
    this.#open = false;
    this.#toldAt = null;
    if (wasOpen) await this.notices.tell(compose);
  }
}
