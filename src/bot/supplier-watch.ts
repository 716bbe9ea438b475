import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import type { AccountCheck, SupplierClient } from "../supplier/client.js";
import { SupplierError, type SupplierCallError } from "../supplier/errors.js";
import { adminIds } from "./features/access.js";
import { renderAccountRefused, renderAccountUnchecked } from "./render/supplier-account.js";
import type { Translate } from "./render/types.js";

/** Whether the supplier takes the bot's service account, as last seen. */
export type AccountState =
  | { state: "unchecked" }
  | { state: "ok"; at: Date }
  | { state: "refused"; at: Date; operation: string; message: string; traceId: string | null }
  | { state: "unreachable"; at: Date; error: string };

export interface SupplierWatchDeps {
  config: Config;
  store: Store;
  supplier: Pick<SupplierClient, "checkAccount">;
  logger: Logger;
  now: () => Date;
}

/** Admins are told again about a refusal that lasts, at most this often. */
const RENOTIFY_MS = 30 * 60_000;

/**
 * Watches the one thing every staff call depends on: the supplier accepting the service
 * account. A refusal (wrong username or password hash, an untrusted IP, a missing API key) is
 * learnt from a check at start, from /poller, or from any staff call that was refused; admins
 * are told once in private (again after 30 minutes if it lasts, and when it is mended), so staff
 * only hear "an admin has been told".
 */
export class SupplierWatch {
  readonly #d: SupplierWatchDeps;
  readonly #log: Logger;
  #state: AccountState = { state: "unchecked" };
  #notifiedAt = 0;
  #send: ((chatId: number, text: string) => Promise<unknown>) | undefined;
  #fluent: Fluent | undefined;

  constructor(deps: SupplierWatchDeps) {
    this.#d = deps;
    this.#log = deps.logger.child({ module: "supplier-watch" });
  }

  get state(): AccountState {
    return this.#state;
  }

  /** From now on admins can be told; until then what is learnt is only logged. */
  attach(api: Api, fluent: Fluent): void {
    this.#send = (chatId, text) => api.sendMessage(chatId, text, { parse_mode: "HTML" });
    this.#fluent = fluent;
  }

  /** One cheap read now; admins are told when the answer is a refusal or none (or a recovery). */
  async check(): Promise<AccountState> {
    const result = await this.#d.supplier.checkAccount();
    const at = this.#d.now();
    if (result.state === "refused") {
      await this.refused(result.error);
    } else {
      await this.#enter(toState(result, at));
    }
    return this.#state;
  }

  /** A staff call was refused for the account: remember it and tell the admins. */
  async refused(error: SupplierCallError): Promise<void> {
    const message = error instanceof SupplierError ? (error.supplierMessage ?? error.code) : error.message;
    const traceId = error instanceof SupplierError ? error.traceId : null;
    await this.#enter({ state: "refused", at: this.#d.now(), operation: error.operation, message, traceId });
  }

  async #enter(next: AccountState): Promise<void> {
    const previous = this.#state;
    this.#state = next;
    const nowMs = this.#d.now().getTime();
    if (next.state === "ok") {
      if (previous.state === "refused") await this.#tell((t) => t("supplier-account-mended"));
      this.#notifiedAt = 0;
      return;
    }
    if (next.state === "refused") {
      this.#log.error({ operation: next.operation, message: next.message, traceId: next.traceId }, "the supplier refuses the service account");
      if (nowMs - this.#notifiedAt < RENOTIFY_MS) return;
      // Marked before sending, so that refusals arriving together tell once; undone when no admin
      // got it (one who never opened the bot is told the next time).
      const before = this.#notifiedAt;
      this.#notifiedAt = nowMs;
      const told = await this.#tell((t) => renderAccountRefused(next, t));
      if (!told) this.#notifiedAt = before;
      return;
    }
    if (next.state === "unreachable" && previous.state === "unchecked") {
      this.#log.warn({ error: next.error }, "the supplier account could not be checked at start");
      await this.#tell((t) => renderAccountUnchecked(next.error, t));
    }
  }

  /** Every admin, each in their language; true when at least one got it. */
  async #tell(compose: (t: Translate) => string): Promise<boolean> {
    const send = this.#send;
    const fluent = this.#fluent;
    if (!send || !fluent) return false;
    let told = false;
    for (const admin of adminIds(this.#d)) {
      const t = fluent.withLocale(this.#d.store.settings.getLanguage(admin) ?? "en");
      try {
        await send(admin, compose(t));
        told = true;
      } catch (err) {
        this.#log.warn({ admin, err: String(err) }, "could not tell an admin about the supplier account");
      }
    }
    return told;
  }
}

function toState(result: Exclude<AccountCheck, { state: "refused" }>, at: Date): AccountState {
  return result.state === "ok" ? { state: "ok", at } : { state: "unreachable", at, error: result.error };
}
