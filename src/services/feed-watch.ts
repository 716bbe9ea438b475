import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import { feedCondition, feedLimits } from "../domain/feed-health.js";
import type { Ledger } from "../ledger/ledger.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import { AdminEpisode, AdminNotices } from "../bot/admin-notice.js";
import { renderFeedAlert, renderFeedMended } from "../bot/render/poller.js";

export interface FeedWatchDeps {
  config: Config;
  store: Store;
  /** Where the poller keeps the feed's arrivals. */
  ledger: Pick<Ledger, "poller">;
  logger: Logger;
  now: () => Date;
}

/**
 * Watches the event feed after every poll: when it goes quiet for longer than usual
 * (EVENTS_QUIET_ALERT_MINUTES) or its newest event arrives late, admins are told once in
 * private, and again when it is on time. A late feed loses nothing within the overlap, but
 * staff get their alerts late, and beyond the overlap sales could be missed.
 */
export class FeedWatch {
  readonly #d: FeedWatchDeps;
  readonly #log: Logger;
  readonly #notices: AdminNotices;
  readonly #episode: AdminEpisode;

  constructor(deps: FeedWatchDeps) {
    this.#d = deps;
    this.#log = deps.logger.child({ module: "feed-watch" });
    this.#notices = new AdminNotices({ ...deps, logger: this.#log });
    this.#episode = new AdminEpisode(this.#notices, deps.now);
  }

  attach(api: Api, fluent: Fluent): void {
    this.#notices.attach(api, fluent);
  }

  async check(): Promise<void> {
    const { config, ledger, now } = this.#d;
    const arrivals = ledger.poller.arrivals();
    const feed = feedCondition(arrivals, now().getTime(), feedLimits(config.events));
    if (feed.kind === "ok") {
      if (this.#episode.open) this.#log.info("the event feed is on time again");
      await this.#episode.mend((t, f) => renderFeedMended(arrivals, t, f));
      return;
    }
    if (!this.#episode.open) this.#log.warn({ ...feed }, feed.kind === "quiet" ? "no new event from the feed for longer than usual" : "the event feed is late");
    await this.#episode.raise((t, f) => renderFeedAlert(feed, config.events.overlapMinutes, t, f));
  }
}
