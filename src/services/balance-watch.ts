import { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import { CREDIT_SIDES, creditSide, crossedBelow } from "../domain/credit-crossing.js";
import { readMark, writeMark } from "../ledger/desk-marks.js";
import type { Ledger } from "../ledger/ledger.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import type { SupplierClient } from "../supplier/client.js";
import { SupplierError } from "../supplier/errors.js";
import { AdminNotices } from "../bot/admin-notice.js";
import { renderBalanceWarning } from "../bot/render/balance.js";
import { creditRefusalText } from "../bot/render/credit-refusal.js";
import { sendDefaults } from "../bot/send-defaults.js";
import { startPeriodic } from "./periodic.js";

/**
 * While BALANCE_WARN_BELOW is set: reads the account's credit at start and every
 * BALANCE_CHECK_MINUTES, and tells the admins once per crossing below it (credit-crossing.ts).
 * The side last seen is kept in SQL and written after the admins were told: a crash in between
 * tells them once more rather than never. A read that fails says nothing of the side (logged,
 * tried at the next tick), except Error1004/1005, which are the credit refused: below.
 */
export interface BalanceWatchDeps {
  config: Config;
  store: Store;
  ledger: Ledger;
  supplier: Pick<SupplierClient, "getBalance">;
  fluent: Fluent;
  logger: Logger;
  /** Between reads (default BALANCE_CHECK_MINUTES); tests shorten it. */
  everyMs?: number;
}

const SEND_TIMEOUT_SECONDS = 10;
/** The side of BALANCE_WARN_BELOW the credit was last seen on (desk_marks). */
export const CREDIT_SIDE_MARK = "balance-side";

export function startBalanceWatch(deps: BalanceWatchDeps): { stop(): Promise<void> } | null {
  const { config } = deps;
  const warnBelow = config.balance.warnBelow;
  if (warnBelow === null) return null;
  const api = new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds: SEND_TIMEOUT_SECONDS });
  api.config.use(sendDefaults);
  const log = deps.logger.child({ module: "balance-watch" });
  const notices = new AdminNotices({ config, store: deps.store, logger: log });
  notices.attach(api, deps.fluent);
  return startPeriodic(() => watchOnce(deps, warnBelow, notices, log), deps.everyMs ?? config.balance.checkMinutes * 60_000, (err) =>
    log.warn({ err: String(err) }, "the account's credit could not be checked; trying again at the next tick"),
  );
}

async function watchOnce(deps: BalanceWatchDeps, warnBelow: number, notices: AdminNotices, log: Logger): Promise<void> {
  const reading = await readCredit(deps);
  const side = creditSide(reading.credit, warnBelow);
  const { db } = deps.ledger;
  const mark = await readMark(db, CREDIT_SIDE_MARK);
  const previous = CREDIT_SIDES.find((s) => s === mark) ?? null;
  if (crossedBelow(previous, side)) {
    log.warn({ credit: reading.credit, warnBelow, refused: reading.kind }, "the account's credit fell below BALANCE_WARN_BELOW");
    const currency = deps.config.supplier.currency;
    const told = await notices.tell((t, f) => renderBalanceWarning({ credit: reading.credit, refusal: reading.kind ? creditRefusalText(reading.kind, t) : null, currency, warnBelow }, t, f));
    if (!told) return;
  }
  if (side !== previous) await writeMark(db, CREDIT_SIDE_MARK, side);
}

/** The credit, or null with the refusal's kind when the supplier answers Error1004/1005; anything else throws. */
async function readCredit(deps: BalanceWatchDeps): Promise<{ credit: number | null; kind: "NoCredit" | "CreditDueDateReached" | null }> {
  try {
    return { credit: (await deps.supplier.getBalance()).RemainedCredit, kind: null };
  } catch (err) {
    if (err instanceof SupplierError && (err.kind === "NoCredit" || err.kind === "CreditDueDateReached")) return { credit: null, kind: err.kind };
    throw err;
  }
}
