import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { SupplierCallObserver } from "../supplier/client.js";
import type { SendFailure } from "../services/send-failure.js";

/**
 * FlightDesk's Prometheus metrics, in a registry of its own (not prom-client's global one: tests
 * run several bots in one process). Every label takes its value from a bounded set named in
 * code (command names of the table, operation names, outcomes): never a user's text, id or PNR.
 * Recording is a few additions in memory; the figures that already live elsewhere (the poller's
 * state, the outbox) are read when scraped, by `collect`.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Its _count is the updates handled. */
  /** The watched figures (watch): read once per scrape, before the gauges collect. */
  #read: (() => Promise<WatchedFigures>) | undefined;
  #figures: WatchedFigures | undefined;
  readonly #updates = new Histogram({
    name: "flightdesk_update_duration_seconds",
    help: "Time the bot took to handle an update, by command (or message, button, chat_member, unknown_command, other)",
    labelNames: ["command"] as const,
    // The bot's own work is milliseconds; a supplier call inside an update is up to SUPPLIER_TIMEOUT_MS.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly #updateFailures = new Counter({
    name: "flightdesk_update_failures_total",
    help: "Updates that ended in the error boundary (the user got an apology), by command",
    labelNames: ["command"] as const,
    registers: [this.registry],
  });

  readonly #supplier = new Histogram({
    name: "flightdesk_supplier_request_duration_seconds",
    help: "Requests to the supplier (each retry is one), by operation and outcome: ok, supplier_error, transport_error, schema_error",
    labelNames: ["operation", "outcome"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [this.registry],
  });

  readonly #alertsSent = new Counter({
    name: "flightdesk_alerts_sent_total",
    help: "Alerts Telegram took (several may go in one message)",
    registers: [this.registry],
  });

  readonly #alertsFailed = new Counter({
    name: "flightdesk_alerts_failed_total",
    help: "Alerts whose send failed, by reason: flood, transient (both retried), gone, moved, topic-gone, rejected, unrenderable",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  readonly #refunds = new Counter({
    name: "flightdesk_refunds_total",
    help: "Refunds carried out (DoRefund), by outcome: ok, error (refused), unknown (no clear answer), blocked (tickets held by another attempt)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  readonly #bookings = new Counter({
    name: "flightdesk_bookings_total",
    help: "Bookings sent from the phone (Book), by outcome: issued, refused, unknown (no clear answer: read later with GetStatus), blocked (the hold already claimed: nothing sent)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  constructor(opts: { processMetrics?: boolean } = {}) {
    // Memory, CPU, event-loop lag and handles of the process, under prom-client's usual names.
    if (opts.processMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  update(command: string, seconds: number): void {
    this.#updates.observe({ command }, seconds);
  }

  updateFailed(command: string): void {
    this.#updateFailures.inc({ command });
  }

  readonly supplierCall: SupplierCallObserver = (operation, outcome, seconds) => {
    this.#supplier.observe({ operation, outcome }, seconds);
  };

  alertsSent(count: number): void {
    this.#alertsSent.inc(count);
  }

  alertsFailed(reason: SendFailure["kind"] | "unrenderable", count: number): void {
    this.#alertsFailed.inc({ reason }, count);
  }

  refund(outcome: "ok" | "error" | "unknown" | "blocked"): void {
    this.#refunds.inc({ outcome });
  }

  booking(outcome: "issued" | "refused" | "unknown" | "blocked"): void {
    this.#bookings.inc({ outcome });
  }

  /**
   * Gauges read at each scrape: `read` is asked then (the poller's state, the outbox), so the
   * figures are as fresh as the scrape and cost nothing between scrapes.
   */
  watch(read: () => Promise<WatchedFigures>): void {
    this.#read = read;
    const figures = () => this.#figures;
    const gauge = (name: string, help: string, pick: (f: WatchedFigures) => number | null) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const read = figures();
          const value = read ? pick(read) : null;
          // No value yet (never polled): the series is left out rather than shown as 0.
          if (value === null) this.reset();
          else this.set(value);
        },
      });
    gauge("flightdesk_poller_lag_seconds", "Age of the newest event time the poller has read (grows while the feed is quiet too)", (f) => f.pollerLagSeconds);
    gauge("flightdesk_poller_last_success_timestamp_seconds", "When the event feed was last read in full (Unix time)", (f) => f.pollerLastSuccess);
    gauge("flightdesk_poller_consecutive_failures", "Polls failed in a row since the last good one", (f) => f.pollerFailures);
    gauge("flightdesk_outbox_alerts", "Alerts waiting for delivery, or being sent", (f) => f.outboxAlerts);
    gauge("flightdesk_leader", "1 while this instance leads the background work, 0 while it stands by", (f) => f.leading);
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    if (this.#read) this.#figures = await this.#read();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Null: nothing to say yet (the poller is off, or never succeeded). */
export interface WatchedFigures {
  pollerLagSeconds: number | null;
  pollerLastSuccess: number | null;
  pollerFailures: number | null;
  /** Null while the database does not answer. */
  outboxAlerts: number | null;
  /** 1 leading, 0 standing by (src/services/leader.ts). */
  leading: number;
}
