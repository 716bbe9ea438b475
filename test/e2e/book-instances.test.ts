import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Stack } from "../support/stack.js";
import { adminStack, ask, buttons, callsDuring, upcoming } from "../support/steps.js";
import { dataOf, letInStaff } from "../support/refund-steps.js";
import { answerUpToSummary, fareWithSeats, iranian, isIssued, pressFirst } from "../support/book-steps.js";

const AGENT: TgUserSpec = { id: 7401, first_name: "Sima", language_code: "en" };
const THR_MHD = { origin: "THR", destination: "MHD" };

/**
 * A 🎫 press handled by a process that did not run the search (another instance behind the
 * webhook, or this one after a restart: the results are in the memory of the one that searched).
 * The button names its result (whose query every instance reads from the database) and the
 * offer's tag, found again in a fresh search.
 */
describe("/book from a search this process did not run", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letInStaff(s, [{ user: AGENT, role: "agent" }]);
  });
  afterAll(() => s?.stop());

  it("searches again, finds the same flight and fare, and books it", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 31 });
    await ask(s.tg, AGENT, `/search ${fare.search}`);
    const list = await ask(s.tg, AGENT, "/book");
    await s.restart();
    const calls = await callsDuring(s.sim, async () => {
      const party = upcoming(s, AGENT.id, (m) => /👥/.test(m.text));
      await s.tg.pressButton(AGENT, list, fare.label);
      await party;
    });
    expect(calls.SearchByRouteAndDate).toBe(1);
    const offer = s.tg.messages(AGENT.id).findLast((m) => /New booking/.test(m.text))!;
    expect(offer.text).toContain(`${fare.segment.Airline} ${fare.segment.FlightNumber}`);
    expect(offer.text).toContain(`class ${fare.segment.FlightClass.BookingCode}`);
    const summary = await answerUpToSummary(s, AGENT, { party: "1" }, [iranian("Navid")]);
    await pressFirst(s, AGENT, summary, isIssued);
  });

  it("/book typed after the restart lists the agent's latest search, searched again, and books from it", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 33 });
    await ask(s.tg, AGENT, `/search ${fare.search}`);
    await s.restart();
    let list: StoredMessage | undefined;
    const calls = await callsDuring(s.sim, async () => {
      list = await ask(s.tg, AGENT, "/book");
    });
    expect(calls.SearchByRouteAndDate).toBe(1);
    expect(buttons(list!)).toContain(fare.label);
    const party = upcoming(s, AGENT.id, (m) => /👥/.test(m.text));
    await s.tg.pressButton(AGENT, list!, fare.label);
    await party;
    const summary = await answerUpToSummary(s, AGENT, { party: "1" }, [iranian("Omid")]);
    await pressFirst(s, AGENT, summary, isIssued);
  });

  it("/book typed after the restart, the supplier down: says why once, not also \"search first\"", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 34 });
    await ask(s.tg, AGENT, `/search ${fare.search}`);
    await s.restart();
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", status: 503 }]);
    try {
      const from = s.tg.messages(AGENT.id).length;
      const answer = await ask(s.tg, AGENT, "/book");
      expect(answer.text).toMatch(/HTTP 503/);
      // Updates of a chat are handled in turn: /help's answer comes after all of /book's.
      await ask(s.tg, AGENT, "/help");
      expect(s.tg.messages(AGENT.id).slice(from).filter((m) => /Search first/.test(m.text))).toEqual([]);
    } finally {
      s.sim.clearFaults();
    }
  });

  it("says so when the fresh search no longer lists the offer, and holds nothing", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 32 });
    await ask(s.tg, AGENT, `/search ${fare.search}`);
    const list = await ask(s.tg, AGENT, "/book");
    await s.restart();
    // The same button as the other instance would get it, naming an offer the supplier no longer has.
    const data = dataOf(list, buttons(list)[0]!).replace(/[0-9a-f]{10}$/, "0000000000");
    const calls = await callsDuring(s.sim, async () => {
      const missing = upcoming(s, AGENT.id, (m) => /no longer offered/.test(m.text));
      await s.tg.pressRaw(AGENT, list, data);
      expect((await missing).text).toContain("Search again to book");
    });
    expect(calls).toMatchObject({ SearchByRouteAndDate: 1, Lock: 0 });
  });
});
