import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { getProposal } from "../../src/ledger/flight-proposals.js";
import { silentLogger } from "../../src/logger.js";
import { simDate } from "../../src/sim/fixtures.js";
import { SupplierClient, type ControlledFlight } from "../../src/supplier/client.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, storedAudit, type LedgerStack } from "../support/ledger-stack.js";
import { buttonData, ownedBy, setRole, toastFor } from "../support/security-steps.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, letIn, press, upcoming } from "../support/steps.js";

/**
 * Flight control end to end (FLIGHT_CONTROL=on): the emulator, the simulator (GetList lagging an
 * Update by 1 s here, 5 s in production: the bot waits 1.2 s before its read-back, so a read-back
 * that came too early would find the old data) and the bot, on SQLite and PostgreSQL. Ada
 * proposes, Ben approves. Each test has a flight of its own (a proposal waiting on one holds up
 * no other test), sold in the ledger (two seats), so a smaller capacity is refused.
 */

const BEN: TgUserSpec = { id: 7412, first_name: "Ben", language_code: "en" };
const AGENT: TgUserSpec = { id: 7413, first_name: "Arash", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7414, first_name: "Vida", language_code: "en" };
const CARA: TgUserSpec = { id: 7415, first_name: "Cara", language_code: "en" };
const LAG_SECONDS = 1;
const READ_BACK_MS = 1_200;
const HOUR = 3_600_000;
const LTR = /[\u2066-\u2069]/g;
const plain = (m: StoredMessage) => m.text.replace(LTR, "");

describe.each(TEST_DATABASES)("flight control on $name", (database) => {
  let s: Stack;
  let ledger: Ledger;
  let supplier: SupplierClient;
  let flights: ControlledFlight[];
  let flight: ControlledFlight;
  let label: string;
  let taken = 0;
  let clockOffsetMs = 0;
  let stack: LedgerStack | undefined;
  const date = simDate(5);

  beforeAll(async () => {
    stack = await ledgerStack(database, "flight_control_e2e", {
      env: { FLIGHT_CONTROL: "on", ADMIN_IDS: [ADMIN.id, BEN.id].join(",") },
      sim: { flightListLagSeconds: LAG_SECONDS },
      flightReadBackMs: READ_BACK_MS,
      now: () => new Date(Date.now() + clockOffsetMs),
    });
    ({ s, ledger } = stack);
    supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    await ask(s.tg, BEN, "/start");
    await letIn(s, AGENT, "agent");
    await letIn(s, VIEWER, "viewer");
    // Those alone on their route that day first: the board of the route shows one flight.
    const all = await supplier.getFlights({ date });
    const routeOf = (f: ControlledFlight) => `${f.OriginIataCode}-${f.DestinationIataCode}`;
    const alone = (f: ControlledFlight) => all.filter((g) => routeOf(g) === routeOf(f)).length === 1;
    flights = [...all.filter(alone), ...all.filter((f) => !alone(f))];
  }, 30_000);

  /** The test's own flight, open to sub-agencies, with two seats sold in the ledger. */
  beforeEach(async () => {
    taken += 1;
    flight = flights[taken - 1]!;
    label = `${flight.AirlineIataCode}${flight.FlightNumber}`;
    await ledger.ingest(parsed(soldOn(flight, taken * 10, `FC${String(taken * 10).padStart(4, "0")}`)), new Date());
  });

  afterAll(async () => {
    await supplier?.close();
    await stack?.stop();
  });

  const route = () => `${flight.OriginIataCode}-${flight.DestinationIataCode}`;
  /** Closes the test's flight to sub-agencies at the supplier, as if done before, and waits out the list's lag. */
  async function closedBefore(): Promise<void> {
    await supplier.updateFlight(flight, { hideFlightFromSubsidiaryAgencies: true });
    expect((await now()).HideFlightFromSubsidiaryAgencies).toBe(true);
  }
  /** The flight as the supplier has it now, once the list's lag is over. */
  async function now(): Promise<ControlledFlight> {
    await new Promise((r) => setTimeout(r, LAG_SECONDS * 1000 + 100));
    return (await supplier.getFlights({ date, origin: flight.OriginIataCode, destination: flight.DestinationIataCode })).find((f) => f.Id === flight.Id)!;
  }
  const screen = () => ask(s.tg, ADMIN, `/flight ${label} ${date}`);
  /** Ada presses the first button of one screen (a read-back's lag may change the next screen's). */
  const pressFirstButton = async () => {
    const shown = await screen();
    await s.tg.pressButton(ADMIN, shown, buttons(shown)[0]!);
  };
  const lastProposal = async () => Number((await ledger.db.selectFrom("flight_proposals").select(sql<number>`max(id)`.as("id")).executeTakeFirstOrThrow()).id);

  /** Ada presses a button of the screen; resolves with her proposal's reply and Ben's request. */
  async function proposeBy(pressing: () => Promise<unknown>): Promise<{ mine: StoredMessage; request: StoredMessage }> {
    const mine = upcoming(s, ADMIN.id, (m) => m.text.startsWith("📝"));
    const request = upcoming(s, BEN.id, (m) => m.text.startsWith("📝"));
    await pressing();
    return { mine: await mine, request: await request };
  }

  /** Ben presses Approve (or Reject); resolves with the outcome each admin reads. */
  async function decide(request: StoredMessage, button = "✅ Approve"): Promise<{ ben: StoredMessage; ada: StoredMessage }> {
    const outcome = (m: StoredMessage) => /^(✅ Proposal|⚠️|⛔|❓|❌)/.test(m.text);
    const ben = button === "✅ Approve" ? upcoming(s, BEN.id, outcome, 10_000) : s.tg.waitFor(BEN.id, (m) => m.messageId === request.messageId && m.text.startsWith("❌"));
    const ada = upcoming(s, ADMIN.id, outcome, 10_000);
    await s.tg.pressButton(BEN, request, button);
    return { ben: await ben, ada: await ada };
  }

  it("shows the flight from the board's ⚙️ button and /flight: capacity, sub-agencies, times, the ledger's sold seats", async () => {
    const board = await ask(s.tg, ADMIN, `/flights ${date} ${route()}`);
    expect(buttons(board)).toEqual([`📋 ${label}`, `⚙️ ${label}`]);
    const shown = await press(s.tg, ADMIN, board, `⚙️ ${label}`);
    expect(plain(shown)).toMatch(new RegExp(`^⚙️ ${label} ${route()} · .+\\nDeparts ${flight.DepartureDateTime.slice(11, 16)}, arrives \\d\\d:\\d\\d \\(local times\\)\\nSeat capacity: ${flight.SeatCapacity} · sold in the ledger: 2\\nSub-agencies: can sell it \\(open\\)\\n`));
    expect(buttons(shown)).toEqual(["🔒 Close to sub-agencies", "✏️ Change capacity"]);
    expect(plain(await screen())).toBe(plain(shown));
  });

  it("refuses agents and viewers, and shows them no ⚙️ button", async () => {
    for (const user of [AGENT, VIEWER]) {
      expect((await ask(s.tg, user, `/flight ${label} ${date}`)).text).toMatch(/^This needs the admin role; yours is (agent|viewer)\./);
      expect(buttons(await ask(s.tg, user, `/flights ${date} ${route()}`))).toEqual([`📋 ${label}`]);
    }
    // A forged button of the screen, pressed by an agent on a message of theirs.
    const own = await ask(s.tg, AGENT, "/help");
    const data = ownedBy(buttonData(await screen())[0]!, AGENT);
    expect(await toastFor(s, AGENT, own, data)).toMatch(/^This needs the admin role; yours is agent\./);
  });

  it("answers bad arguments clearly", async () => {
    expect((await ask(s.tg, ADMIN, "/flight")).text).toMatch(/^Send \/flight with a flight and its date, for example \/flight IR1234 2026-12-02/);
    expect((await ask(s.tg, ADMIN, `/flight 1234 ${date}`)).text).toMatch(/^That is not a flight.*\nSend \/flight/);
    expect((await ask(s.tg, ADMIN, `/flight ${label} someday`)).text).toMatch(/^That is not a date.*\nSend \/flight/);
    expect((await ask(s.tg, ADMIN, `/flight ${label} 2020-01-01`)).text).toMatch(/^1 Jan 2020 has passed/);
    expect(plain(await ask(s.tg, ADMIN, `/flight W59999 ${date}`))).toMatch(/^W59999 is not among the supplier's own flights of/);
  });

  it("closes the flight to sub-agencies: the proposer cannot approve, the second admin does, the read-back after the lag shows it", async () => {
    const { mine, request } = await proposeBy(async () => s.tg.pressButton(ADMIN, await screen(), "🔒 Close to sub-agencies"));
    const id = await lastProposal();
    expect(plain(mine)).toMatch(new RegExp(`^📝 Proposal #${id}: close ${label} ${route()} of .+ to sub-agencies\\. Sent to 1 admin for approval; it expires at `));
    expect(plain(request)).toMatch(new RegExp(`^📝 Proposal #${id} by Ada: close ${label}`));
    expect(buttons(request)).toEqual(["✅ Approve", "❌ Reject"]);
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "pending", proposer: { id: ADMIN.id, name: "Ada" }, change: { hideFlightFromSubsidiaryAgencies: true } });

    // Maker-checker: Ada's own approval, as a tampered client would send it, is refused.
    const approveData = buttonData(request)[0]!;
    expect(await toastFor(s, ADMIN, mine, ownedBy(approveData, ADMIN))).toBe("You proposed this change: another admin must approve it.");
    expect((await getProposal(ledger.db, id))?.state).toBe("pending");

    s.sim.resetCalls();
    const { ben, ada } = await decide(request);
    expect(plain(ben)).toMatch(new RegExp(`^✅ Proposal #${id} is done: close ${label}.*the flight shows it\\.$`));
    expect(plain(ada)).toBe(plain(ben));
    expect(plain(s.tg.messages(BEN.id).find((m) => m.messageId === request.messageId)!)).toMatch(/^✅ You approved proposal/);
    expect(s.tg.messages(ADMIN.id).some((m) => m.text.startsWith(`✅ Ben approved your proposal #${id}`))).toBe(true);
    expect(s.sim.calls().FlightUpdate).toBe(1);
    expect((await now()).HideFlightFromSubsidiaryAgencies).toBe(true);
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "holds", decider: { id: BEN.id, name: "Ben" } });

    // A second tap on the old button changes nothing and says why.
    expect(await toastFor(s, BEN, request, approveData)).toBe(`Proposal #${id} was already approved by Ben.`);
    expect(s.sim.calls().FlightUpdate).toBe(1);
    expect((await auditActions(stack!)).slice(-3)).toEqual([
      { action: "flight.propose", proposal: id, userId: ADMIN.id },
      { action: "flight.approve", proposal: id, userId: BEN.id },
      { action: "flight.outcome", proposal: id, userId: BEN.id, result: "holds" },
    ]);
    expect(buttons(await screen())[0]).toBe("🔓 Open to sub-agencies");
  });

  it("changes the capacity through a guided answer, refusing fewer seats than sold and what is not a number", async () => {
    const current = (await now()).SeatCapacity;
    const question = await press(s.tg, ADMIN, await screen(), "✏️ Change capacity");
    expect(plain(question)).toMatch(new RegExp(`^Send the new seat capacity of ${label} \\(now ${current}\\): a whole number from 2 to 999\\. The ledger counts 2 seats sold, so not fewer\\.`));
    expect((await ask(s.tg, ADMIN, "1")).text).toBe("The ledger counts 2 seats sold: the capacity cannot be less.");
    expect((await ask(s.tg, ADMIN, "twelve")).text).toBe("Send a whole number of seats, for example 180.");
    expect((await ask(s.tg, ADMIN, String(current))).text).toMatch(/^The capacity is already/);
    const { mine, request } = await proposeBy(() => s.tg.sendText(ADMIN, String(current - 10)));
    expect(plain(mine)).toMatch(new RegExp(`seat capacity of ${label} ${route()} of .+: ${current} → ${current - 10}\\. Sent to 1 admin`));
    const { ben } = await decide(request);
    expect(ben.text).toMatch(/^✅ Proposal #\d+ is done/);
    expect((await now()).SeatCapacity).toBe(current - 10);
  });

  it("refuses a second proposal on a flight while one waits, naming it", async () => {
    const { request } = await proposeBy(pressFirstButton);
    const id = await lastProposal();
    const shown = await screen();
    const waiting = new RegExp(`^Proposal #${id} for this flight is waiting for approval \\(until .+\\): it must be decided first\\. Nothing was proposed\\.$`);
    expect(plain(await press(s.tg, ADMIN, shown, buttons(shown)[0]!))).toMatch(waiting);
    // ✏️ says it before asking for a number.
    expect((await toastFor(s, ADMIN, shown, buttonData(shown)[1]!)).replace(LTR, "")).toMatch(waiting);
    expect(await lastProposal()).toBe(id);
    await decide(request, "❌ Reject");
  });

  it("counts the seats sold again at approval: a capacity now below them is not sent, and both admins read the numbers", async () => {
    await press(s.tg, ADMIN, await screen(), "✏️ Change capacity");
    const { request } = await proposeBy(() => s.tg.sendText(ADMIN, "2"));
    const id = await lastProposal();
    // Two more seats sold after the proposal: 4 in all.
    await ledger.ingest(parsed(soldOn(flight, taken * 10 + 1, `FC${String(taken * 10 + 1).padStart(4, "0")}`)), new Date());
    s.sim.resetCalls();
    const { ben, ada } = await decide(request);
    expect(plain(ben)).toMatch(new RegExp(`^⛔ Proposal #${id} was not sent: the ledger now counts 4 seats sold, more than the 2 proposed \\(seat capacity of ${label} .+\\)\\. Nothing was changed\\.$`));
    expect(plain(ada)).toBe(plain(ben));
    expect(s.sim.calls().FlightUpdate ?? 0).toBe(0);
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "not-sent", detail: { sold: 4 } });
  });

  it("refuses an approval by an admin the proposer made, and lapses the proposals of an admin demoted", async () => {
    // Ada (ADMIN_IDS) lets Cara in as admin alone: Cara is no second person to Ada.
    await letIn(s, CARA, "admin");
    const toCara = upcoming(s, CARA.id, (m) => m.text.startsWith("📝"));
    const { request } = await proposeBy(pressFirstButton);
    const id = await lastProposal();
    const cara = await toCara;
    expect(await toastFor(s, CARA, cara, buttonData(cara)[0]!)).toBe(`You and Ada made one another admin, so you cannot check their proposal #${id}: a third admin must approve it.`);
    expect((await getProposal(ledger.db, id))?.state).toBe("pending");
    await decide(request, "❌ Reject");

    // Cara proposes, and is made agent before anyone approves.
    const toBen = upcoming(s, BEN.id, (m) => m.text.startsWith("📝"));
    const hers = await ask(s.tg, CARA, `/flight ${label} ${date}`);
    await s.tg.pressButton(CARA, hers, buttons(hers)[0]!);
    const benRequest = await toBen;
    const lapsed = await lastProposal();
    await setRole(s, CARA, "agent");
    expect(await getProposal(ledger.db, lapsed)).toMatchObject({ state: "expired", detail: { proposerLeft: true } });
    s.sim.resetCalls();
    expect(await toastFor(s, BEN, benRequest, buttonData(benRequest)[0]!)).toBe(`Proposal #${lapsed} lapsed: Cara is no longer an admin. Nothing was changed.`);
    expect(s.sim.calls().FlightUpdate ?? 0).toBe(0);
    expect((await auditActions(stack!)).at(-1)).toEqual({ action: "flight.expire", proposal: lapsed, userId: 0 });
  });

  it("refuses a stale proposal (the flight changed meanwhile) and shows both admins what changed, sending nothing", async () => {
    await closedBefore();
    const { request } = await proposeBy(async () => s.tg.pressButton(ADMIN, await screen(), "🔓 Open to sub-agencies"));
    const id = await lastProposal();
    const before = await now();
    await supplier.updateFlight(before, { seatCapacity: before.SeatCapacity + 7 });
    await now();
    s.sim.resetCalls();
    const { ben, ada } = await decide(request);
    expect(plain(ben)).toMatch(new RegExp(`^⛔ Proposal #${id} was not sent: the flight changed since it was proposed .*What changed:\\n• seat capacity: ${before.SeatCapacity} then, ${before.SeatCapacity + 7} now\\nThe flight now reads: seat capacity ${before.SeatCapacity + 7}, closed to sub-agencies\\.$`));
    expect(plain(ada)).toBe(plain(ben));
    expect(s.sim.calls().FlightUpdate).toBe(0);
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "stale", detail: { differences: [{ field: "seatCapacity" }] } });
  });

  it("reports a read-back that does not show the change, though the supplier accepted it", async () => {
    await closedBefore();
    const { request } = await proposeBy(async () => s.tg.pressButton(ADMIN, await screen(), "🔓 Open to sub-agencies"));
    const id = await lastProposal();
    s.sim.setFaults([{ operation: "FlightUpdate", unapplied: true, times: 1 }]);
    const { ben, ada } = await decide(request);
    expect(plain(ben)).toMatch(new RegExp(`^⚠️ Proposal #${id}: the supplier accepted the change, but read back after its delay the flight does not show it .*\\n• sub-agencies: open to sub-agencies wanted, closed to sub-agencies read\\n`));
    expect(plain(ada)).toBe(plain(ben));
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "mismatch" });
  });

  it("says an Update without an answer leaves the outcome unknown, reads the flight back and never sends it again", async () => {
    await closedBefore();
    const { request } = await proposeBy(async () => s.tg.pressButton(ADMIN, await screen(), "🔓 Open to sub-agencies"));
    const id = await lastProposal();
    s.sim.resetCalls();
    s.sim.setFaults([{ operation: "FlightUpdate", latencyMs: 2_500, times: 1 }]);
    const { ben } = await decide(request);
    expect(plain(ben)).toMatch(new RegExp(`^❓ Proposal #${id}: no clear answer came to the change \\(timeout\\), so whether it was made is unknown .*It is not sent again: look with /flight ${label} ${date}\\.\\nThe flight now reads: `));
    expect(s.sim.calls().FlightUpdate).toBe(1);
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "unknown" });
    s.sim.clearFaults();
  });

  it("tells the proposer of a rejection, and expires a proposal left too long", async () => {
    const rejected = await proposeBy(pressFirstButton);
    const { ada } = await decide(rejected.request, "❌ Reject");
    expect(ada.text).toMatch(/^❌ Proposal #\d+ was rejected by Ben: .* Nothing was changed\.$/);
    expect((await getProposal(ledger.db, await lastProposal()))?.state).toBe("rejected");

    const late = await proposeBy(pressFirstButton);
    const id = await lastProposal();
    clockOffsetMs = 3 * HOUR;
    try {
      expect(await toastFor(s, BEN, late.request, buttonData(late.request)[0]!)).toMatch(new RegExp(`^Proposal #${id} expired at .*: nothing was changed\\.`));
    } finally {
      clockOffsetMs = 0;
    }
    expect((await getProposal(ledger.db, id))?.state).toBe("expired");
  });

  it("reports an approval a stop cut off as unknown, and sends nothing again", async () => {
    const { request } = await proposeBy(pressFirstButton);
    const id = await lastProposal();
    // What a kill -9 during the Update leaves: approved, "sending".
    await ledger.db.updateTable("flight_proposals").set({ state: "sending", decider_id: BEN.id, decider_name: "Ben", decided_at: new Date().toISOString() }).where("id", "=", id).execute();
    // Counted from before the restart: a stop and a start on a loaded machine take seconds.
    const ada = upcoming(s, ADMIN.id, (m) => m.text.startsWith("❓"), 30_000);
    const ben = upcoming(s, BEN.id, (m) => m.text.startsWith("❓"), 30_000);
    s.sim.resetCalls();
    await s.restart();
    expect(plain(await ada)).toMatch(new RegExp(`^❓ Proposal #${id}: the bot stopped while sending the change, so whether it was made is unknown .*It is not sent again`));
    expect(plain(await ben)).toBe(plain(await ada));
    expect(await getProposal(ledger.db, id)).toMatchObject({ state: "unknown", detail: { interrupted: true } });
    expect(await toastFor(s, BEN, request, buttonData(request)[0]!)).toBe(`Proposal #${id} was already approved by Ben.`);
    expect(s.sim.calls().FlightUpdate).toBe(0);
  });
});

describe("flight control off (the default)", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack({ env: { ADMIN_IDS: [ADMIN.id, BEN.id].join(",") } });
  });
  afterAll(() => s?.stop());

  // The board without ⚙️ buttons for an admin: test/e2e/flights.test.ts.
  it("hides everything: /flight is an unknown command, not in the menu, and its buttons do nothing", async () => {
    expect((await ask(s.tg, ADMIN, `/flight IR1234 ${simDate(5)}`)).text).toMatch(/^🤔 Did you mean \/flights\?/);
    expect((await ask(s.tg, ADMIN, "/help")).text).not.toContain("/flight ");
    const help = await ask(s.tg, ADMIN, "/help");
    s.sim.resetCalls();
    const data = `fca:${ADMIN.id.toString(36)}:c:1:${simDate(5)}:THRMHD`;
    expect(await toastFor(s, ADMIN, help, data)).toBe("This result has expired. Run the command again.");
    expect(s.sim.calls().FlightGetList).toBe(0);
  });
});

/** A booking of two seats (and an infant) on `f`, booked now, as the feed sends it. */
function soldOn(f: ControlledFlight, event = 1, pnr = "FC0001") {
  const wire = bookedWire(event, pnr, { at: new Date().toISOString().slice(0, 19).replace("T", " ") });
  const out = { FlightNumber: f.FlightNumber, FlightDate: f.DepartureDateTime, OriginIataCode: f.OriginIataCode, DestinationIataCode: f.DestinationIataCode, AirlineIataCode: f.AirlineIataCode };
  for (const p of wire.Data.Passengers) p.CharterSegments[0]!.Flight = { ...p.CharterSegments[0]!.Flight, ...out };
  wire.Data.DepartureFlightDetail = [{ Charter: { ...wire.Data.DepartureFlightDetail[0]!.Charter!, ...out }, Webservice: null }];
  return wire;
}

/** The flight-control entries of the audit: action, proposal, who, and the outcome's result. */
async function auditActions(stack: LedgerStack) {
  return (await storedAudit(stack))
    .filter((e) => String(e["action"]).startsWith("flight."))
    .map((e) => ({ action: e["action"], proposal: e["proposal"], userId: e["userId"], ...(e["result"] ? { result: e["result"] } : {}) }));
}
