/**
 * The "Try:" lines `npm run demo` prints at start: what to type to see each feature. Each line
 * is a list of tries, each a text typed as printed and what it shows, so a test can type every
 * one of them (test/e2e/demo-hints.test.ts) and the printed hints cannot drift from what works.
 */
import type { RushFlight } from "../sim/server.js";
import { DEMO_CHANGED_PNR, DEMO_HISTORY_DAYS, DEMO_PEOPLE, DEMO_SALES_HISTORY_DAYS, type DemoFlight } from "./demo-start.js";

export interface DemoTry {
  /** Exactly what to type in the terminal chat. */
  typed: string;
  /** What it shows, printed after it (its own punctuation first). */
  note?: string;
}

/** The tries, one printed line each; the /pace one when the simulator has a rush flight. */
export function demoTries(flight: DemoFlight, bot: string, rush: RushFlight | null = null): DemoTry[][] {
  const checker = `@${DEMO_PEOPLE[1]!.name}`;
  const { label, date, route, passenger } = flight;
  return [
    [{ typed: "/help" }, { typed: "/search THR MHD tomorrow" }, { typed: "/search", note: "(guided)" }, { typed: "/history K7M2QA" }, { typed: "/penalty K7M2QA" }],
    [{ typed: "/book", note: "after a search: hold seats and issue tickets (or 🎫 under a flight's ℹ️ details)" }, { typed: "/refund K7M2QA" }],
    [{ typed: "/lang", note: "(English, فارسی, العربية)" }, { typed: "/subscribe", note: "(sales appear here about a minute after the simulator makes them)" }],
    [{ typed: "/changed", note: `: the airline moved ${DEMO_CHANGED_PNR}'s flight; refund its open ticket with one Confirm. The outcome comes in about 2 minutes; /refunds meanwhile` }],
    [{ typed: "/balance", note: ": live sales spend the credit; both admins are warned a few minutes in" }],
    [
      { typed: `/find ${passenger}` },
      { typed: `/sales -${DEMO_HISTORY_DAYS}..today` },
      { typed: `/flights ${date} ${route}` },
      { typed: `/manifest ${label} ${date}`, note: `: the ledger holds the simulator's sales of the last ${DEMO_HISTORY_DAYS} days from the start` },
    ],
    [{ typed: `/flight ${label} ${date}`, note: `(or press ⚙️ on /flights): 🔒 close it or ✏️ change its capacity, then ${checker} approves` }],
    [{ typed: `@${bot} THR MHD tomorrow`, note: ": inline search, as staff type it in any chat; a card's 🔎 link opens the search here" }],
    ...(rush ? [paceTries(rush)] : []),
  ];
}

/** /pace over the simulator's sales history; its rush flight passes 80 % sold a few minutes in. */
function paceTries(rush: RushFlight): DemoTry[] {
  const percent = Math.floor(rush.load * 100);
  return [
    { typed: "/pace", note: `: the next 14 days against each route's usual curve (past flights of ${DEMO_SALES_HISTORY_DAYS} days on four routes)` },
    { typed: `/pace ${rush.date} ${rush.route}`, note: `: ${rush.label} is ${percent} % sold and selling fast: it passes 80 % a few minutes in` },
  ];
}

/** The simulator's control API, for a cancellation spike on the most sold flight of the week (not typed in the chat). */
export function burstHint(simUrl: string): string {
  return `Cancellation burst: curl -s -X POST ${simUrl}/__sim/cancel-burst -d '{"count": 6}'  (6 tickets of one flight refunded at once)`;
}

export function demoHints(flight: DemoFlight, bot: string, rush: RushFlight | null = null): string[] {
  const [maker, checker] = DEMO_PEOPLE.map((p) => `@${p.name}`);
  const lines = demoTries(flight, bot, rush).map((tries, i) => {
    const text = tries.map(({ typed, note }) => (note === undefined ? typed : note.startsWith(":") ? `${typed}${note}` : `${typed} ${note}`)).join(" · ");
    return `${i === 0 ? "Try: " : "     "}${text}`;
  });
  return [`Two admins type here: ${maker} (you, at start) and ${checker}; each has a private chat with the bot. Type ${checker} or ${maker} to switch.`, ...lines];
}
