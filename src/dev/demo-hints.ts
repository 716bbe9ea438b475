/** The "Try:" lines `npm run demo` prints at start: what to type to see each feature. */
import { DEMO_CHANGED_PNR, DEMO_PEOPLE, type DemoFlight } from "./demo-start.js";

export function demoHints(flight: DemoFlight, bot: string): string[] {
  const [maker, checker] = DEMO_PEOPLE.map((p) => `@${p.name}`);
  return [
    `Two admins type here: ${maker} (you, at start) and ${checker}; each has a private chat with the bot. Type ${checker} or ${maker} to switch.`,
    "Try: /help · /search THR MHD tomorrow · /search (guided) · /history K7M2QA · /penalty K7M2QA",
    "     /refund K7M2QA · /lang (English, فارسی, العربية) · /subscribe (sales appear here about a minute after the simulator makes them)",
    `     /changed: the airline moved ${DEMO_CHANGED_PNR}'s flight; refund its open ticket with one Confirm. The outcome comes in about 2 minutes; /refunds meanwhile`,
    "     /balance: live sales spend the credit; both admins are warned a few minutes in",
    `     /flight ${flight.label} ${flight.date} (or /flights ${flight.date} ${flight.route} and press ⚙️): 🔒 close it or ✏️ change its capacity, then ${checker} approves`,
    `     @${bot} THR MHD tomorrow: inline search, as staff type it in any chat; a card's 🔎 link opens the search here`,
  ];
}
