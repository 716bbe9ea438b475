import { Api, InputFile } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../../config.js";
import { dueDigestDay, reportedDay } from "../../domain/digest-schedule.js";
import { salesBounds } from "../../domain/sales-bounds.js";
import { classifySendFailure } from "../../events/send-failure.js";
import type { Ledger } from "../../ledger/ledger.js";
import { salesReport } from "../../ledger/sales.js";
import type { Logger } from "../../logger.js";
import type { Store, Subscription } from "../../store/store.js";
import { resolveAccess } from "../access.js";
import { renderDigest } from "../render/digest.js";
import { formatFor } from "../render/format.js";
import { salesChart } from "../render/sales-chart.js";
import { sendDefaults } from "../send-defaults.js";
import { startPeriodic } from "../periodic.js";

/**
 * Sends each daily digest when its time comes (src/domain/digest-schedule.ts), reading the
 * ledger. A tick runs at start, so a digest due while the bot was down goes out once, and then
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
    const day = dueDigestDay(s.digest, zone, deps.now());
    if (day === null) continue;
    await sendOne(deps, api, log, s, day);
  }
}

/**
 * Claimed first (src/store/subscriptions.ts claimDigest), then sent: a day's digest goes at most
 * once, whichever instance leads; one that was not sent is given back to be tried at the next
 * tick. A crash in the second between the claim and the send loses that day's.
 */
async function sendOne(deps: DigestDeps, api: Api, log: Logger, s: Subscription, day: string): Promise<void> {
  const { store } = deps;
  const before = s.digest!.lastDay;
  if (!(await store.subscriptions.claimDigest(s.id, day))) return;
  const retry = () => store.subscriptions.unclaimDigest(s.id, day, before);
  try {
    await sendClaimed(deps, api, log, s, day, retry);
  } catch (error) {
    // The report or the chart could not be made (the database away): tried again at the next tick.
    await retry().catch(() => undefined);
    throw error;
  }
}

/** The claimed digest, made and sent; `retry` gives the day back when it did not go out. */
async function sendClaimed(deps: DigestDeps, api: Api, log: Logger, s: Subscription, day: string, retry: () => Promise<void>): Promise<void> {
  const { store, config } = deps;
  const group = s.chatId < 0;
  const lang = (!group && store.settings.getLanguage(s.chatId)) || s.language;
  const t = deps.fluent.withLocale(lang);
  const f = formatFor({ lang, digits: group ? "native" : store.settings.getDigits(s.chatId), timeZone: config.displayTimezone, t });
  const reported = reportedDay(day, s.digest!.time);
  const bounds = salesBounds(reported, reported, f.timeZone);
  const report = await salesReport(deps.ledger, { bounds, filter: {} });
  const view = { report, firstDate: reported, lastDate: reported, bucketStarts: bounds.slice(0, -1), filter: {} };
  const where = { chatId: s.chatId, subscription: s.id, day, reported };
  // As under alerts: in a group, the button is the subscriber's.
  const { caption, keyboard, followUp } = renderDigest(view, s.chatId > 0 ? s.chatId : s.createdBy, t, f);
  const place = s.threadId !== undefined ? { message_thread_id: s.threadId } : {};
  try {
    await api.sendPhoto(s.chatId, new InputFile(await salesChart(view, t, f), `sales-${reported}.png`), { caption, parse_mode: "HTML", reply_markup: keyboard, ...place });
  } catch (error) {
    const failure = classifySendFailure(error);
    if (failure.kind === "gone") {
      // A group's are kept as stopped: admins are told when the removal's update comes (features/alerts.ts).
      const removed = group ? ((await store.subscriptions.stopGroup(s.chatId, undefined, deps.now()))?.subscriptions.length ?? 0) : await store.subscriptions.removeChat(s.chatId);
      return void log.warn({ ...where, reason: failure.reason, subscriptions: removed }, "the digest's chat is gone: its subscriptions stopped");
    }
    if (failure.kind === "moved") {
      await retry();
      return void (await store.subscriptions.moveChat(s.chatId, failure.toChatId));
    }
    if (failure.kind === "topic-gone" && s.threadId !== undefined) {
      await retry();
      return void (await store.subscriptions.leaveTopic(s.chatId, s.threadId));
    }
    if (failure.kind !== "rejected") {
      await retry();
      return void log.warn({ ...where, failure: failure.kind }, "the digest was not sent; trying again at the next tick");
    }
    // Telegram would refuse it again: the day is let go (it stays claimed) rather than tried every tick.
    return void log.error({ ...where, reason: failure.reason }, "Telegram refused the digest; this day is skipped");
  }
  try {
    for (const part of followUp) await api.sendMessage(s.chatId, part, place);
  } catch (error) {
    return void log.warn({ ...where, failure: classifySendFailure(error).kind }, "the digest's chart went out but its summary did not follow");
  }
  log.info({ ...where, parts: 1 + followUp.length }, "digest sent");
}
