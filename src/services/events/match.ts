import type { AlertBody, AlertLeg, AlertRecipient, Subscription } from "../../store/store.js";
import { destinationKey } from "../../ledger/outbox.js";

/**
 * Which chats an alert goes to. Pure. A subscription names a topic (bookings, cancellations,
 * all: every event type, or pace: the pace alerts) and optional filters that must all hold for
 * one flight of the alert.
 */

export function alertLegs(body: AlertBody): AlertLeg[] {
  if (body.kind === "booking") return body.legs;
  if (body.kind === "cancellation" || body.kind === "pace") return [body.leg];
  return [];
}

export function matches(subscription: Pick<Subscription, "topic" | "filters">, body: AlertBody): boolean {
  const { topic, filters } = subscription;
  // The daily digest and the reports are sent by their schedule (src/services/digests.ts), never by an event.
  if (topic === "digest" || topic === "report") return false;
  // Pace alerts are the revenue desk's: asked for by name, never part of "all".
  if ((topic === "pace") !== (body.kind === "pace")) return false;
  if (topic === "bookings" && body.kind !== "booking") return false;
  if (topic === "cancellations" && body.kind !== "cancellation") return false;
  const { route, airline, flight } = filters;
  if (!route && !airline && !flight) return true;
  return alertLegs(body).some(
    (leg) =>
      (!route || (leg.origin === route.origin && leg.destination === route.destination)) &&
      (!airline || leg.airline.toUpperCase() === airline) &&
      (!flight || flightDigits(leg.flight) === flightDigits(flight)),
  );
}

/**
 * The destinations an alert goes to, each once: a chat, or the forum topic a subscription was
 * made in (two topics of one group each get it). `mayReceive` keeps out private chats of users
 * who lost their access since they subscribed.
 */
export function recipientsOf(
  body: AlertBody,
  subscriptions: readonly Subscription[],
  mayReceive: (subscription: Subscription) => boolean,
): AlertRecipient[] {
  const byDestination = new Map<string, AlertRecipient>();
  for (const s of subscriptions) {
    const key = destinationKey(s);
    if (byDestination.has(key) || !matches(s, body) || !mayReceive(s)) continue;
    // Buttons of a private alert belong to its user; in a group, to the admin who subscribed it.
    const owner = s.chatId > 0 ? s.chatId : s.createdBy;
    byDestination.set(key, { chatId: s.chatId, ...(s.threadId === undefined ? {} : { threadId: s.threadId }), language: s.language, owner });
  }
  return [...byDestination.values()];
}

/** "IR 0760", "IR760" and "760" are the same flight number: the airline prefix and leading zeros go. */
export function flightDigits(flight: string): string {
  const compact = flight.toUpperCase().replace(/[\s-]/g, "");
  // An airline code is two characters, at least one of them a letter (IR, W5, 5Y).
  const number = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])(\d+)$/.exec(compact)?.[1] ?? compact;
  return number.replace(/^0+(?=\d)/, "");
}
