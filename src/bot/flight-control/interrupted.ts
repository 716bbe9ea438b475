import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../../config.js";
import { interruptedProposals, moveProposal } from "../../ledger/flight-proposals.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { Store } from "../../store/store.js";
import { renderOutcome } from "../render/flight-control.js";
import { wordsOf } from "../words-of.js";

/**
 * At start-up no flight Update is under way, so an approved proposal still "sending" was cut off
 * around its Update (outcome unknown) and one "checking" before its read-back (accepted, not
 * checked). Each is settled as such, audited, and its maker and checker are told: the change is
 * never sent again on its own.
 */
export async function reportInterruptedFlightChanges(deps: { config: Config; store: Store; ledger: Ledger }, api: Api, fluent: Fluent, log: Logger): Promise<void> {
  for (const p of await interruptedProposals(deps.ledger.db)) {
    const state = p.state === "checking" ? "unchecked" : "unknown";
    const detail = { interrupted: true };
    if (!(await moveProposal(deps.ledger.db, p.id, p.state, state, detail))) continue;
    log.warn({ proposal: p.id, was: p.state }, "a flight change was interrupted by a stop: reported, not sent again");
    await deps.store.audit.append({ userId: 0, action: "flight.outcome", proposal: p.id, result: state, interrupted: true });
    for (const admin of new Set([p.proposer.id, ...(p.decider ? [p.decider.id] : [])])) {
      try {
        await api.sendMessage(admin, renderOutcome({ ...p, state, detail }, wordsOf(deps, fluent, admin)));
      } catch (err) {
        log.warn({ admin, err: String(err) }, "could not tell an admin about an interrupted flight change");
      }
    }
  }
}
