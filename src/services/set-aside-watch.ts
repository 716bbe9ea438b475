import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Ledger } from "../ledger/ledger.js";
import { markSetAsideTold, untoldSetAside } from "../ledger/set-aside.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import { AdminNotices } from "../bot/admin-notice.js";
import { renderSetAsideAlert } from "../bot/render/poller.js";

/** Amounts named in one notice; the rest are counted. */
const LISTED = 20;

/**
 * After every poll: amounts the ledger set aside (not exactly readable, src/domain/ledger-money.ts)
 * that admins were not told of are told, once, in one notice, then marked told in the ledger; a
 * notice no admin got is tried again after the next poll.
 */
export class SetAsideWatch {
  readonly #ledger: Pick<Ledger, "db">;
  readonly #log: Logger;
  readonly #notices: AdminNotices;
  readonly #now: () => Date;

  constructor(deps: { config: Config; store: Store; ledger: Pick<Ledger, "db">; logger: Logger; now: () => Date }) {
    this.#ledger = deps.ledger;
    this.#log = deps.logger.child({ module: "set-aside-watch" });
    this.#notices = new AdminNotices({ ...deps, logger: this.#log });
    this.#now = deps.now;
  }

  attach(api: Api, fluent: Fluent): void {
    this.#notices.attach(api, fluent);
  }

  async check(): Promise<void> {
    const { db } = this.#ledger;
    const untold = await untoldSetAside(db);
    if (untold.length === 0) return;
    const listed = untold.slice(0, LISTED);
    this.#log.warn({ count: untold.length, amounts: listed }, "amounts from the feed could not be held exactly: set aside, not summed");
    if (await this.#notices.tell((t, f) => renderSetAsideAlert(listed, untold.length, t, f))) await markSetAsideTold(db, untold, this.#now());
  }
}
