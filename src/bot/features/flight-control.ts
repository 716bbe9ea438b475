import { Composer } from "grammy";
import { daysBetween, readDateWord, todayIn } from "../../domain/dates.js";
import { FLIGHT_LIST_LAG_MS } from "../../domain/flight-control.js";
import { parseFlightDateArgs } from "../../domain/flight-date-args.js";
import { parseFlightRef } from "../../domain/flight-ref.js";
import { decideProposal, expireProposal, getProposal, type FlightProposal } from "../../ledger/flight-proposals.js";
import type { ControlledFlight } from "../../supplier/client.js";
import { buttons } from "../buttons.js";
import type { BotContext } from "../context.js";
import { carryOut } from "../flight-control/carry-out.js";
import { approvalBar } from "../flight-control/checker.js";
import { propose, waitingWords } from "../flight-control/propose.js";
import { readFlightById, readFlightsByRef, soldSeats, type FlightPlace } from "../flight-control/read.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { onCommand } from "../on-command.js";
import { displayName } from "../render/display-name.js";
import { changeText, decidedText, renderFlightScreen, renderOutcome } from "../render/flight-control.js";
import { escapeHtml, plainText } from "../render/html.js";
import type { Translate } from "../render/types.js";
import type { Format } from "../render/format.js";
import { replyRendered } from "../reply.js";
import { wordsOf } from "../words-of.js";
import { FLIGHT_CAPACITY_FLOW } from "./flight-capacity-flow.js";
import { auditBy } from "../audit-by.js";

/**
 * Flight control (FLIGHT_CONTROL=on; the command table leaves it out otherwise): /flight FLIGHT
 * DATE or a flight's button on /flights shows the flight as Bot Flight GetList reads it, with
 * 🔒/🔓 and ✏️. An admin proposes (flight-control/propose.ts); another admin approves or rejects
 * from their private chat; an approval is carried out at once (flight-control/carry-out.ts) and
 * both admins read where it ended.
 */
export const flightControlFeature = new Composer<BotContext>();

onCommand(flightControlFeature, "flight", async (ctx) => {
  const today = todayIn(ctx.deps.config.displayTimezone, ctx.deps.now());
  const asked = parseFlightDateArgs(ctx.match, today);
  if (!asked.ok) return ctx.reply(asked.reason === "usage" ? ctx.t("flight-usage") : `${ctx.t(`flight-error-${asked.reason}`)}\n${ctx.t("flight-usage")}`);
  const f = await formatOf(ctx);
  if (daysBetween(today, asked.date) < 0) return ctx.reply(ctx.t("flight-past", { date: f.date(asked.date) }));
  await ctx.replyWithChatAction("typing");
  const flights = await readFlightsByRef(ctx.deps.supplier, asked.date, asked.flight);
  return showFlights(ctx, flights, `${asked.flight.airline}${asked.flight.number}`, asked.date, f);
});

onButton(flightControlFeature, buttons.flightControl, "admin", async (ctx, { airline, number, date, route }) => {
  const ref = parseFlightRef(`${airline}${number}`);
  const place = placeFrom(date, route);
  if (!ref.ok || !place) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("typing");
  const flights = await readFlightsByRef(ctx.deps.supplier, date, ref.flight, place);
  return showFlights(ctx, flights, `${ref.flight.airline}${ref.flight.number}`, date, await formatOf(ctx));
});

onButton(flightControlFeature, buttons.flightAction, "admin", async (ctx, { action, flight: id, date, route }) => {
  const place = placeFrom(date, route);
  if (!place || !["c", "o", "k"].includes(action)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  if (action === "k") {
    // Said before the capacity is asked, not after it is typed.
    const waiting = await waitingWords(ctx, id);
    if (waiting) return ctx.answerCallbackQuery({ text: plainText(waiting), show_alert: true });
    await ctx.answerCallbackQuery();
    // A flow left waiting gives way: nothing was proposed in it.
    await ctx.conversation.exitAll();
    await ctx.conversation.enter(FLIGHT_CAPACITY_FLOW, id, date, route);
    return undefined;
  }
  const flight = await readFlightById(ctx.deps.supplier, place, id);
  if (!flight) return ctx.answerCallbackQuery({ text: ctx.t("flight-gone"), show_alert: true });
  const hide = action === "c";
  if (flight.HideFlightFromSubsidiaryAgencies === hide) {
    return ctx.answerCallbackQuery({ text: ctx.t(hide ? "flight-already-closed" : "flight-already-open"), show_alert: true });
  }
  await ctx.answerCallbackQuery();
  await ctx.reply(await propose(ctx, flight, { hideFlightFromSubsidiaryAgencies: hide }));
  return undefined;
});

onButton(flightControlFeature, buttons.flightProposal, "admin", async (ctx, { proposal: id, decision }) => {
  if (decision !== "a" && decision !== "r") return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  const { ledger, store, now } = ctx.deps;
  const me = { id: ctx.from!.id, name: displayName(ctx.from!) };
  if (decision === "a" && (await barredApproval(ctx, id))) return undefined;
  const decided = await decideProposal(ledger.db, id, me, decision === "a" ? "sending" : "rejected", now());
  const p = await getProposal(ledger.db, id);
  if (!p) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  const w = { t: ctx.t, f: await formatOf(ctx) };
  if (!decided) return refuseDecision(ctx, p, w);
  await auditBy(ctx, { action: decision === "a" ? "flight.approve" : "flight.reject", proposal: p.id, proposer: p.proposer.id });
  if (p.state === "rejected") {
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(renderOutcome(p, w));
    await tell(ctx, p.proposer.id, (v) => renderOutcome(p, v));
    return undefined;
  }
  await ctx.answerCallbackQuery({ text: ctx.t("flight-approved-toast") });
  await ctx.editMessageText(ctx.t("flight-approved-sending", { id: w.f.num(p.id), change: changeText(p, w) }));
  await tell(ctx, p.proposer.id, (v) => v.t("flight-approved-tell", { id: v.f.num(p.id), name: escapeHtml(me.name), change: changeText(p, v) }));
  await ctx.replyWithChatAction("typing");
  const settled = await carryOut({ ledger, supplier: ctx.deps.supplier, log: ctx.log, readBackMs: ctx.deps.flightReadBackMs ?? FLIGHT_LIST_LAG_MS }, p);
  await auditBy(ctx, {
    action: "flight.outcome",
    proposal: p.id,
    result: settled.state,
    ...(settled.detail?.message ? { message: settled.detail.message } : {}),
    ...(settled.detail?.differences ? { differences: settled.detail.differences.map((d) => `${d.field}: ${d.before} -> ${d.after}`) } : {}),
  });
  await ctx.reply(renderOutcome(settled, w));
  await tell(ctx, p.proposer.id, (v) => renderOutcome(settled, v));
  return undefined;
});

/** The flights found, one screen each; or why there is none. */
async function showFlights(ctx: BotContext, flights: ControlledFlight[], label: string, date: string, f: Format): Promise<void> {
  if (flights.length === 0) return void (await ctx.reply(ctx.t("flight-not-listed", { flight: f.ltr(escapeHtml(label)), date: f.date(date) })));
  for (const flight of flights) await replyRendered(ctx, renderFlightScreen(flight, await soldSeats(ctx.deps.ledger, flight), ctx.from!.id, { t: ctx.t, f }));
}

/**
 * A tap that decided nothing: the proposer's own (maker-checker), a proposal whose time is up
 * (expired now, in the audit), or one already decided (an old button, or a second tap).
 */
async function refuseDecision(ctx: BotContext, p: FlightProposal, w: { t: Translate; f: Format }): Promise<void> {
  if (p.state === "pending" && p.proposer.id === ctx.from!.id) return void (await ctx.answerCallbackQuery({ text: ctx.t("flight-own-proposal"), show_alert: true }));
  let shown = p;
  if (p.state === "pending" && (await expireProposal(ctx.deps.ledger.db, p.id, ctx.deps.now()))) {
    await ctx.deps.store.audit.append({ userId: 0, action: "flight.expire", proposal: p.id });
    shown = { ...p, state: "expired" };
  }
  await ctx.answerCallbackQuery({ text: decidedText(shown, w), show_alert: true });
  // Its buttons can do nothing more.
  await ctx.editMessageReplyMarkup().catch((err: unknown) => ctx.log.debug({ err: String(err) }, "could not remove a decided proposal's buttons"));
}

/**
 * An approval the maker-checker rule bars (flight-control/checker.ts), answered with why: true
 * when barred. A lapsed proposal's buttons go; a linked admin's stay for the other admins' sake.
 */
async function barredApproval(ctx: BotContext, id: number): Promise<boolean> {
  const p = await getProposal(ctx.deps.ledger.db, id);
  if (p?.state !== "pending" || p.proposer.id === ctx.from!.id) return false;
  const bar = await approvalBar(ctx.deps, ctx.log, p, ctx.from!.id);
  if (bar === null) return false;
  const w = { t: ctx.t, f: await formatOf(ctx) };
  if (bar === "linked") {
    await ctx.answerCallbackQuery({ text: ctx.t("flight-linked-approver", { id: w.f.num(p.id), name: p.proposer.name }), show_alert: true });
    return true;
  }
  const lapsed = (await getProposal(ctx.deps.ledger.db, id)) ?? p;
  await ctx.answerCallbackQuery({ text: decidedText(lapsed, w), show_alert: true });
  await ctx.editMessageReplyMarkup().catch((err: unknown) => ctx.log.debug({ err: String(err) }, "could not remove a lapsed proposal's buttons"));
  return true;
}

/** A message to another admin, in their words; one who blocked the bot is only logged. */
async function tell(ctx: BotContext, userId: number, compose: (w: { t: Translate; f: Format }) => string): Promise<void> {
  try {
    await ctx.api.sendMessage(userId, compose(wordsOf(ctx.deps, ctx.i18n.fluent, userId)));
  } catch (err) {
    ctx.log.warn({ userId, err: String(err) }, "could not tell an admin about a flight proposal");
  }
}

/** A button's date and route ("THRMHD"), checked: null when forged. */
export function placeFrom(date: string, route: string): FlightPlace | null {
  if (!/^[A-Z]{6}$/.test(route) || !readDateWord(date, date).ok) return null;
  return { date, origin: route.slice(0, 3), destination: route.slice(3) };
}
