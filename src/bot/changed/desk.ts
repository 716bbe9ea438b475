import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Language } from "../../domain/languages.js";
import { roleAtLeast } from "../../domain/roles.js";
import { ScheduleRuns, type Run, type RunTicket } from "../../ledger/schedule-runs.js";
import type { Logger } from "../../logger.js";
import { resolveAccess } from "../access.js";
import type { BotDeps, CallContext } from "../context.js";
import { newRef } from "../errors.js";
import { executeRefund, type RefundOutcome } from "../refund/execute.js";
import { refundLedgerOf } from "../refund/ledger.js";
import { takeQuote } from "../refund/quote.js";
import { formatFor } from "../render/format.js";
import { renderRunDraft, renderRunProgress } from "../render/changed.js";
import { splitMessage } from "../render/split.js";
import type { CallFailure } from "../supplier-call.js";
import { ThrottledEdit } from "./throttled-edit.js";
import { claimHolder } from "../../ledger/refund-claims.js";

/**
 * The schedule-change desk's runs, carried out in the background of the bot process: one ticket
 * at a time, each through the refund guard and the one executor (refund/execute.ts), its state
 * written in SQL before its call (ledger/schedule-runs.ts). Progress shows in the run's one
 * message.
 *
 * After a restart an unfinished run is resumed, not only reported: its tickets still queued were
 * confirmed by the agent and each is quoted afresh right before its call (the booking read
 * again, as for any reason-2 refund), so nothing stale is sent; a ticket that was "sending" is
 * "unknown", never sent again, and the message says so (the guard's interrupted entry also tells
 * the agent, refund/interrupted.ts). A graceful stop lets the ticket under way finish and
 * leaves the rest queued: it never makes an unknown.
 */
export interface DeskDeps {
  deps: BotDeps;
  api: Api;
  fluent: Fluent;
  logger: Logger;
  /** The fewest milliseconds between two edits of a progress message. */
  editIntervalMs?: number;
}

const EDIT_INTERVAL_MS = 2000;

/** A run's draft id: the same for all its drafts (each replaces the last), non-zero. */
function draftIdOf(runId: string): number {
  let hash = 0;
  for (const char of runId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 1) || 1;
}
export const RUN_AUDIT = { start: "changed.run-start", resume: "changed.run-resume", end: "changed.run-end" } as const;

const desks = new WeakMap<object, ScheduleDesk>();

/** The desk of a running bot (app.ts starts it); undefined for a bot built without one. */
export function scheduleDeskOf(deps: Pick<BotDeps, "store">): ScheduleDesk | undefined {
  return desks.get(deps.store);
}

export function startScheduleDesk(d: DeskDeps): ScheduleDesk {
  const desk = new ScheduleDesk(d);
  desks.set(d.deps.store, desk);
  return desk;
}

export class ScheduleDesk {
  readonly runs: ScheduleRuns;
  readonly #d: DeskDeps;
  readonly #log: Logger;
  readonly #running = new Map<string, Promise<void>>();
  /** This DATA_DIR on this host: the runs this instance carries out. */
  readonly #holder: string;
  #stopping = false;

  constructor(d: DeskDeps) {
    this.#d = d;
    this.runs = new ScheduleRuns(d.deps.ledger.db);
    this.#holder = claimHolder(d.deps.config.dataDir);
    this.#log = d.logger.child({ module: "changed" });
  }

  /**
   * Carries out a confirmed run in the background, once in this process; `showing` is the text
   * its message shows now, `lang` the language of the screen it was confirmed on (a resumed run
   * takes the user's /lang choice).
   */
  start(id: string, showing?: string, lang?: Language): void {
    if (this.#stopping || this.#running.has(id)) return;
    const job = this.#run(id, showing, lang)
      .catch((err: unknown) => this.#log.error({ err: String(err), run: id }, "a schedule-change run stopped with an error; the next start resumes it"))
      .finally(() => this.#running.delete(id));
    this.#running.set(id, job);
  }

  /**
   * The runs a stop interrupted go on (see above): at start-up this DATA_DIR's own, and later
   * (`lapsed`, while this instance leads) those of an instance that died, unseen for RUN_LEASE_MS.
   */
  async resume(lapsed = false): Promise<void> {
    for (const id of await this.runs.interrupted(this.#d.deps.now(), this.#holder, !lapsed)) {
      if (this.#running.has(id)) continue;
      const run = await this.runs.get(id);
      if (!run) continue;
      this.#log.warn({ run: id, unknown: run.tickets.filter((t) => t.state === "unknown").length }, "resuming a schedule-change run after a restart");
      await this.audit(run, RUN_AUDIT.resume);
      this.start(id);
    }
  }

  /** The ticket under way finishes; the others wait, queued, for the next start. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await Promise.all(this.#running.values());
  }

  async #run(id: string, showing?: string, confirmedIn?: Language): Promise<void> {
    const { deps, fluent } = this.#d;
    // Another instance may carry it out already (a resumed run, a re-delivered Confirm).
    if (!(await this.runs.own(id, this.#holder, deps.now()))) return;
    let run = await this.runs.get(id);
    if (run?.status !== "running") return;
    const lang = confirmedIn ?? deps.store.settings.getLanguage(run.userId) ?? "en";
    const t = fluent.withLocale(lang);
    const f = formatFor({ lang, digits: deps.store.settings.getDigits(run.userId), timeZone: deps.config.displayTimezone, t });
    const words = { t, f };
    const interval = this.#d.editIntervalMs ?? EDIT_INTERVAL_MS;
    const progress = new ThrottledEdit((text) => this.#edit(run!, text), interval, Date.now, showing ?? null);
    progress.show(renderRunProgress(run, words).text);
    // In the agent's private chat, with rich messages: the ticket under way streamed as a draft
    // where they are reading, and the end said in a message of its own (which ends the draft).
    const drafted = deps.rich.on && run.chatId > 0;
    const draftId = draftIdOf(run.id);
    const drafts = new ThrottledEdit((text) => deps.rich.draft(this.#d.api, run!.chatId, draftId, text, lang !== "en"), interval);
    const streamDraft = () => {
      const text = drafted ? renderRunDraft(run!, words) : null;
      if (text) drafts.show(text);
    };
    streamDraft();
    for (const ticket of run.tickets) {
      if (ticket.state !== "queued") continue;
      if (this.#stopping) return;
      // Still ours: an instance that took a run over whose owner it thought dead carries it on.
      if (!(await this.runs.own(id, this.#holder, deps.now()))) return void this.#log.warn({ run: id }, "another instance carries this schedule-change run on");
      const access = resolveAccess(deps, run.userId);
      if (access.role === null || !roleAtLeast(access.role, "agent")) {
        // Demoted since Confirm: nothing more is sent for them.
        await this.runs.settle(id, ticket.idx, { state: "refused", detail: "role" }, deps.now());
      } else {
        const ctx: CallContext = { deps, access, t, ref: newRef(), log: this.#log.child({ run: id }) };
        await this.#send(run, ticket, ctx);
      }
      run = (await this.runs.get(id))!;
      progress.show(renderRunProgress(run, words).text);
      streamDraft();
    }
    await this.runs.finish(id, deps.now());
    run = (await this.runs.get(id))!;
    const shown = renderRunProgress(run, words);
    // A draft still waiting its turn is dropped: the run's last message ends the draft, none may
    // follow it. That message comes before the last edit, so that whoever waits for the edit
    // finds the chat quiet after it.
    await drafts.cancel();
    const send = (part: string) => this.#d.api.sendMessage(run!.chatId, part).catch((err: unknown) => this.#log.warn({ err: String(err) }, "could not send a run's last message"));
    if (drafted && !shown.full) await send(f.rtlLines(`${shown.text.split("\n")[0]}\n${t("changed-run-see-above")}`));
    await progress.final(shown.text);
    await this.audit(run, RUN_AUDIT.end);
    for (const part of shown.full ? splitMessage(shown.full) : []) await send(part);
  }

  /** Quote (the booking read again), mark "sending", then the executor; the outcome written after. */
  async #send(run: Run, ticket: RunTicket, ctx: CallContext): Promise<void> {
    const { deps } = this.#d;
    const { pnr } = ticket;
    const quote = await takeQuote(deps, ctx, pnr, [ticket.ticket], 2);
    if (!quote.ok) {
      // Nothing was sent: a ticket refunded meanwhile comes back as not open (TicketNotFound).
      const detail = quote.failure.type === "supplier" && quote.failure.kind === "TicketNotFound" ? "refunded" : failureDetail(quote.failure);
      await this.runs.settle(run.id, ticket.idx, { state: "refused", detail }, deps.now());
      return;
    }
    if (!(await this.runs.sending(run.id, ticket.idx, deps.now()))) return;
    const remarks = `Schedule change: ${run.flight} ${run.oldTime} -> ${run.newTime}`;
    const order = { pnr, quote: quote.value, remarks, userId: run.userId, userName: run.userName, waiver: "supplier lists a schedule change" as const };
    let outcome: RefundOutcome;
    try {
      outcome = await executeRefund(deps, refundLedgerOf(deps), ctx, order);
    } catch {
      // Thrown before DoRefund: the guard's entry could not be written, nothing was sent.
      await this.runs.settle(run.id, ticket.idx, { state: "refused", detail: "not-saved" }, deps.now());
      return;
    }
    await this.runs.settle(run.id, ticket.idx, settlementOf(outcome), deps.now());
  }

  async #edit(run: Run, text: string): Promise<void> {
    try {
      if (run.messageId !== null) {
        await this.#d.api.editMessageText(run.chatId, run.messageId, text);
        return;
      }
      const sent = await this.#d.api.sendMessage(run.chatId, text);
      run.messageId = sent.message_id;
      await this.runs.setMessage(run.id, sent.message_id);
    } catch (err) {
      // The run goes on: its state is in SQL, the next edit shows it.
      this.#log.warn({ err: String(err), run: run.id }, "could not show a run's progress");
    }
  }

  /** Audits a run's start, resumption or end with its counts and tracking codes. */
  async audit(run: Run, action: string): Promise<void> {
    const chosen = run.tickets.filter((t) => t.state !== "skipped");
    const count = (state: RunTicket["state"]) => chosen.filter((t) => t.state === state).length;
    await this.#d.deps.store.audit
      .append({
        userId: run.userId,
        action,
        userName: run.userName,
        run: run.id,
        flight: run.flight,
        pnrs: [...new Set(chosen.map((t) => t.pnr))],
        tickets: chosen.length,
        done: count("done"),
        refused: count("refused"),
        unknown: count("unknown"),
        trackingCodes: chosen.flatMap((t) => (t.trackingCode ? [t.trackingCode] : [])),
      })
      .catch((err: unknown) => this.#log.error({ err: String(err), run: run.id }, "could not audit a schedule-change run"));
  }
}

function settlementOf(outcome: RefundOutcome): { state: "done" | "refused" | "unknown"; trackingCode?: string | null; detail?: string } {
  if (outcome.result === "ok") return { state: "done", trackingCode: outcome.trackingCode };
  if (outcome.result === "unknown") return outcome.said ? { state: "unknown", detail: `supplier:${outcome.said}` } : { state: "unknown" };
  if (outcome.result === "blocked") return { state: "refused", detail: outcome.conflict.result === "ok" ? "refunded" : "held" };
  return { state: "refused", detail: failureDetail(outcome.failure) };
}

/** Stored plain, escaped when shown (render/changed.ts). */
function failureDetail(failure: CallFailure): string {
  return failure.type === "supplier" ? `supplier:${failure.message ?? failure.code}` : `ref:${failure.ref}`;
}
