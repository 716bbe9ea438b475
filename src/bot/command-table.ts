/**
 * The command table, one place for everything about a command: its role, whether groups are
 * offered it, the feature that handles it and the guided flows that feature starts. The menus
 * (/help, Telegram's), the role guard and the bot's list of features and flows are all built
 * from it. Adding a command: a row here, its handler in the feature (onCommand), its renderer,
 * and `cmd-<name>` in the locales.
 */
import { Composer } from "grammy";
import type { BotContext } from "./context.js";
import type { Flow } from "./flows.js";
import { requireRole } from "./guards.js";
import type { Role } from "../domain/roles.js";
import { CommandMenu, type CommandSpec } from "./command-menu.js";
import { helpFeature } from "./features/help.js";
import { searchFeature } from "./features/search.js";
import { searchFlow } from "./features/search-flow.js";
import { nationalityFlow, partyFlow } from "./features/search-checks.js";
import { aircraftFeature } from "./features/aircraft.js";
import { historyFeature } from "./features/history.js";
import { statusFeature } from "./features/status.js";
import { penaltyFeature } from "./features/penalty.js";
import { refundFeature } from "./features/refund.js";
import { refundFlow } from "./features/refund-flow.js";
import { bookFeature } from "./features/book.js";
import { bookFlow } from "./features/book-flow.js";
import { auditFeature } from "./features/audit.js";
import { alertsFeature } from "./features/alerts.js";
import { pollerFeature } from "./features/poller.js";
import { usersFeature } from "./features/users.js";
import { languageFeature } from "./features/language.js";
import { flightsFeature } from "./features/flights.js";
import { paceFeature } from "./features/pace.js";
import { salesFeature } from "./features/sales.js";
import { findFeature } from "./features/find.js";
import { changedFeature } from "./features/changed.js";
import { manifestFeature } from "./features/manifest.js";
import { refundsFeature } from "./features/refunds.js";
import { balanceFeature } from "./features/balance.js";
import { flightControlFeature } from "./features/flight-control.js";
import { flightCapacityFlow } from "./features/flight-capacity-flow.js";
import type { Config } from "../config.js";

interface CommandRow extends CommandSpec {
  /** The feature handling it; none for /cancel, which the flows handle (flows.ts). */
  feature?: Composer<BotContext>;
  /** Guided flows the feature starts. */
  flows?: readonly Flow[];
  /** A command the configuration may turn off: then it is not in the menus and nothing handles it (the fallback answers). */
  enabled?: (config: Config) => boolean;
}

const COMMANDS = [
  { command: "help", role: "viewer", group: true, feature: helpFeature },
  { command: "search", role: "viewer", group: true, feature: searchFeature, flows: [searchFlow, partyFlow, nationalityFlow] },
  { command: "aircraft", role: "viewer", group: true, feature: aircraftFeature },
  { command: "history", role: "viewer", group: true, feature: historyFeature },
  { command: "status", role: "viewer", group: true, feature: statusFeature },
  { command: "penalty", role: "viewer", group: true, feature: penaltyFeature },
  { command: "refund", role: "agent", feature: refundFeature, flows: [refundFlow] },
  { command: "book", role: "agent", feature: bookFeature, flows: [bookFlow] },
  { command: "audit", role: "admin", feature: auditFeature },
  { command: "subscribe", role: "viewer", group: true, feature: alertsFeature },
  { command: "subscriptions", role: "viewer", group: true, feature: alertsFeature },
  { command: "unsubscribe", role: "viewer", group: true, feature: alertsFeature },
  { command: "poller", role: "admin", feature: pollerFeature },
  { command: "users", role: "admin", feature: usersFeature },
  { command: "lang", role: "viewer", feature: languageFeature },
  { command: "cancel", role: "viewer" },
  { command: "flights", role: "viewer", group: true, feature: flightsFeature },
  { command: "pace", role: "viewer", group: true, feature: paceFeature },
  { command: "sales", role: "viewer", group: true, feature: salesFeature },
  { command: "find", role: "viewer", group: true, feature: findFeature },
  { command: "manifest", role: "viewer", group: true, feature: manifestFeature },
  { command: "refunds", role: "agent", feature: refundsFeature },
  { command: "balance", role: "admin", feature: balanceFeature },
  { command: "changed", role: "agent", feature: changedFeature },
  { command: "flight", role: "admin", feature: flightControlFeature, flows: [flightCapacityFlow], enabled: (config: Config) => config.flightControl },
] as const satisfies readonly CommandRow[];

export type CommandName = (typeof COMMANDS)[number]["command"];

const rows: readonly CommandRow[] = COMMANDS;

/** Every command of the table, and /start (the access feature's): the names /metrics may show. */
export const KNOWN_COMMANDS: ReadonlySet<string> = new Set(["start", ...rows.map((row) => row.command)]);

/** The rows a configuration turns on. */
function rowsFor(config: Config): readonly CommandRow[] {
  return rows.filter((row) => row.enabled?.(config) ?? true);
}

/** The menus of a configuration. */
export function commandMenuFor(config: Config): CommandMenu {
  return new CommandMenu(rowsFor(config));
}

/** The menus when nothing optional is turned on (what tests iterate over). */
export const commandMenu = new CommandMenu(rows.filter((row) => row.enabled === undefined));

/** The features of a configuration's rows, each once, in table order. */
export function commandFeaturesFor(config: Config): Composer<BotContext>[] {
  return [...new Set(rowsFor(config).flatMap((row) => (row.feature ? [row.feature] : [])))];
}

export function commandFlowsFor(config: Config): Flow[] {
  return rowsFor(config).flatMap((row) => row.flows ?? []);
}

/**
 * Each command of the configuration's rows behind the role the table gives it, before any flow
 * or feature sees the command: a refused command leaves a waiting flow as it was.
 */
export function commandGuard(config: Config): Composer<BotContext> {
  const guard = new Composer<BotContext>();
  // One check per role, not per command: every update passes here. Only the command at the
  // start of a message counts, so at most one role applies.
  const byRole = new Map<Role, string[]>();
  for (const { command, role } of rowsFor(config)) byRole.set(role, [...(byRole.get(role) ?? []), command]);
  for (const [role, commands] of byRole) guard.command(commands, requireRole(role), (_ctx, next) => next());
  return guard;
}
