import { randomBytes } from "node:crypto";
import { Composer } from "grammy";
import { parseChangedPeriod, CHANGED_MAX_DAYS } from "../../domain/changed-period.js";
import { readDateWord, todayIn } from "../../domain/dates.js";
import { QUOTE_MAX_AGE_MS, quoteIsStale } from "../../domain/refund.js";
import { buttons } from "../buttons.js";
import { loadDesk } from "../changed/load.js";
import { RUN_AUDIT, scheduleDeskOf } from "../changed/desk.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { onCommand } from "../on-command.js";
import { displayName } from "../render/display-name.js";
import { escapeHtml } from "../render/html.js";
import { flightName, pickPageOf, renderDesk, renderRunPicker, renderRunProgress, renderRunSummary, routeName } from "../render/changed.js";
import { replyRendered } from "../reply.js";
import { notShown } from "../supplier-call.js";

/**
 * /changed [DATE|FROM..TO]: the flights the airline moved (ChangedSchedulePassengers, charter and
 * webservice, and the feed's segment replacements in the ledger), each with its tickets; per flight, a reason-2 refund of all its open tickets with
 * one Confirm, or of the tickets picked. The run itself is the desk's (changed/desk.ts).
 */
export const changedFeature = new Composer<BotContext>();

onCommand(changedFeature, "changed", async (ctx) => {
  if (ctx.chat.type !== "private") return ctx.reply(ctx.t("changed-private-only"));
  const { config, now } = ctx.deps;
  const parsed = parseChangedPeriod(ctx.match, todayIn(config.displayTimezone, now()));
  if (!parsed.ok) {
    const vars = { part: "part" in parsed ? escapeHtml(parsed.part) : "", max: CHANGED_MAX_DAYS };
    return ctx.reply(`${ctx.t(`changed-bad-${parsed.reason}`, vars)}\n${ctx.t("changed-usage", vars)}`);
  }
  await ctx.replyWithChatAction("typing");
  const { flights, supplierFailure } = await loadDesk(ctx, parsed.period);
  if (supplierFailure && flights.length === 0) return ctx.reply(notShown(ctx, supplierFailure, "changed-failed", {}));
  // Without the supplier's list the desk shows what the feed brought, and says so first.
  const note = supplierFailure ? `${notShown(ctx, supplierFailure, "changed-failed", {})}\n${ctx.t("changed-feed-only")}` : null;
  await replyRendered(ctx, renderDesk(flights, parsed.period, ctx.from!.id, { t: ctx.t, f: await formatOf(ctx) }, note));
  return undefined;
});

/** A flight's "all" or "pick": the flight read again, its open tickets put in a draft run. */
onButton(changedFeature, buttons.changedFlight, "agent", async (ctx, { mode, date, key }) => {
  const desk = scheduleDeskOf(ctx.deps);
  if ((mode !== "a" && mode !== "p") || !readDateWord(date, date).ok || !desk) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  if (ctx.chat?.type !== "private") return ctx.reply(ctx.t("changed-private-only"));
  await ctx.replyWithChatAction("typing");
  const loaded = await loadDesk(ctx, { from: date, to: date });
  // A flight the feed brought can still be acted on: each ticket is quoted afresh before its refund.
  const flight = loaded.flights.find((fl) => fl.key === key);
  if (!flight && loaded.supplierFailure) return ctx.reply(notShown(ctx, loaded.supplierFailure, "changed-failed", {}));
  if (!flight) return ctx.reply(ctx.t("changed-flight-gone"));
  const open = flight.tickets.flatMap((tk) => (tk.status === "open" ? [{ pnr: tk.pnr, ticket: tk.ticket, passenger: tk.passenger, amount: tk.amount }] : []));
  const name = `${flightName(flight)} ${routeName(flight)}`;
  if (open.length === 0) return ctx.reply(ctx.t("changed-flight-nothing", { flight: escapeHtml(name) }));
  const id = randomBytes(8).readBigUInt64BE().toString(36).slice(0, 12);
  const { config, now } = ctx.deps;
  const owner = ctx.from!.id;
  await desk.runs.create(
    { id, userId: owner, userName: displayName(ctx.from!), chatId: ctx.chat.id, flight: name, oldTime: flight.oldTime, newTime: flight.newTime, currency: config.supplier.currency, tickets: open, selected: mode === "a" },
    now(),
  );
  const run = (await desk.runs.get(id))!;
  const words = { t: ctx.t, f: await formatOf(ctx) };
  const shown = mode === "a" ? renderRunSummary(run, owner, words) : renderRunPicker(run, owner, words);
  const sent = await ctx.reply(shown.text, { reply_markup: shown.keyboard! });
  await desk.runs.setMessage(id, sent.message_id);
  return undefined;
});

/** A draft's buttons: toggle, all, continue, cancel, and the one Confirm, which starts the run. */
onButton(changedFeature, buttons.changedRun, "agent", async (ctx, { run: id, action, idx }) => {
  const desk = scheduleDeskOf(ctx.deps);
  const run = desk ? await desk.runs.get(id) : null;
  const owner = ctx.from!.id;
  if (!desk || !run || run.userId !== owner) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  if (run.status !== "draft") return ctx.answerCallbackQuery({ text: ctx.t(run.status === "cancelled" ? "changed-button-stale" : "changed-already"), show_alert: true });
  const words = { t: ctx.t, f: await formatOf(ctx) };
  const { now } = ctx.deps;
  if (action === "t" || action === "all" || action === "pg") {
    // "all" and "pg" carry the picker's page; "t" the ticket, whose page stays shown.
    if (action !== "pg" && !(await desk.runs.toggle(id, action === "all" ? "all" : (idx ?? -1)))) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
    await ctx.answerCallbackQuery();
    const shown = renderRunPicker((await desk.runs.get(id))!, owner, words, action === "t" ? pickPageOf(idx ?? 0) : (idx ?? 0));
    return ctx.editMessageText(shown.text, { reply_markup: shown.keyboard! });
  }
  if (action === "x") {
    await desk.runs.cancel(id, now());
    await ctx.answerCallbackQuery();
    return ctx.editMessageText(ctx.t("changed-cancelled"));
  }
  if (action !== "go" && action !== "ok") return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  if (!run.tickets.some((tk) => tk.selected)) return ctx.answerCallbackQuery({ text: ctx.t("changed-pick-one") });
  if (action === "go") {
    await ctx.answerCallbackQuery();
    const shown = renderRunSummary(run, owner, words);
    return ctx.editMessageText(shown.text, { reply_markup: shown.keyboard! });
  }
  // The summary's figures were read when it was made: an old one is made again, as /refund does.
  if (quoteIsStale(Date.parse(run.createdAt), now().getTime())) {
    await desk.runs.cancel(id, now());
    await ctx.answerCallbackQuery();
    return ctx.editMessageText(ctx.t("changed-stale", { minutes: words.f.num(QUOTE_MAX_AGE_MS / 60_000) }));
  }
  if (!(await desk.runs.confirm(id, owner, now()))) return ctx.answerCallbackQuery({ text: ctx.t("changed-already"), show_alert: true });
  await ctx.answerCallbackQuery();
  const messageId = ctx.callbackQuery?.message?.message_id;
  if (messageId !== undefined) await desk.runs.setMessage(id, messageId);
  const started = (await desk.runs.get(id))!;
  await desk.audit(started, RUN_AUDIT.start);
  ctx.log.info({ run: id, tickets: started.tickets.filter((tk) => tk.selected).length }, "schedule-change run confirmed");
  const first = renderRunProgress(started, words).text;
  const shown = await ctx.editMessageText(first).then(
    () => first,
    (err: unknown) => void ctx.log.warn({ err: String(err) }, "could not show the run's first progress"),
  );
  desk.start(id, shown, words.f.lang);
  return undefined;
});
