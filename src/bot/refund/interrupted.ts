import type { Api } from "grammy";
import type { Kysely } from "kysely";
import { claimHolder, interruptedClaims } from "../../ledger/refund-claims.js";
import type { LedgerTables } from "../../ledger/schema.js";
import type { Fluent } from "@grammyjs/i18n";
import { AUDIT_CAP, type Store } from "../../store/store.js";
import type { Logger } from "../../logger.js";
import { escapeHtml } from "../render/html.js";
import { asRefundEntry } from "./ledger.js";

/**
 * At start-up no DoRefund is under way, so a "pending" refund entry is one whose call was cut
 * off when the bot stopped: its outcome is unknown. The entry says so, and the agent who sent
 * it is told right away rather than when they next touch the flow (the Confirm button was
 * already gone).
 */
export async function reportInterruptedRefunds(deps: { store: Store; ledger: { db: Kysely<LedgerTables> }; config: { dataDir: string } }, api: Api, fluent: Fluent, log: Logger): Promise<void> {
  const { store } = deps;
  // This DATA_DIR's claims only: another instance's pending claim is a call under way there.
  await interruptedClaims(deps.ledger.db, claimHolder(deps.config.dataDir));
  for (const entry of store.audit.latest(AUDIT_CAP)) {
    const refund = asRefundEntry(entry);
    if (refund?.result !== "pending") continue;
    await store.audit.update(refund.id, { result: "unknown", detail: "interrupted: the bot stopped during the call" });
    log.warn({ entry: refund.id, pnr: refund.pnr }, "a refund was interrupted by a stop: outcome unknown");
    const t = fluent.withLocale(store.settings.getLanguage(refund.userId) ?? "en");
    const text = t("refund-interrupted", { pnr: escapeHtml(refund.pnr), tickets: refund.tickets.map(escapeHtml).join(", ") });
    try {
      await api.sendMessage(refund.userId, text);
    } catch (err) {
      log.warn({ userId: refund.userId, err: String(err) }, "could not tell the agent about an interrupted refund");
    }
  }
}
