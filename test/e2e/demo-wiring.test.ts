import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { DEMO_CHANGED_PNR, DEMO_PEOPLE } from "../../src/dev/demo-start.js";
import { demoForTests } from "../support/demo.js";
import { ask, buttons, upcoming } from "../support/steps.js";
import { bookUpToSummary, fareWithSeats, iranian, isIssued, pressFirst } from "../support/book-steps.js";

/**
 * `npm run demo`'s wiring (demo-start.ts), without its terminal: what staff training on it are
 * told to try is there at once: a moved flight in /changed, a credit warning ahead, and a second
 * admin who approves what the first proposes (the demo's 5 s read-back included), and a booking
 * made from a search to its PNR.
 */
const ADA = DEMO_PEOPLE[0]!.user;
const BEN = DEMO_PEOPLE[1]!.user;
const LTR = /[\u2066-\u2069]/g;
const plain = (m: StoredMessage) => m.text.replace(LTR, "");

describe("the demo's wiring", () => {
  const run = demoForTests();

  it("lists the flight the airline moved at start in /changed's default week", async () => {
    const list = plain(await ask(run.demo.telegram, ADA, "/changed"));
    expect(list).toMatch(/^🗓 Schedule changes/);
    expect(list).toMatch(new RegExp(`${DEMO_CHANGED_PNR} · \\d+ · .+`));
  });

  it("watches the credit with a limit a few sales below it", async () => {
    expect(plain(await ask(run.demo.telegram, ADA, "/balance"))).toMatch(/credit: 25,000,000,000 IRR\nAdmins are told when it falls below 24,800,000,000 IRR\./);
  });

  it("has a second admin who approves a flight-control proposal of the first", async () => {
    const { label, date } = run.demo.flight;
    const screen = await ask(run.demo.telegram, ADA, `/flight ${label} ${date}`);
    expect(plain(screen)).toMatch(new RegExp(`^⚙️ ${label} `));
    const request = upcoming({ tg: run.demo.telegram }, BEN.id, (m) => m.text.startsWith("📝"));
    await run.demo.telegram.pressButton(ADA, screen, "🔒 Close to sub-agencies");
    const asked = await request;
    expect(plain(asked)).toMatch(new RegExp(`^📝 Proposal #\\d+ by Ada Admin: close ${label}`));
    expect(buttons(asked)).toEqual(["✅ Approve", "❌ Reject"]);

    const told = upcoming({ tg: run.demo.telegram }, ADA.id, (m) => m.text.startsWith("✅ Proposal"), 15_000);
    await run.demo.telegram.pressButton(BEN, asked, "✅ Approve");
    expect(plain(await told)).toMatch(new RegExp(`^✅ Proposal #\\d+ .*${label}`, "s"));
    expect(plain(await ask(run.demo.telegram, ADA, `/flight ${label} ${date}`))).toContain("Sub-agencies: hidden from them (closed)");
  }, 30_000);
});

// A demo of its own: the sale debits the credit the test above reads, in whatever order they run.
describe("the demo's wiring, selling", () => {
  const run = demoForTests();

  it("sells: a booking made end to end, from a search to its PNR", async () => {
    const tg = { tg: run.demo.telegram };
    const fare = await fareWithSeats({ sim: run.demo.sim }, { origin: "THR", destination: "MHD" }, 1, { password: "demo" });
    const summary = await bookUpToSummary(tg, ADA, fare, { party: "1" }, [iranian("Ada")]);
    expect(plain(await pressFirst(tg, ADA, summary, isIssued))).toMatch(/^✅ Booked: PNR [A-Z0-9]+\n1\. ADA TEHRANI · ticket \d+/);
  }, 30_000);
});
