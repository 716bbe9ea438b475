import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { SupplierClient, type ControlledFlight } from "../../src/supplier/client.js";
import { bookedWire, parsed } from "../support/ledger-events.js";
import { sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, storedAudit, type LedgerStack } from "../support/ledger-stack.js";
import { buttonData, toastFor, type Group } from "../support/security-steps.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, askInGroup, buttons, letIn, press, upcoming } from "../support/steps.js";

/**
 * Pace alerts end to end (/subscribe pace), on each database: the
 * pace service reads the simulator's flight list (every 300 ms here) and keeps each flight's
 * seats; seats sold come into the ledger through a second connection, as the poller writes
 * them. Each booking sells two seats (and an infant's) of its flight, whose seats the test sets
 * to 10 through the supplier's Flight Update.
 */

const VIEWER: TgUserSpec = { id: 7901, first_name: "Vida", language_code: "en" };
const GROUP: Group = { id: -100790, type: "supergroup", title: "Revenue desk" };
const LTR = /[\u2066-\u2069]/g;
const plain = (m: StoredMessage) => m.text.replace(LTR, "");

describe.each(TEST_DATABASES)("pace alerts on $name", (database) => {
  let s: Stack;
  let ledger: Ledger;
  let supplier: SupplierClient;
  let flights: ControlledFlight[];
  let stack: LedgerStack | undefined;
  let event = 0;

  beforeAll(async () => {
    stack = await ledgerStack(database, "pace_alerts_e2e", { env: { FLIGHT_CONTROL: "on" }, sim: { flightListLagSeconds: 0 }, paceTickMs: 200, paceSeatsMs: 300 });
    ({ s, ledger } = stack);
    supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    await letIn(s, VIEWER, "viewer");
    await s.tg.addBotToGroup(ADMIN, GROUP);
    flights = await supplier.getFlights({ date: simDate(6) });
  }, 30_000);
  afterAll(async () => {
    await supplier?.close();
    await stack?.stop();
  });

  /** A flight of its own for a test, with 10 seats at the supplier. */
  async function flightWithTenSeats(): Promise<ControlledFlight> {
    const flight = flights.shift()!;
    await supplier.updateFlight(flight, { seatCapacity: 10 });
    return flight;
  }
  /** `count` bookings of two seats each on the flight, in the ledger. */
  async function sell(flight: ControlledFlight, count: number): Promise<void> {
    const out = { airline: flight.AirlineIataCode, number: flight.FlightNumber, at: flight.DepartureDateTime, origin: flight.OriginIataCode, destination: flight.DestinationIataCode };
    const at = new Date().toISOString().slice(0, 19).replace("T", " ");
    const wires = Array.from({ length: count }, () => {
      event += 1;
      return bookedWire(event, `PC${String(event).padStart(4, "0")}`, { at, out, oneWay: true });
    });
    await ledger.ingest(parsed(...wires), new Date());
  }
  const label = (f: ControlledFlight) => `${f.AirlineIataCode} ${f.FlightNumber}`;

  it("tells a flight passing 80 % once, with its buttons, then its sell-out; Acknowledge is told to the chat and kept in /audit", async () => {
    // Another test of the file may have subscribed Ada already (any order).
    expect((await ask(s.tg, ADMIN, "/subscribe pace")).text).toMatch(/Subscribed: Pace \(revenue\)|already gets these alerts/);
    const flight = await flightWithTenSeats();
    const passed = upcoming(s, ADMIN.id, (m) => m.text.includes(label(flight)) && /passed 80% sold/.test(m.text), 15_000);
    await sell(flight, 4);
    const alert = await passed;
    expect(plain(alert)).toContain("8 seats sold of 10 · 80% load");
    expect(buttons(alert)).toEqual(["📈 Pace", "📋 Manifest", "🛠 Flight control", "✋ Acknowledge"]);

    const pace = await press(s.tg, ADMIN, alert, "📈 Pace");
    expect(plain(pace)).toMatch(/^📈 Pace, /);
    expect(plain(pace)).toContain(label(flight).replace(" ", "\u00a0"));

    const told = upcoming(s, ADMIN.id, (m) => m.text.startsWith("✋"));
    await s.tg.pressButton(ADMIN, alert, "✋ Acknowledge");
    expect(plain(await told)).toMatch(new RegExp(`^✋ Ada took the pace alert of ${flight.AirlineIataCode}${Number(flight.FlightNumber)} ${flight.OriginIataCode}-${flight.DestinationIataCode} on .+ \\(.+\\)\\.$`));
    await expect.poll(() => buttons(s.tg.messages(ADMIN.id).find((m) => m.messageId === alert.messageId)!)).toEqual(["📈 Pace", "📋 Manifest", "🛠 Flight control"]);
    expect((await storedAudit(stack!)).filter((e) => e.action === "pace.ack" && e["userId"] === ADMIN.id)).toHaveLength(1);
    expect((await ask(s.tg, ADMIN, "/audit flights")).text).toMatch(/✋ Ada took the pace alert of /);

    const soldOut = upcoming(s, ADMIN.id, (m) => m.text.includes(label(flight)) && /is sold out/.test(m.text), 15_000);
    await sell(flight, 1);
    expect(plain(await soldOut)).toContain("10 seats sold of 10 · 100% load");
    const mine = s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes(label(flight)));
    expect(mine.filter((m) => /passed \d+% sold/.test(m.text)).map((m) => /passed (\d+)%/.exec(m.text)![1])).toEqual(["80"]);
    expect((await ask(s.tg, ADMIN, "/unsubscribe")).text).toContain("Pace (revenue)");
  }, 60_000);

  it("in a group, lets anyone let in take an alert: the first is told to the group, the next hears who took it", async () => {
    const flight = await flightWithTenSeats();
    const subscribed = await askInGroup(s.tg, ADMIN, GROUP, `/subscribe pace flight=${flight.AirlineIataCode}${flight.FlightNumber}`);
    expect(subscribed.text).toContain("Subscribed: Pace (revenue)");
    const passed = upcoming(s, GROUP.id, (m) => /passed 80% sold/.test(m.text), 15_000);
    await sell(flight, 4);
    const alert = await passed;
    const ack = buttonData(alert).find((d) => d.startsWith("pca:"))!;
    const told = upcoming(s, GROUP.id, (m) => m.text.startsWith("✋"));
    await s.tg.pressRaw(VIEWER, alert, ack);
    expect(plain(await told)).toMatch(/^✋ Vida took the pace alert of /);
    expect(await toastFor(s, ADMIN, alert, ack)).toMatch(/^Vida took it at /);
  }, 60_000);

  it("tells a flight past 95 % sold out when the supplier no longer offers a seat of it in any class", async () => {
    // Another test of the file may have subscribed Ada already (any order).
    expect((await ask(s.tg, ADMIN, "/subscribe pace")).text).toMatch(/Subscribed: Pace \(revenue\)|already gets these alerts/);
    // The simulator's fixture: THR-MHD's second flight that day offers no seat (it is in ClosedFlightList only).
    const { origin, destination, dayOffset } = SIM_FIXTURES.routes.closedFlights;
    const day = (await supplier.getFlights({ date: simDate(dayOffset), origin, destination })).sort((a, b) => a.DepartureDateTime.localeCompare(b.DepartureDateTime));
    const flight = day[1]!;
    const capacity = flight.SeatCapacity;
    const soldOut = upcoming(s, ADMIN.id, (m) => m.text.includes(label(flight)) && /is sold out/.test(m.text), 15_000);
    // 95 % of its seats and more, not all of them: only its offers say it is sold out.
    await sell(flight, Math.ceil((capacity * 0.95) / 2));
    const text = plain(await soldOut);
    const sold = Number(/(\d+) seats sold of (\d+)/.exec(text)![1]);
    expect(sold).toBeLessThan(capacity);
    expect(sold * 100).toBeGreaterThanOrEqual(95 * capacity);
  }, 60_000);

  it("tells /pace's load from the flight's aircraft, or from the seats still offered plus those sold, when the flight list fails", async () => {
    const flight = flights.shift()!;
    await sell(flight, 2);
    const ask4 = () => ask(s.tg, VIEWER, `/pace ${simDate(6)} ${flight.OriginIataCode}-${flight.DestinationIataCode}`);
    const listed = await ask4();
    expect(listed.text.replace(/[\u2066-\u2069]/g, "")).toMatch(new RegExp(`load \\d+% of ${flight.SeatCapacity}\\b`));
    s.sim.setFaults([{ operation: "FlightGetList", status: 503 }]);
    try {
      const byAircraft = (await ask4()).text.replace(/[\u2066-\u2069]/g, "");
      expect(byAircraft).toMatch(/load ≈\d+% of \d+ \(seats of its aircraft\)/);
      expect(byAircraft).toContain("The supplier's flight list did not answer for");
      s.sim.setFaults([{ operation: "FlightGetList", status: 503 }, { operation: "AircraftGetList", status: 503 }]);
      const offered = (await ask4()).text.replace(/[\u2066-\u2069]/g, "");
      expect(offered).toMatch(/load ≈\d+% of \d+ \(seats still offered \+ sold\)/);
    } finally {
      s.sim.clearFaults();
    }
  }, 60_000);

  it("sets, shows and ends a chat's quiet hours, and holds alerts queued within them until they end", async () => {
    expect((await ask(s.tg, VIEWER, "/subscribe quiet 25:00-07:00")).text).toBe("“25:00-07:00” is not a span of hours. Write it as 23:00-07:00, or off.");
    expect((await ask(s.tg, VIEWER, "/subscribe quiet")).text).toBe("This chat has no quiet hours. Set them with /subscribe quiet 23:00-07:00.");
    // Quiet from an hour ago to an hour from now, in the display zone (UTC here).
    const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const [from, to] = [hhmm(Date.now() - 3_600_000), hhmm(Date.now() + 3_600_000)];
    expect((await ask(s.tg, VIEWER, `/subscribe quiet ${from}-${to}`)).text).toMatch(new RegExp(`^🌙 Quiet hours: ${from}–${to} \\(UTC\\)\\. Alerts that come in them wait`));
    expect((await ask(s.tg, VIEWER, "/subscriptions")).text).toContain(`🌙 Quiet hours: ${from}–${to}`);
    expect((await ask(s.tg, VIEWER, "/subscribe pace")).text).toContain("Subscribed: Pace (revenue)");
    const flight = await flightWithTenSeats();
    await sell(flight, 4);
    // The alert is queued for the end of the quiet hours, so it cannot have been sent.
    const queued = async () => (await ledger.db.selectFrom("alert_queue").select(["not_before"]).where("chat_id", "=", VIEWER.id).execute()).map((r) => Number(r.not_before));
    await expect.poll(queued, { timeout: 15_000 }).toHaveLength(1);
    const [notBefore] = await queued();
    expect(notBefore! - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(s.tg.messages(VIEWER.id).filter((m) => m.from === "bot" && /passed 80% sold/.test(m.text))).toEqual([]);
    expect((await ask(s.tg, VIEWER, "/subscribe quiet off")).text).toBe("🔔 No quiet hours: alerts arrive as they come.");
    expect((await ask(s.tg, VIEWER, "/subscriptions")).text).not.toContain("Quiet hours");
  }, 60_000);
});

sayWhenNoPostgres();
