import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { EVENT_TYPES } from "../../src/services/events/event-types.js";
import { flightNumberKey } from "../../src/domain/flight-ref.js";
import { silentLogger } from "../../src/logger.js";
import { FLEET } from "../../src/sim/data/fleet.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { isFlightBookedEvent } from "../../src/supplier/schemas/events.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { fitsPhone, richDetails, richTable, rowOf } from "../support/rich.js";
import { ask, buttons, upcoming } from "../support/steps.js";

/**
 * /flights through the emulator, the simulator and the real bot, the ledger filled by the poller
 * from the simulator's feed (EVENTS_START 60 days back). The six-passenger fixture flies back
 * AWZ-THR on ZV4061 at +35: three adults and two children hold tickets, the infant's was
 * refunded.
 */

const FA: TgUserSpec = { id: 7411, first_name: "Farid", language_code: "fa" };
const AR: TgUserSpec = { id: 7412, first_name: "Amal", language_code: "ar" };
const DAY_MS = 86_400_000;
const { sixPassengers } = SIM_FIXTURES;

describe("/flights", () => {
  let s: Stack;
  let supplier: SupplierClient;
  const date = simDate(sixPassengers.returnDayOffset);

  beforeAll(async () => {
    const start = new Date(Date.now() - 60 * DAY_MS).toISOString().slice(0, 10);
    s = await startStack({
      env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", EVENTS_START: start, ADMIN_IDS: [ADMIN.id, FA.id, AR.id].join(",") },
      sim: { eventDelaySeconds: 0 },
    });
    supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    await ask(s.tg, ADMIN, "/start");
    await ask(s.tg, FA, "/start");
    await ask(s.tg, AR, "/start");
    // The ledger is filled once /poller counts every booking of the feed.
    const feed = await supplier.getEvents("b2b", { from: new Date(start), to: new Date(), types: [...EVENT_TYPES] });
    const bookings = new Set(feed.events.filter(isFlightBookedEvent).map((e) => e.Data.Pnr)).size;
    const filled = new RegExp(`\\nLedger: ${bookings} bookings, \\d+ passengers, \\d+ tickets, \\d+ cancellations\\n`);
    await vi.waitFor(async () => expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(filled), { timeout: 20_000, interval: 500 });
  }, 40_000);

  afterAll(async () => {
    await supplier?.close();
    await s?.stop();
  });

  /**
   * The bot's answer starting with `start`: the backfill makes the feed look late, and the
   * admins' notice of it may come in between.
   */
  async function answer(user: TgUserSpec, text: string, start: string) {
    const next = upcoming(s, user.id, (m) => m.text.startsWith(start));
    await s.tg.sendText(user, text);
    return next;
  }

  /** What the supplier says of ZV4061 now (each class's seats once; null: closed, none offered), and its aircraft's seats in the simulator's fleet. */
  async function zv4061(): Promise<{ offered: number | null; seats: number }> {
    const found = await supplier.search({ routes: [{ origin: "AWZ", destination: "THR", date }], source: "All", tour: false, closed: true, culture: "en-US" });
    const classes = new Map<string, number>();
    let aircraft = "";
    for (const f of found.ItineraryList.flatMap((i) => i.FlightList)) {
      if (f.Airline !== "ZV" || flightNumberKey(f.FlightNumber) !== "4061") continue;
      classes.set(String(f.FlightClass.BookingCode), f.FlightClass.AvailableSeat);
      aircraft = f.Aircraft ?? "";
    }
    const closed = found.ClosedFlightList.find((f) => f.Airline === "ZV" && flightNumberKey(f.FlightNumber) === "4061");
    if (closed) aircraft = closed.Aircraft ?? "";
    const seats = FLEET.find((a) => a.airlineIataCode === "ZV" && a.iataTypeCode === aircraft)!.seatCount;
    return { offered: classes.size > 0 ? [...classes.values()].reduce((a, b) => a + b, 0) : null, seats };
  }

  const persian = (n: number) => String(n).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
  const arabic = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

  it("shows a table a phone shows whole: each flight's sold seats, the seats offered and the load factor, the other figures folded, and a manifest button each", async () => {
    const { offered, seats } = await zv4061();
    s.sim.resetCalls();
    const board = await answer(ADMIN, `/flights ${date}`, "✈️");
    expect(board.text.split("\n")[0]).toMatch(/^✈️ Flights of \d{1,2} [A-Z][a-z]{2} \d{4} \(\d+ flights\)$/);
    expect(board.rich?.isRtl).toBeUndefined();
    const [head, ...rows] = richTable(board);
    expect(head).toEqual(["Flight", "Route", "Sold", "Left", "Load"]);
    expect(rowOf(rows, "ZV\u00a04061")).toEqual([expect.stringMatching(/^\d\d:\d\d ZV\u00a04061$/), "AWZ-THR", "5", offered === null ? "closed" : String(offered), `${Math.round(500 / seats)}%`]);
    const folded = richDetails(board);
    expect(folded.map((d) => d.summary)).toEqual(["Infants, cancellations and seats"]);
    expect(folded[0]!.text.split("\n")).toContain(`ZV 4061: 1 cancelled · ${offered === null ? "closed or sold out · " : ""}load ${Math.round(500 / seats)}% of ${seats}`);
    expect(board.text).toMatch(/\nDepartures are local at each airport.*$/);
    expect(fitsPhone(board)).toBe(true);
    // One search per route of the board, and one aircraft list.
    expect(s.sim.calls().SearchByRouteAndDate).toBe(new Set(rows.map((row) => row[1])).size);
    expect(s.sim.calls().AircraftGetList).toBe(1);
    expect(buttons(board)).toContain("📋 ZV4061");

    // The button opens the flight's manifest from the ledger.
    const manifest = upcoming(s, ADMIN.id, (m) => m.text.includes("ZV4061") && m.text !== board.text);
    await s.tg.pressButton(ADMIN, board, "📋 ZV4061");
    expect((await manifest).text).toMatch(/ZV4061/);
    expect((await manifest).text).toMatch(/Sold seats 5 · infants \d+ · cancelled 1/);
  });

  it("narrows the board to a route, right to left in Persian and Arabic with their digits", async () => {
    const { seats } = await zv4061();
    const board = await answer(FA, `/flights ${date} AWZ-THR`, "✈️");
    expect(board.text.split("\n")[0]).toMatch(/^✈️ پروازهای .+ · \u2066AWZ-THR\u2069$/);
    expect(board.rich?.isRtl).toBe(true);
    const [head, ...rows] = richTable(board);
    expect(head).toEqual(["پرواز", "مسیر", "فروخته", "مانده", "اشغال"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 3)).toEqual(["\u2066AWZ-THR\u2069", "۵"]);
    expect(rows[0]![4]).toBe(`٪${persian(Math.round(500 / seats))}`);
    expect(richDetails(board)[0]!.text).toContain(`۱ لغو · `);
    expect(richDetails(board)[0]!.text).toContain(`ضریب اشغال ٪${persian(Math.round(500 / seats))} از ${persian(seats)}`);
    expect(fitsPhone(board)).toBe(true);
    expect(buttons(board)).toEqual(["📋 ZV4061"]);

    const arBoard = await answer(AR, `/flights ${date} AWZ-THR`, "✈️");
    expect(arBoard.rich?.isRtl).toBe(true);
    const [arHead, ...arRows] = richTable(arBoard);
    expect(arHead).toEqual(["الرحلة", "المسار", "مباع", "متاح", "إشغال"]);
    expect(arRows[0]!.slice(2, 3)).toEqual(["٥"]);
    expect(arRows[0]![4]).toBe(`${arabic(Math.round(500 / seats))}٪`);
    expect(fitsPhone(arBoard)).toBe(true);
  });

  it("shows ? with a reason when the supplier's search fails, and the board all the same", async () => {
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", status: 503 }]);
    try {
      const board = await answer(ADMIN, `/flights ${date} AWZ-THR`, "✈️");
      expect(rowOf(richTable(board).slice(1), "ZV\u00a04061").slice(2, 4)).toEqual(["5", "?"]);
      expect(richDetails(board)[0]!.text).toContain("ZV 4061: 1 cancelled · offered ? (the supplier is unavailable)");
    } finally {
      s.sim.clearFaults();
    }
  });

  it("says when the ledger has no flight that day, and why it may not", async () => {
    const reply = await answer(ADMIN, `/flights ${simDate(150)}`, "No flight");
    expect(reply.text).toMatch(/^No flight of .+ in the ledger\. The ledger holds what the event feed brought since the poller first ran; .*EVENTS_START/);
    expect((await answer(ADMIN, "/flights THR-THR", "THR-THR")).text).toMatch(/^THR-THR goes from an airport to itself\.\nSend \/flights/);
  });

  it("sends as HTML text a board the server refuses for its content, and tables again after it", async () => {
    s.tg.failNext("sendRichMessage", { status: 400, description: "Bad Request: rich message is too long" });
    const html = await answer(ADMIN, `/flights ${date} AWZ-THR`, "✈️");
    expect(html.rich).toBeUndefined();
    expect(html.text).toContain("ZV4061 AWZ-THR\n5 seats sold");
    expect(buttons(html)).toContain("📋 ZV4061");
    const again = await answer(ADMIN, `/flights ${date} AWZ-THR`, "✈️");
    expect(richTable(again)[0]).toEqual(["Flight", "Route", "Sold", "Left", "Load"]);
  });

  it("sends the board as HTML text where the Bot API server refuses rich messages, and asks no more after the refusal", async () => {
    const { offered, seats } = await zv4061();
    s.tg.setRichMessages(false);
    try {
      const board = await answer(ADMIN, `/flights ${date}`, "✈️");
      expect(board.rich).toBeUndefined();
      const blocks = board.text.split("\n\n");
      expect(blocks[0]).toMatch(/^✈️ Flights of \d{1,2} [A-Z][a-z]{2} \d{4} \(\d+ flights\)$/);
      const zv = blocks.find((b) => b.includes("ZV4061 AWZ-THR"));
      expect(zv).toMatch(new RegExp(`^\\d\\d:\\d\\d ZV4061 AWZ-THR\\n5 seats sold · 1 cancelled · ${offered === null ? "closed or sold out" : `${offered} offered`} · load ${Math.round(500 / seats)}% of ${seats}$`));
      expect(blocks.at(-1)).toMatch(/^Departures are local at each airport/);
      expect(buttons(board)).toContain("📋 ZV4061");
      const tried = s.tg.calls("sendRichMessage").length;
      expect(tried).toBeGreaterThan(0);
      const again = await answer(ADMIN, `/flights ${date} AWZ-THR`, "✈️");
      expect(again.text).toContain("ZV4061 AWZ-THR\n5 seats sold");
      expect(s.tg.calls("sendRichMessage")).toHaveLength(tried);
    } finally {
      // Once refused, the bot sends HTML until it restarts: the other tests read tables.
      s.tg.setRichMessages(true);
      await s.restart();
    }
  });
});
