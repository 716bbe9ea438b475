import { partyGroups } from "../../domain/hold-party.js";
import type { Party } from "../../domain/party.js";
import type { SellPassenger } from "../../supplier/client.js";
import type { FlightClass } from "../../supplier/schemas/availability.js";
import type { BotContext, BotDeps, FlowContext } from "../context.js";
import { accept, refuse } from "../flow-ask.js";
import type { Flow, FlowConversation } from "../flows.js";
import { formatOf } from "../format-of.js";
import { type Seller } from "../book/audit.js";
import { searchOfferAgain } from "../book/fresh-search.js";
import { holdTotal, offerOfTag, offerWords, type BookOffer } from "../book/offer.js";
import { releaseHolds } from "../book/release.js";
import { STATUS_WAIT_MS, bookResolverOf } from "../book/resolver.js";
import { BOOK_FLOW } from "../book/sweep.js";
import { lockSeats, sendBook, type BookAttempt, type LockOutcome } from "../book/sell.js";
import { bookRefusalText, renderFareChanged, renderIssued, renderOffer, renderSummary, type BookWords } from "../render/book.js";
import { displayName } from "../render/display-name.js";
import { code, escapeHtml } from "../render/html.js";
import { choiceQuestion } from "../render/search-guided.js";
import type { Rendered } from "../render/types.js";
import { replyRendered } from "../reply.js";
import { replyExpired } from "../search/answer.js";
import { knownQuery } from "../search/known-query.js";
import { answerTo, send } from "./search-ask.js";
import { askContact, askParty, askPassenger } from "./book-passenger.js";

export { BOOK_FLOW };

/**
 * /book, from a search result's fare class: party -> contact -> passengers -> Lock -> summary
 * -> Confirm (a fresh search first) -> Book once -> the outcome. Every supplier call, clock
 * reading and write is a `conversation.external`, so a replay never repeats one; Book itself
 * goes only through its hold's claim in the ledger (book/sell.ts). Leaving the flow gives the
 * held seats back (`left`, and the Cancel buttons).
 */
export const bookFlow: Flow = {
  id: BOOK_FLOW,
  role: "agent",
  left: async (ctx) => ((await releaseHolds(ctx.deps, ctx.from!.id, displayName(ctx.from!), "cancel", ctx.log)) > 0 ? ctx.t("book-released") : null),
  build: (deps) => async (conversation, ctx, resultId = "", tag = "") => {
    const owner = ctx.from!.id;
    const seller: Seller = { userId: owner, userName: displayName(ctx.from!) };
    const w: BookWords = { t: ctx.t, f: await formatOf(ctx), owner };
    const offer = await conversation.external((o) => keptOffer(o, seller, resultId, tag));
    if (offer === null) return;
    if (typeof offer === "string") return void (await ctx.reply(ctx.t(`book-offer-${offer}`)));
    await ctx.reply(renderOffer(offer, w));
    const party = await askParty(conversation, ctx, offer, w);
    const contact = await askContact(conversation, ctx, w);
    const groups = partyGroups(party);
    const passengers: SellPassenger[] = [];
    for (const [i, age] of groups.entries()) passengers.push(await askPassenger(conversation, ctx, offer, age, i, groups.length, w));
    await holdAndBook({ conversation, ctx, deps, w, seller, party, passengers, ...contact }, offer);
  },
};

/**
 * The offer of the pressed button, the agent's earlier holds given back first (a new booking
 * replaces one left open); null after saying the result is gone, a word of the refusal otherwise:
 * "missing" when the result (renewed by a fresh search on this instance) no longer lists it.
 */
async function keptOffer(ctx: BotContext, seller: Seller, id: string, tag: string): Promise<BookOffer | "missing" | "not-bookable" | null> {
  await releaseHolds(ctx.deps, seller.userId, seller.userName, "left", ctx.log);
  const result = ctx.deps.searchResults.result(id);
  if (!result) {
    await replyExpired(ctx, id, (await knownQuery(ctx, id)) !== undefined);
    return null;
  }
  return offerOfTag(result, tag) ?? "missing";
}

/** What the steps after the passengers share. */
interface Booking {
  conversation: FlowConversation;
  ctx: FlowContext;
  deps: BotDeps;
  w: BookWords;
  seller: Seller;
  party: Party;
  passengers: SellPassenger[];
  mobile: string;
  email: string;
}

/** Holds, then summaries until one is confirmed and booked or the agent leaves; each new hold makes a new version. */
async function holdAndBook(b: Booking, first: BookOffer): Promise<void> {
  let offer = first;
  for (let version = 1; ; version++) {
    await b.ctx.replyWithChatAction("typing");
    const lock = await b.conversation.external((o) => lockSeats(b.deps, o, offer, b.party, b.seller));
    if (lock.result !== "held") {
      const next = await afterRefusal(b, offer, lock.failure, version, lock.result === "unknown" ? "book-lock-unknown" : null);
      if (!next) return;
      offer = next;
      continue;
    }
    const next = await confirmHold(b, offer, lock, version);
    if (!next) return;
    offer = next;
  }
}

/**
 * One summary. Confirm: the hold must not have expired, a fresh search must show the same
 * fare, then Book once. Answers the offer to hold again (expired, changed fare, lock gone), or
 * null when the flow is over.
 */
async function confirmHold(b: Booking, offer: BookOffer, lock: Extract<LockOutcome, { result: "held" }>, version: number): Promise<BookOffer | null> {
  const { conversation, ctx, deps, w } = b;
  const minutes = lock.lock.ExpiryInMinute;
  const step = `cf${version}`;
  const summary = renderSummary({ offer, party: b.party, passengers: b.passengers, mobile: b.mobile, email: b.email, total: lock.total, expiresAt: lock.expiresAt, minutes }, step, w);
  let press = await pressOn(b, step, summary);
  if (!press) return null;
  const nowMs = await conversation.external(() => deps.now().getTime());
  if (lock.expiresAt !== null && nowMs >= Date.parse(lock.expiresAt)) {
    await release(b, "expired");
    return (await choose(b, `ex${version}`, ctx.t("book-hold-expired"), ctx.t("book-button-hold-again"))) ? offer : null;
  }
  await ctx.replyWithChatAction("typing");
  const fresh = await conversation.external((o) => searchOfferAgain(o, offer, w.f.lang));
  if (!fresh.ok) {
    // The fare cannot be checked now: nothing is booked on an unchecked fare.
    await replyRendered(ctx, { text: fresh.failure.type === "failed" ? fresh.failure.text : bookRefusalText(fresh.failure, ctx.t) });
    await release(b, "refused");
    return null;
  }
  if (fresh.value === null) {
    // Sold out beyond this hold, or closed: the held seats may still be booked, if the agent says so again.
    press = await pressOn(b, `gn${version}`, choiceQuestion(ctx.t("book-offer-gone"), `gn${version}`, [[w.t("book-button-confirm"), "ok"], [w.t("book-button-cancel"), "no"]], w));
    if (!press) return null;
  } else {
    const now = holdTotal(fresh.value, b.party);
    if (now !== lock.total) return fareChanged(b, offer, fresh.value, lock.total, version);
  }
  const order = {
    departure: offer.segments[0]!,
    returning: offer.segments[1] ?? null,
    lock: lock.lock,
    passengers: b.passengers,
    mobile: b.mobile,
    email: b.email,
    totalPayable: lock.total,
  };
  await ctx.replyWithChatAction("typing");
  const attempt = await conversation.external((o) => sendBook(deps, o, order, lock.hold, b.seller, offerWords(offer)));
  return afterBook(b, offer, lock, attempt, version);
}

/** Says what came of the Book; the offer to hold again when the lock is gone or the fare moved. */
async function afterBook(b: Booking, offer: BookOffer, lock: Extract<LockOutcome, { result: "held" }>, attempt: BookAttempt, version: number): Promise<BookOffer | null> {
  const { conversation, ctx, deps, w } = b;
  const currency = deps.config.supplier.currency;
  switch (attempt.result) {
    case "issued":
      await replyRendered(ctx, renderIssued(attempt.booking, lock.total, currency, attempt.reference, w));
      return null;
    case "blocked":
      await ctx.reply(ctx.t(`book-blocked-${attempt.state === "issued" || attempt.state === "sending" || attempt.state === "unknown" ? attempt.state : "released"}`, { reference: code(escapeHtml(attempt.reference ?? "—")), pnr: code(escapeHtml(attempt.pnr ?? "—")) }));
      return null;
    case "unknown": {
      const pending = { reference: attempt.reference, userId: b.seller.userId, sentAt: attempt.sentAt, flight: offerWords(offer), total: String(lock.total), currency };
      const waitMs = await conversation.external((o) => {
        const resolver = bookResolverOf(o.deps);
        resolver?.follow(pending);
        return resolver?.waitMs ?? STATUS_WAIT_MS;
      });
      const said = attempt.said ? ctx.t("book-supplier-said", { words: escapeHtml(attempt.said) }) : "";
      const count = Math.max(1, Math.round(waitMs / 1000));
      await ctx.reply(ctx.t("book-unknown", { reference: code(escapeHtml(attempt.reference)), said, count, seconds: w.f.num(count) }));
      return null;
    }
    case "refused":
      return afterRefusal(b, offer, attempt.failure, version, null);
  }
}

/**
 * A refused Lock or Book. A lock gone offers to hold again; a changed fare is searched again and
 * shown; anything else is said and the seats given back. `unknownKey`: a Lock without answer.
 */
async function afterRefusal(b: Booking, offer: BookOffer, failure: Extract<LockOutcome, { result: "refused" }>["failure"], version: number, unknownKey: string | null): Promise<BookOffer | null> {
  const { conversation, ctx, w } = b;
  if (unknownKey) {
    await ctx.reply(ctx.t(unknownKey));
    return null;
  }
  if (failure.type === "supplier" && failure.kind === "LockReleased") {
    await release(b, "refused");
    return (await choose(b, `lr${version}`, ctx.t("book-lock-released"), ctx.t("book-button-hold-again"))) ? offer : null;
  }
  if (failure.type === "supplier" && failure.kind === "FareChanged") {
    const fresh = await conversation.external((o) => searchOfferAgain(o, offer, w.f.lang));
    const before = holdTotal(offer.classes, b.party);
    // A search that shows the same fare the supplier refused has nothing new to confirm: the refusal is said.
    if (fresh.ok && fresh.value !== null && holdTotal(fresh.value, b.party) !== before) return fareChanged(b, offer, fresh.value, before, version);
  }
  await replyRendered(ctx, { text: failure.type === "failed" ? failure.text : bookRefusalText(failure, ctx.t) });
  await release(b, "refused");
  return null;
}

/** The fare moved: the seats go back, the new total is shown, and holding at it must be confirmed. */
async function fareChanged(b: Booking, offer: BookOffer, classes: FlightClass[], before: number, version: number): Promise<BookOffer | null> {
  await release(b, "fare-changed");
  const after = holdTotal(classes, b.party);
  const step = `fc${version}`;
  const press = await pressOn(b, step, renderFareChanged(before, after, step, offer.currency, b.w));
  return press ? { ...offer, classes } : null;
}

/** A question of two buttons (go / Cancel); true for go. */
async function choose(b: Booking, step: string, text: string, go: string): Promise<boolean> {
  const question = choiceQuestion(b.w.f.rtlLines(text), step, [[go, "ok"], [b.ctx.t("book-button-cancel"), "no"]], b.w);
  return (await pressOn(b, step, question)) !== null;
}

/**
 * Shows `question` and waits for its "ok" or "no" button (typed text is answered with a hint);
 * the press when "ok", its buttons removed. "no" gives the seats back and ends the flow: null.
 */
async function pressOn(b: Booking, step: string, question: Rendered): Promise<FlowContext | null> {
  await send(b.ctx, question);
  const { c, value } = await answerTo(b.conversation, b.seller.userId, step, () => question, (answer) =>
    answer && "button" in answer ? accept(answer.button) : refuse(b.ctx.t("book-use-buttons")),
  );
  await c.editMessageReplyMarkup().catch((err: unknown) => c.log.debug({ err: String(err) }, "could not remove the buttons"));
  if (value === "ok") return c;
  await release(b, "cancel");
  await c.reply(b.ctx.t("book-cancelled"));
  return null;
}

async function release(b: Booking, why: Parameters<typeof releaseHolds>[3]): Promise<void> {
  await b.conversation.external((o) => releaseHolds(o.deps, b.seller.userId, b.seller.userName, why, o.log));
}
