import { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import { dueDigestDay } from "../domain/digest-schedule.js";
import { followExpired, pendingLineCutoff, PENDING_LINE_TIME } from "../domain/refund-follow.js";
import { classifySendFailure } from "./send-failure.js";
import { readMark, writeMark } from "../ledger/desk-marks.js";
import { freeRejectedClaims } from "../ledger/refund-claims.js";
import type { Ledger } from "../ledger/ledger.js";
import {
  markAudited,
  markTold,
  openFollows,
  pendingBefore,
  recordCheck,
  recordDecision,
  recordExpiry,
  unfinishedDecisions,
  type FollowedRefund,
} from "../ledger/refund-follow.js";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import type { SupplierClient } from "../supplier/client.js";
import { refundOutcome } from "../supplier/schemas/refund.js";
import { AdminNotices } from "../bot/admin-notice.js";
import { formatFor } from "../bot/render/format.js";
import { renderFollowOutcome, renderPendingLine } from "../bot/render/refund-follow.js";
import { sendDefaults } from "../bot/send-defaults.js";
import { chatOutlet, RichMessages } from "../bot/rich-messages.js";
import type { Rendered } from "../bot/render/types.js";
import { startPeriodic } from "./periodic.js";
import { claimSend, claimSent, releaseSend, type SendKind } from "../ledger/send-claims.js";
import { instanceName } from "./leader.js";
import { runOfFollow, runSummariesDue } from "../ledger/run-outcomes.js";
import { ScheduleRuns } from "../ledger/schedule-runs.js";
import { renderRunOutcomes } from "../bot/render/changed-outcomes.js";

/**
 * Follows every refund that answered a TrackingCode (follow.ts registers them) to its outcome:
 * each tick (at start, then every REFUND_FOLLOW_MINUTES) asks GetStatus of each open one, for up
 * to FOLLOW_DAYS; then sends the admins' daily line of refunds pending too long.
 *
 * An outcome goes through three steps, each recorded in SQL once done:
 * 1. decided_at: the outcome as the supplier sent it, before anything else, so that nothing
 *    learnt is lost and the supplier is not asked again;
 * 2. audited_at: the audit entry written;
 * 3. told_at: the agent told, written right after Telegram took the message (claimed in
 *    send_claims before it is sent: one instance tells, even while two lead for a moment). The
 *    refunds of a schedule-change run are told together, one summary once all have an outcome.
 * A crash before step 3 is written makes the next tick do what is left: the agent is never left
 * untold. Telegram's sendMessage cannot be made idempotent, so a kill in the instant between
 * Telegram's answer and the write of told_at sends the message once more; recording told_at
 * before sending would instead lose it for good in the same instant. Losing an outcome (a
 * passenger not called back) is the worse of the two, as for the daily digest. A graceful stop
 * waits for the tick, so only a kill can do it.
 */
export interface FollowLoopDeps {
  config: Config;
  store: Store;
  ledger: Ledger;
  supplier: Pick<SupplierClient, "getRefundStatus">;
  fluent: Fluent;
  now: () => Date;
  logger: Logger;
  /** Between ticks (default REFUND_FOLLOW_MINUTES); tests shorten it. */
  everyMs?: number;
}

const SEND_TIMEOUT_SECONDS = 10;
/** The day of the last daily line of pending refunds (desk_marks). */
export const PENDING_LINE_MARK = "refund-pending-line-day";

export function startRefundFollow(deps: FollowLoopDeps): { stop(): Promise<void> } {
  const { config } = deps;
  const api = new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds: SEND_TIMEOUT_SECONDS });
  api.config.use(sendDefaults);
  const log = deps.logger.child({ module: "refund-follow" });
  const notices = new AdminNotices({ config, store: deps.store, logger: log });
  notices.attach(api, deps.fluent);
  // Its own choice of form: this loop sends with an Api of its own.
  const loop: Loop = { ...deps, rich: new RichMessages(config.richMessages, log) };
  const work = async (signal: AbortSignal) => {
    await followAll(loop, api, log, signal);
    if (!signal.aborted) await pendingLine(deps, notices, log);
  };
  return startPeriodic(work, deps.everyMs ?? config.refundFollowMinutes * 60_000, (err) =>
    log.error({ err: String(err) }, "the refund follow-up failed; trying again at the next tick"),
  );
}

/** What the loop sends with: the deps and the form its messages take. */
type Loop = FollowLoopDeps & { rich: RichMessages };

async function followAll(deps: Loop, api: Api, log: Logger, signal: AbortSignal): Promise<void> {
  for (const r of await openFollows(deps.ledger.db)) {
    if (signal.aborted) return;
    // One refund's failure (the supplier, the database) leaves the others to be followed.
    await check(deps, r, log).catch((err: unknown) => log.warn({ trackingCode: r.trackingCode, err: String(err) }, "could not check a refund's status"));
  }
  for (const r of await unfinishedDecisions(deps.ledger.db)) {
    if (signal.aborted) return;
    await finish(deps, api, r, log).catch((err: unknown) => log.warn({ trackingCode: r.trackingCode, err: String(err) }, "could not report a refund's outcome"));
  }
  await summarizeRuns(deps, api, log, signal);
}

async function check(deps: FollowLoopDeps, r: FollowedRefund, log: Logger): Promise<void> {
  const { db } = deps.ledger;
  const at = deps.now();
  if (followExpired(r.requestedAt, at)) {
    await recordExpiry(db, r.trackingCode, at.toISOString());
    return void log.info({ trackingCode: r.trackingCode }, "a refund had no outcome within the follow period; no longer followed");
  }
  const answer = await deps.supplier.getRefundStatus(r.trackingCode);
  const outcome = refundOutcome(answer.Status);
  if (outcome !== "confirmed" && outcome !== "rejected") return recordCheck(db, r.trackingCode, answer.Status, at.toISOString());
  await recordDecision(db, r.trackingCode, {
    outcome,
    status: answer.Status,
    refundedAmount: answer.RefundedAmount,
    remarks: answer.Remarks ?? answer.StatusDesc ?? null,
    at: at.toISOString(),
  });
  log.info({ trackingCode: r.trackingCode, outcome }, "a followed refund was decided");
}

/** Steps 2 and 3 of an outcome, whichever are left. */
async function finish(deps: Loop, api: Api, r: FollowedRefund, log: Logger): Promise<void> {
  const { db } = deps.ledger;
  if (r.auditedAt === null) {
    // The bot learnt it (user 0); the refund's own entry names the agent.
    await deps.store.audit.append({
      userId: 0,
      action: `refund.${r.outcome}`,
      agentId: r.userId,
      pnr: r.pnr,
      tickets: r.tickets,
      trackingCode: r.trackingCode,
      status: r.status,
      refundedAmount: r.refundedAmount,
      currency: r.currency,
      remarks: r.remarks,
      refundEntry: r.auditId,
    });
    // Every instance's guard: the ticket is the passenger's again.
    if (r.outcome === "rejected") await freeRejectedClaims(db, r.pnr, r.trackingCode);
    await markAudited(db, r.trackingCode, deps.now().toISOString());
  }
  // A schedule-change run's refunds are told together, in its summary (summarizeRuns).
  if (r.toldAt !== null || (await runOfFollow(db, r)) !== null) return;
  const words = wordsFor(deps, r.userId);
  await tellOnce(deps, api, log, { kind: "refund-outcome", key: r.trackingCode, userId: r.userId, rendered: { text: renderFollowOutcome(r, words.t, words.f) }, codes: [r.trackingCode] });
}

/** One message per finished schedule-change run whose refunds all have their outcome (ledger/run-outcomes.ts). */
async function summarizeRuns(deps: Loop, api: Api, log: Logger, signal: AbortSignal): Promise<void> {
  const { db } = deps.ledger;
  const runs = new ScheduleRuns(db);
  for (const { runId, follows } of await runSummariesDue(db)) {
    if (signal.aborted) return;
    const run = await runs.get(runId);
    if (!run) continue;
    const rendered = renderRunOutcomes(run, follows, wordsFor(deps, run.userId));
    await tellOnce(deps, api, log, { kind: "run-outcomes", key: runId, userId: run.userId, rendered, codes: follows.map((r) => r.trackingCode) }).catch((err: unknown) =>
      log.warn({ run: runId, err: String(err) }, "could not report a schedule-change run's outcomes"),
    );
  }
}

function wordsFor(deps: FollowLoopDeps, userId: number) {
  const { store, config } = deps;
  const lang = store.settings.getLanguage(userId) ?? "en";
  const t = deps.fluent.withLocale(lang);
  return { t, f: formatFor({ lang, digits: store.settings.getDigits(userId), timeZone: config.displayTimezone, t }) };
}

/**
 * Sends `parts` to the agent once, even while two instances lead for a moment (claimed in
 * send_claims, src/ledger/send-claims.ts), then marks the refunds of `codes` told.
 */
async function tellOnce(deps: Loop, api: Api, log: Logger, m: { kind: SendKind; key: string; userId: number; rendered: Rendered; codes: string[] }): Promise<void> {
  const { db } = deps.ledger;
  const holder = instanceName();
  if (!(await claimSend(db, m.kind, m.key, holder, deps.now().getTime()))) return;
  try {
    await deps.rich.send(chatOutlet(api, m.userId), m.rendered);
  } catch (error) {
    const failure = classifySendFailure(error);
    // The agent blocked the bot, or Telegram refuses the message: it would refuse it every tick.
    if (failure.kind !== "gone" && failure.kind !== "rejected") {
      await releaseSend(db, m.kind, m.key, holder).catch(() => undefined);
      throw error;
    }
    log.warn({ [m.kind]: m.key, failure: failure.kind }, "the agent cannot be told of a refund's outcome; it stays in the audit");
  }
  for (const code of m.codes) await markTold(db, code, deps.now().toISOString());
  await claimSent(db, m.kind, m.key, deps.now().getTime());
}

/**
 * Once a day at PENDING_LINE_TIME in DISPLAY_TIMEZONE (caught up within hours after a stop, as the
 * digest is): admins read which refunds are pending longer than PENDING_LINE_AFTER_DAYS. The day
 * is marked once admins got it, or when there is nothing to say.
 */
async function pendingLine(deps: FollowLoopDeps, notices: AdminNotices, log: Logger): Promise<void> {
  const { db } = deps.ledger;
  const now = deps.now();
  const day = dueDigestDay({ time: PENDING_LINE_TIME, lastDay: (await readMark(db, PENDING_LINE_MARK)) ?? "" }, deps.config.displayTimezone, now);
  if (day === null) return;
  const rows = await pendingBefore(db, pendingLineCutoff(now));
  if (rows.length > 0 && !(await notices.tell((t, f) => renderPendingLine(rows, now, t, f)))) {
    return void log.warn({ day }, "no admin could be told of the refunds pending too long; trying again at the next tick");
  }
  await writeMark(db, PENDING_LINE_MARK, day);
}
