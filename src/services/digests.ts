import { Api, InputFile } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dueDigestDay, reportedDay } from "../domain/digest-schedule.js";
import { dueReportDay, type ReportPeriod } from "../domain/report-schedule.js";
import { writeXlsx, type XlsxBook } from "../desk/export/xlsx.js";
import type { Format } from "../bot/render/format.js";
import { reportBook, renderReport } from "../bot/render/report.js";
import type { SalesView } from "../bot/render/sales.js";
import type { Translate } from "../bot/render/types.js";
import type { DigestMessages } from "../bot/render/digest.js";
import { reportView } from "./report-view.js";
import { salesBounds } from "../domain/sales-bounds.js";
import { classifySendFailure } from "./send-failure.js";
import type { Ledger } from "../ledger/ledger.js";
import { salesReport } from "../ledger/sales.js";
import type { Logger } from "../logger.js";
import type { Store, Subscription } from "../store/store.js";
import { resolveAccess } from "../bot/access.js";
import { renderDigest } from "../bot/render/digest.js";
import { formatFor } from "../bot/render/format.js";
import { salesChart } from "../bot/render/sales-chart.js";
import { sendDefaults } from "../bot/send-defaults.js";
import { startPeriodic } from "./periodic.js";
import { claimSend, claimSent, releaseSend } from "../ledger/send-claims.js";
import { instanceName } from "./leader.js";

/**
 * Sends each daily digest and each daily or weekly sales report when its time comes
 * (src/domain/digest-schedule.ts, report-schedule.ts), reading the ledger; a report's Excel file
 * follows its chart. A tick runs at start, so a digest due while the bot was down goes out once, and then
 * every `tickMs`. The day is recorded after Telegram took the photo: a crash between the two is
 * the one case that sends a day twice, preferred to losing it. A summary too long for the caption
 * follows the photo as messages; one of them failing is logged, not retried (that would send the
 * photo again), and the caption's /sales command still leads to the report.
 */
export interface DigestDeps {
  config: Config;
  store: Store;
  ledger: Ledger;
  fluent: Fluent;
  now: () => Date;
  logger: Logger;
  /** How often due digests are looked for (default 30 s). */
  tickMs?: number;
}

const TICK_MS = 30_000;
/** A chart takes a few seconds at most to upload; a stuck call is given up and tried at the next tick. */
const SEND_TIMEOUT_SECONDS = 30;

export function startDigests(deps: DigestDeps): { stop(): Promise<void> } {
  const { config, logger } = deps;
  const api = new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds: SEND_TIMEOUT_SECONDS });
  api.config.use(sendDefaults);
  const log = logger.child({ module: "digest" });
  return startPeriodic((signal) => sendDue(deps, api, log, signal), deps.tickMs ?? TICK_MS, (err) =>
    log.error({ err: String(err) }, "the daily digests could not be sent; trying again at the next tick"),
  );
}

async function sendDue(deps: DigestDeps, api: Api, log: Logger, signal: AbortSignal): Promise<void> {
  const { store, config } = deps;
  const zone = config.displayTimezone;
  for (const s of store.subscriptions.list()) {
    if (signal.aborted) return;
    if (!s.digest) continue;
    // A private digest stops the moment its user loses access; groups are the admins' (see alerts.ts).
    if (s.chatId > 0 && resolveAccess(deps, s.chatId).role === null) continue;
    const day = s.report ? dueReportDay(s.report.period, s.digest, zone, deps.now()) : dueDigestDay(s.digest, zone, deps.now());
    if (day === null) continue;
    await sendOne(deps, api, log, s, day);
  }
}

/**
 * Claimed in the ledger first (src/ledger/send-claims.ts): a day's digest goes from one instance,
 * once, even while two lead for a moment; one that did not go out is given back for the next tick.
 */
async function sendOne(deps: DigestDeps, api: Api, log: Logger, s: Subscription, day: string): Promise<void> {
  const { db } = deps.ledger;
  const key = `${s.id}:${day}`;
  const kind = s.report ? "report" : "digest";
  const holder = instanceName();
  if (!(await claimSend(db, kind, key, holder, deps.now().getTime()))) return;
  let done: boolean;
  try {
    done = await sendClaimed(deps, api, log, s, day);
  } catch (error) {
    // The report or the chart could not be made (the database away): tried again at the next tick.
    await releaseSend(db, kind, key, holder).catch(() => undefined);
    throw error;
  }
  if (!done) return releaseSend(db, kind, key, holder);
  // The day first: a claim left unsent by a crash here is claimed again, and finds the day done.
  await deps.store.subscriptions.digestSent(s.id, day);
  await claimSent(db, kind, key, deps.now().getTime());
}

/** Makes and sends the digest; false when it is to be tried again at the next tick, true when it is done with (sent, or let go). */
async function sendClaimed(deps: DigestDeps, api: Api, log: Logger, s: Subscription, day: string): Promise<boolean> {
  const { store, config } = deps;
  const group = s.chatId < 0;
  const lang = (!group && store.settings.getLanguage(s.chatId)) || s.language;
  const t = deps.fluent.withLocale(lang);
  const f = formatFor({ lang, digits: group ? "native" : store.settings.getDigits(s.chatId), timeZone: config.displayTimezone, t });
  // As under alerts: in a group, the button is the subscriber's.
  const owner = s.chatId > 0 ? s.chatId : s.createdBy;
  const { view, messages, book } = s.report ? await reportMessages(deps, { ...s, report: s.report }, day, owner, t, f) : await digestMessages(deps, s, day, owner, t, f);
  const reported = view.firstDate === view.lastDate ? view.firstDate : `${view.firstDate}..${view.lastDate}`;
  const { caption, keyboard, followUp } = messages;
  const where = { chatId: s.chatId, subscription: s.id, day, reported };
  const place = s.threadId !== undefined ? { message_thread_id: s.threadId } : {};
  try {
    await api.sendPhoto(s.chatId, new InputFile(await salesChart(view, t, f), `sales-${reported}.png`), { caption, parse_mode: "HTML", reply_markup: keyboard, ...place });
  } catch (error) {
    const failure = classifySendFailure(error);
    if (failure.kind === "gone") {
      // A group's are kept as stopped: admins are told when the removal's update comes (features/alerts.ts).
      const removed = group ? ((await store.subscriptions.stopGroup(s.chatId, undefined, deps.now()))?.subscriptions.length ?? 0) : await store.subscriptions.removeChat(s.chatId);
      log.warn({ ...where, reason: failure.reason, subscriptions: removed }, "the digest's chat is gone: its subscriptions stopped");
      return true;
    }
    if (failure.kind === "moved") {
      await store.subscriptions.moveChat(s.chatId, failure.toChatId);
      return false;
    }
    if (failure.kind === "topic-gone" && s.threadId !== undefined) {
      await store.subscriptions.leaveTopic(s.chatId, s.threadId);
      return false;
    }
    if (failure.kind !== "rejected") {
      log.warn({ ...where, failure: failure.kind }, "the digest was not sent; trying again at the next tick");
      return false;
    }
    // Telegram would refuse it again: the day is let go rather than tried every tick.
    log.error({ ...where, reason: failure.reason }, "Telegram refused the digest; this day is skipped");
    return true;
  }
  try {
    for (const part of followUp) await api.sendMessage(s.chatId, part, place);
    if (book) await sendBook(api, s.chatId, book, `sales-report-${reported}.xlsx`, place);
  } catch (error) {
    log.warn({ ...where, failure: classifySendFailure(error).kind }, "the digest's chart went out but its summary or file did not follow");
    return true;
  }
  log.info({ ...where, parts: 1 + followUp.length + (book ? 1 : 0), kind: s.report ? "report" : "digest" }, "digest sent");
  return true;
}

interface Prepared {
  view: SalesView;
  messages: DigestMessages;
  /** The report's Excel file, sent after the chart. */
  book?: XlsxBook;
}

async function digestMessages(deps: DigestDeps, s: Subscription, day: string, owner: number, t: Translate, f: Format): Promise<Prepared> {
  const reported = reportedDay(day, s.digest!.time);
  const bounds = salesBounds(reported, reported, f.timeZone);
  const report = await salesReport(deps.ledger, { bounds, filter: {} });
  const view = { report, firstDate: reported, lastDate: reported, bucketStarts: bounds.slice(0, -1), filter: {} };
  return { view, messages: renderDigest(view, owner, t, f) };
}

async function reportMessages(deps: DigestDeps, s: Subscription & { report: { period: ReportPeriod } }, day: string, owner: number, t: Translate, f: Format): Promise<Prepared> {
  const view = await reportView(deps.ledger, s, day, f.timeZone);
  return { view, messages: renderReport(view, owner, t, f), book: reportBook(view, t, f) };
}

/** Writes the workbook to a file of its own and sends it; the file goes either way. */
async function sendBook(api: Api, chatId: number, book: XlsxBook, name: string, place: { message_thread_id?: number }): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "flightdesk-report-"));
  try {
    const file = join(dir, name);
    await writeXlsx(book, file);
    await api.sendDocument(chatId, new InputFile(file, name), place);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
