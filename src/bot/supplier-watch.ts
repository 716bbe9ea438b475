import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import type { AccountCheck, SupplierClient } from "../supplier/client.js";
import { SupplierError, type SupplierCallError } from "../supplier/errors.js";
import { AdminEpisode, AdminNotices } from "./admin-notice.js";
import { renderAccountRefused, renderAccountUnchecked } from "./render/supplier-account.js";

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
  readonly #notices: AdminNotices;
  readonly #refusal: AdminEpisode;
  #state: AccountState = { state: "unchecked" };

  constructor(deps: SupplierWatchDeps) {
    this.#d = deps;
    this.#log = deps.logger.child({ module: "supplier-watch" });
    this.#notices = new AdminNotices({ ...deps, logger: this.#log });
    this.#refusal = new AdminEpisode(this.#notices, deps.now, RENOTIFY_MS);
  }

  get state(): AccountState {
    return this.#state;
  }

  /** From now on admins can be told; until then what is learnt is only logged. */
  attach(api: Api, fluent: Fluent): void {
    this.#notices.attach(api, fluent);
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
    if (next.state === "ok") {
      await this.#refusal.mend((t) => t("supplier-account-mended"));
      return;
    }
    if (next.state === "refused") {
      this.#log.error({ operation: next.operation, message: next.message, traceId: next.traceId }, "the supplier refuses the service account");
      await this.#refusal.raise((t) => renderAccountRefused(next, t));
      return;
    }
    if (next.state === "unreachable" && previous.state === "unchecked") {
      this.#log.warn({ error: next.error }, "the supplier account could not be checked at start");
      await this.#notices.tell((t) => renderAccountUnchecked(next.error, t));
    }
  }
}

function toState(result: Exclude<AccountCheck, { state: "refused" }>, at: Date): AccountState {
  return result.state === "ok" ? { state: "ok", at } : { state: "unreachable", at, error: result.error };
}
