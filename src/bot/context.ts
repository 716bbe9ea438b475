import type { Context } from "grammy";
import type { ConversationFlavor } from "@grammyjs/conversations";
import type { I18nFlavor } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { Role } from "../domain/roles.js";
import type { Store } from "../store/store.js";
import type { SupplierClient } from "../supplier/client.js";
import type { SupplierWatch } from "./supplier-watch.js";
import type { SearchResults } from "./search/results.js";
import type { InlineSearches } from "./search/inline-answers.js";
import type { CommandMenu } from "./command-menu.js";
import type { RichMessages } from "./rich-messages.js";
import type { Ledger } from "../ledger/ledger.js";
import type { Metrics } from "../metrics/metrics.js";

/** Everything the bot is built from; tests build it the same way as main.ts. */
export interface BotDeps {
  config: Config;
  logger: Logger;
  store: Store;
  /** Every booking and cancellation read from the feed: the desk's commands read it. */
  ledger: Ledger;
  supplier: SupplierClient;
  /** Whether the supplier takes the service account; admins are told when it does not. */
  watch: SupplierWatch;
  /** Search results and queries kept for their buttons, in memory, per bot. */
  searchResults: SearchResults;
  /** Inline searches shared for a minute, in memory, per bot. */
  inlineSearches: InlineSearches;
  /** The menus of the command table; createBot adds it. */
  commands: CommandMenu;
  /** Whether screens go as rich messages or HTML text; createBot adds it. */
  rich: RichMessages;
  now: () => Date;
  /** How long flight control waits after an Update before reading the flight back (default FLIGHT_LIST_LAG_MS); tests shorten it. */
  flightReadBackMs?: number;
  /** Counts and times updates and refunds (/metrics). */
  metrics?: Metrics;
  /** With several instances on one PostgreSQL: whether this one leads (src/services/leader.ts); absent: it runs alone. */
  leadership?: { readonly leading: boolean; readonly name: string; leader(): Promise<string | null> };
}

/** Who sent this update, as far as FlightDesk is concerned. */
export interface Access {
  /** null: not let in. */
  role: Role | null;
  /** An admin through ADMIN_IDS: cannot be demoted from the bot. */
  fixedAdmin: boolean;
}

interface Extras {
  deps: BotDeps;
  /** Per-update child logger carrying the reference id. */
  log: Logger;
  /** Short id shown to the user when something fails, and written in the log line. */
  ref: string;
  access: Access;
}

/** Context inside guided flows (conversations); the same extras are installed there. */
export type FlowContext = Context & I18nFlavor & Extras;
/**
 * What a supplier call and the refund executor need of a context: a background job (the
 * schedule-change desk's runs, resumed after a restart) has no update, and builds this.
 */
export type CallContext = Pick<FlowContext, "deps" | "log" | "ref" | "t" | "access">;
/** Context of the outside middleware tree. */
export type BotContext = ConversationFlavor<FlowContext>;
