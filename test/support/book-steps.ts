import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { partyTotals } from "../../src/domain/fares.js";
import { silentLogger } from "../../src/logger.js";
import { simDate } from "../../src/sim/fixtures.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { passwordHash } from "../../src/supplier/credentials.js";
import type { FlightSegment } from "../../src/supplier/schemas/availability.js";
import { SUPPLIER_PASSWORD, type Stack } from "./stack.js";
import { ask, buttons, upcoming } from "./steps.js";

/**
 * Steps of the booking tests, as an agent takes them: search, /book's list, party, contact,
 * passengers, the summary. They find messages by their emoji and buttons by their place, so
 * they read the same in every language.
 */

export type Traveller =
  | { first: string; last: string; sex: "M" | "F"; birth: string; nationality: string; nationalCode: string }
  | { first: string; last: string; sex: "M" | "F"; birth: string; nationality: string; passport: string; expiry: string; issuedIn: string };

/** Valid national codes (their check digits match). */
export const NATIONAL_CODES = ["0499370899", "4608968882", "1234567891", "0084575948"] as const;

export function iranian(first: string, birth = "1985-06-01", nationalCode: string = NATIONAL_CODES[0]): Traveller {
  return { first, last: "Tehrani", sex: "M", birth, nationality: "IR", nationalCode };
}

export function foreigner(first: string, nationality: string, birth = "1979-02-11"): Traveller {
  return { first, last: "Karimi", sex: "F", birth, nationality, passport: "P9988776", expiry: simDate(900), issuedIn: nationality };
}

/** A fare the agent will press in /book's list: the search line and the button's label. */
export interface Fare {
  search: string;
  label: string;
  segment: FlightSegment;
}

/** A client of the stack's simulator, on the bot's account: what another seller, or the test, reads and sends. */
function simClient(s: Pick<Stack, "sim">, password = SUPPLIER_PASSWORD): SupplierClient {
  return new SupplierClient({ baseUrl: s.sim.url, username: "demo", passwordMd5: passwordHash(password), timeoutMs: 5000, logger: silentLogger() });
}

export interface FareWanted {
  /** What the class must offer beside seats. */
  fits?: (s: FlightSegment) => boolean;
  /** The first day looked at, from today (9 by default). */
  dayOffset?: number;
  /** The simulator's password, when not the stack's. */
  password?: string;
}

/**
 * The first one-way flight of a route from `dayOffset` on whose class seats `seats` and passes
 * `fits`, read from the stack's simulator as the bot will read it.
 */
export async function fareWithSeats(s: Pick<Stack, "sim">, route: { origin: string; destination: string }, seats: number, wanted: FareWanted = {}): Promise<Fare> {
  const { fits = () => true, dayOffset = 9 } = wanted;
  const client = simClient(s, wanted.password);
  try {
    for (let day = dayOffset; day < dayOffset + 20; day++) {
      const date = simDate(day);
      const answer = await client.search({ routes: [{ ...route, date }], source: "All", tour: false, closed: false, culture: "en-US" });
      const segment = answer.ItineraryList.map((i) => i.FlightList[0]!).find((seg) => seg.FlightClass.AvailableSeat >= seats && fits(seg));
      if (segment) {
        const label = `🎫 ${[segment.FlightNumber, segment.DepartureDateTime.slice(11, 16), segment.FlightClass.BookingCode].join(" · ")}`;
        return { search: `${route.origin} ${route.destination} ${date}`, label, segment };
      }
    }
  } finally {
    await client.close();
  }
  throw new Error(`no flight of ${route.origin}-${route.destination} seats ${seats}`);
}

/** Another seller's Lock of the fare's class for one adult at its searched fare (whatever comes of it). */
export async function lockElsewhere(s: Pick<Stack, "sim">, fare: Fare): Promise<void> {
  const client = simClient(s);
  const party = { adults: 1, children: 0, infants: 0 };
  await client.lock({ departure: fare.segment, returning: null, party, totalPayable: partyTotals(fare.segment.FlightClass, party).Payable }).catch(() => undefined);
  await client.close();
}

/** Searches, opens /book's list and presses the fare (the first of the list without a label): the party question. */
export async function startBooking(s: Pick<Stack, "tg">, user: TgUserSpec, fare: Pick<Fare, "search"> & Partial<Fare>): Promise<StoredMessage> {
  await ask(s.tg, user, `/search ${fare.search}`);
  const list = await ask(s.tg, user, "/book");
  const label = fare.label ?? buttons(list)[0];
  if (!label || !buttons(list).includes(label)) throw new Error(`no button ${label}: ${buttons(list).join(", ")}`);
  const party = upcoming(s, user.id, (m) => /👥/.test(m.text));
  await s.tg.pressButton(user, list, label);
  return party;
}

/** The answers to each passenger's questions; the message that follows the last answer. */
export async function answerTravellers(s: Pick<Stack, "tg">, user: TgUserSpec, travellers: readonly Traveller[]): Promise<StoredMessage> {
  let last: StoredMessage | undefined;
  for (const p of travellers) {
    await ask(s.tg, user, p.first);
    const sex = await ask(s.tg, user, p.last);
    const birth = upcoming(s, user.id, (m) => /🎂/.test(m.text));
    await s.tg.pressButton(user, sex, buttons(sex)[p.sex === "M" ? 0 : 1]!);
    await birth;
    await ask(s.tg, user, p.birth);
    if ("nationalCode" in p) {
      await ask(s.tg, user, p.nationality);
      last = await ask(s.tg, user, p.nationalCode);
    } else {
      await ask(s.tg, user, p.nationality);
      await ask(s.tg, user, p.passport);
      await ask(s.tg, user, p.expiry);
      last = await ask(s.tg, user, p.issuedIn);
    }
  }
  return last!;
}

export interface Contact {
  party: string;
  mobile?: string;
  /** Skipped when absent. */
  email?: string;
}

/** The party and the contact: the first passenger's first question. */
export async function answerPartyAndContact(s: Pick<Stack, "tg">, user: TgUserSpec, contact: Contact): Promise<StoredMessage> {
  await ask(s.tg, user, contact.party);
  const email = await ask(s.tg, user, contact.mobile ?? "09121234567");
  if (contact.email) return ask(s.tg, user, contact.email);
  const next = s.tg.nextMessage(user.id);
  await s.tg.pressButton(user, email, buttons(email)[0]!);
  return next;
}

/** A summary of a hold: its countdown and its two buttons, Confirm first. */
export const isSummary = (m: StoredMessage): boolean => /⏳/.test(m.text) && /💵/.test(m.text) && buttons(m).length === 2;

/** Search to the summary of the hold. */
export async function bookUpToSummary(s: Pick<Stack, "tg">, user: TgUserSpec, fare: Pick<Fare, "search"> & Partial<Fare>, contact: Contact, travellers: readonly Traveller[]): Promise<StoredMessage> {
  await startBooking(s, user, fare);
  return answerUpToSummary(s, user, contact, travellers);
}

/** A booking started (its party asked): the party, the contact and the travellers answered, up to the summary. */
export async function answerUpToSummary(s: Pick<Stack, "tg">, user: TgUserSpec, contact: Contact, travellers: readonly Traveller[]): Promise<StoredMessage> {
  await answerPartyAndContact(s, user, contact);
  const summary = upcoming(s, user.id, isSummary, 8000);
  await answerTravellers(s, user, travellers);
  return summary;
}

/** Presses the first button (Confirm, Hold again) of `msg` and waits for the bot's word matching `expected`. */
export async function pressFirst(s: Pick<Stack, "tg">, user: TgUserSpec, msg: StoredMessage, expected: (m: StoredMessage) => boolean, timeoutMs = 8000): Promise<StoredMessage> {
  const result = upcoming(s, user.id, expected, timeoutMs);
  await s.tg.pressButton(user, msg, buttons(msg)[0]!);
  return result;
}

export const isIssued = (m: StoredMessage): boolean => /✅/.test(m.text) && /PNR/.test(m.text) && /💵/.test(m.text);

/** The PNR and the reference a booking's message names. */
export function issuedIds(text: string): { pnr: string; reference: string } {
  return { pnr: /PNR ([A-Z0-9]+)/.exec(text)?.[1] ?? "", reference: /(FDK-[A-Z0-9]+)/.exec(text)?.[1] ?? "" };
}
