/**
 * The "Try:" lines `npm run demo` prints at start: what to type to see each feature. Each line
 * is a list of tries, each a text typed as printed and what it shows, so a test can type every
 * one of them (test/e2e/demo-hints.test.ts) and the printed hints cannot drift from what works.
 */
import { DEMO_CHANGED_PNR, DEMO_HISTORY_DAYS, DEMO_PEOPLE, type DemoFlight } from "./demo-start.js";

export interface DemoTry {
  /** Exactly what to type in the terminal chat. */
  typed: string;
  /** What it shows, printed after it (its own punctuation first). */
  note?: string;
}

/** The tries, one printed line each. */
export function demoTries(flight: DemoFlight, bot: string): DemoTry[][] {
  const checker = `@${DEMO_PEOPLE[1]!.name}`;
  const { label, date, route, passenger } = flight;
  return [
    [{ typed: "/help" }, { typed: "/search THR MHD tomorrow" }, { typed: "/search", note: "(guided)" }, { typed: "/history K7M2QA" }, { typed: "/penalty K7M2QA" }],
    [{ typed: "/refund K7M2QA" }, { typed: "/lang", note: "(English, فارسی, العربية)" }, { typed: "/subscribe", note: "(sales appear here about a minute after the simulator makes them)" }],
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
  ];
}

export function demoHints(flight: DemoFlight, bot: string): string[] {
  const [maker, checker] = DEMO_PEOPLE.map((p) => `@${p.name}`);
  const lines = demoTries(flight, bot).map((tries, i) => {
    const text = tries.map(({ typed, note }) => (note === undefined ? typed : note.startsWith(":") ? `${typed}${note}` : `${typed} ${note}`)).join(" · ");
    return `${i === 0 ? "Try: " : "     "}${text}`;
  });
  return [`Two admins type here: ${maker} (you, at start) and ${checker}; each has a private chat with the bot. Type ${checker} or ${maker} to switch.`, ...lines];
}
