/**
 * The outcome of a Book that got no clear answer (its 15 s timeout, a dropped connection, an
 * answer that cannot be read) or that a stop cut off (kill -9 between sending and reading it):
 * read with GetStatus by its YourLocalInventoryPnr, never by sending it again. As the interface
 * says, the first GetStatus waits 15 seconds after the Book; a few more follow while it is still
 * unclear. The outcome settles the hold's row once (ledger/book-claims.ts), so of two instances
 * resolving one Book only one tells the agent and /audit.
 */
import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import { BOOK_LEASE_MS, cutOffBooks, lapsedBooks } from "../../ledger/book-claims.js";
import { claimHolder } from "../../ledger/refund-claims.js";
import type { Logger } from "../../logger.js";
import type { BotDeps } from "../context.js";
import { formatFor } from "../render/format.js";
import { renderIssued } from "../render/book.js";
import { code, escapeHtml } from "../render/html.js";
import { oneLine } from "../render/history-parts.js";
import { pendingOf, recordOutcome, type PendingBook } from "./outcome.js";
import { readBookStatus, type StatusReading } from "./status.js";

/** The interface's wait between a Book without answer and the first GetStatus. */
export const STATUS_WAIT_MS = 15_000;
/** GetStatus reads before the outcome is said to be unknown. */
export const STATUS_TRIES = 3;

export interface ResolverDeps {
  deps: Pick<BotDeps, "config" | "store" | "ledger" | "supplier" | "now">;
  api: Api;
  fluent: Fluent;
  logger: Logger;
  /** Before the first GetStatus (after the Book was sent) and between the next ones; tests shorten it. */
  waitMs?: number;
  tries?: number;
}

const resolvers = new WeakMap<object, BookResolver>();

export function startBookResolver(d: ResolverDeps): BookResolver {
  const resolver = new BookResolver(d);
  resolvers.set(d.deps.store, resolver);
  return resolver;
}

/** The resolver of a running bot (app.ts starts it); undefined for a bot built without one. */
export function bookResolverOf(deps: Pick<BotDeps, "store">): BookResolver | undefined {
  return resolvers.get(deps.store);
}

export class BookResolver {
  readonly #d: ResolverDeps;
  readonly #log: Logger;
  readonly #following = new Map<string, Promise<void>>();
  readonly #stop = new AbortController();

  constructor(d: ResolverDeps) {
    this.#d = d;
    this.#log = d.logger.child({ module: "book" });
  }

  /** How long after a Book without answer the first GetStatus goes. */
  get waitMs(): number {
    return this.#d.waitMs ?? STATUS_WAIT_MS;
  }

  /** Follows a Book in the background until GetStatus tells, once per reference in this process. */
  follow(book: PendingBook): void {
    if (this.#stop.signal.aborted || this.#following.has(book.reference)) return;
    const job = this.#resolve(book)
      .catch((err: unknown) => this.#log.error({ err: String(err), reference: book.reference }, "could not resolve a Book without answer; the next start tries again"))
      .finally(() => this.#following.delete(book.reference));
    this.#following.set(book.reference, job);
  }

  /** At start: the Books this DATA_DIR was sending when it stopped (another instance's are its own). */
  async resumeCutOff(): Promise<void> {
    const { deps } = this.#d;
    for (const row of await cutOffBooks(deps.ledger.db, claimHolder(deps.config.dataDir))) {
      const book = pendingOf(row);
      if (!book) continue;
      this.#log.warn({ reference: book.reference, hold: row.hold }, "a Book was cut off by a stop: reading its outcome with GetStatus");
      this.follow(book);
    }
  }

  /** While this instance leads: Books that another instance was sending when it went away for good. */
  async resumeLapsed(): Promise<void> {
    const { deps } = this.#d;
    for (const row of await lapsedBooks(deps.ledger.db, new Date(deps.now().getTime() - BOOK_LEASE_MS).toISOString())) {
      const book = pendingOf(row);
      if (!book || this.#following.has(book.reference)) continue;
      this.#log.warn({ reference: book.reference, hold: row.hold, holder: row.holder }, "a Book of an instance gone is still unresolved: reading its outcome with GetStatus");
      this.follow(book);
    }
  }

  /** Waits are cut short; a Book not resolved yet stays "sending" for the next start. */
  async stop(): Promise<void> {
    this.#stop.abort();
    await Promise.all(this.#following.values());
  }

  async #resolve(book: PendingBook): Promise<void> {
    const { deps } = this.#d;
    const waitMs = this.waitMs;
    let reading: StatusReading = { state: "unknown", detail: "not asked" };
    const tries = this.#d.tries ?? STATUS_TRIES;
    for (let attempt = 0; attempt < tries && reading.state === "unknown"; attempt++) {
      const from = attempt === 0 ? Date.parse(book.sentAt) : deps.now().getTime();
      if (!(await this.#sleep(from + waitMs - deps.now().getTime()))) return;
      reading = await readBookStatus(deps.supplier, book.reference);
      this.#log.info({ reference: book.reference, state: reading.state, attempt: attempt + 1 }, "GetStatus of a Book without answer");
    }
    if (!(await recordOutcome(deps, book, reading, 0))) return;
    await this.#tell(book, reading);
  }

  /** The agent reads the outcome in their private chat, in their language. */
  async #tell(book: PendingBook, reading: StatusReading): Promise<void> {
    const { deps, api, fluent } = this.#d;
    const lang = deps.store.settings.getLanguage(book.userId) ?? "en";
    const t = fluent.withLocale(lang);
    const f = formatFor({ lang, digits: deps.store.settings.getDigits(book.userId), timeZone: deps.config.displayTimezone, t });
    const reference = code(escapeHtml(book.reference));
    const flight = f.ltr(oneLine(book.flight));
    try {
      if (reading.state === "issued") {
        const issued = renderIssued(reading.booking, book.total, book.currency, book.reference, { t, f, owner: book.userId });
        await api.sendMessage(book.userId, `${t("book-status-issued", { reference, flight })}\n${issued.text}`, { reply_markup: issued.keyboard! });
      } else if (reading.state === "failed") {
        await api.sendMessage(book.userId, t("book-status-failed", { reference, flight, reason: oneLine(reading.reason) }));
      } else {
        await api.sendMessage(book.userId, t("book-status-unknown", { reference, flight }));
      }
    } catch (err) {
      this.#log.warn({ err: String(err), reference: book.reference }, "could not tell the agent the outcome of a Book");
    }
  }

  /** False when stopped meanwhile. */
  #sleep(ms: number): Promise<boolean> {
    const signal = this.#stop.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve(true);
      }, Math.max(0, ms));
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }
}
