import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { ADMIN, STRANGER, startStack, type Stack } from "../support/stack.js";
import { ask, askInGroup, letIn, upcoming } from "../support/steps.js";

const { oneWayRefundable, sixPassengers } = SIM_FIXTURES;
const VIEWER: TgUserSpec = { id: 7701, first_name: "Vida", language_code: "en" };
const AGENT: TgUserSpec = { id: 7702, first_name: "Arash", language_code: "en" };
const GROUP = { id: -100_7700, type: "supergroup" as const, title: "Sales desk" };

/** What https://t.me/<bot>?start=<payload> does: the app sends "/start <payload>" in the private chat. */
describe("deep links (/start payloads)", () => {
  let s: Stack;
  const open = (user: TgUserSpec, payload: string) => ask(s.tg, user, `/start ${payload}`);

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, VIEWER, "viewer");
    await letIn(s, AGENT, "agent");
  });
  afterAll(() => s?.stop());

  it("opens a booking's history for every role, as /history does", async () => {
    for (const user of [VIEWER, AGENT, ADMIN]) {
      const history = upcoming(s, user.id, (m) => m.text.includes("🎫"));
      await s.tg.sendText(user, `/start h_${sixPassengers.pnr}`);
      expect((await history).text).toContain(`📘 Booking ${sixPassengers.pnr}`);
    }
  });

  it("opens a refund for agents and admins, and gives a viewer the refusal /refund gives", async () => {
    const refusal = (await ask(s.tg, VIEWER, `/refund ${oneWayRefundable.pnr}`)).text;
    expect(refusal).toMatch(/needs the agent role; yours is viewer/);
    const before = s.sim.calls().GetHistory;
    expect((await open(VIEWER, `r_${oneWayRefundable.pnr}`)).text).toBe(refusal);
    expect(s.sim.calls().GetHistory).toBe(before);
    for (const user of [AGENT, ADMIN]) {
      const typed = await ask(s.tg, user, `/refund ${oneWayRefundable.pnr}`);
      await ask(s.tg, user, "/cancel");
      const linked = await open(user, `r_${oneWayRefundable.pnr}`);
      expect(linked.text).toBe(typed.text);
      expect(linked.keyboard.flat().map((b) => b.text)).toEqual(typed.keyboard.flat().map((b) => b.text));
      await ask(s.tg, user, "/cancel");
    }
  });

  it("opens a flight's manifest as /manifest does", async () => {
    for (const user of [VIEWER, AGENT]) {
      const typed = await ask(s.tg, user, "/manifest IR1234 2026-12-02");
      expect((await open(user, "m_IR1234_20261202")).text).toBe(typed.text);
    }
  });

  it("opens a search, and explains a link to a day gone by in the search's own words", async () => {
    const date = simDate(4);
    expect((await open(VIEWER, `s_THR_MHD_${date.replaceAll("-", "")}`)).text).toContain(`One-way: THR MHD ${date}`);
    expect((await open(VIEWER, "s_THR_MHD_20200101")).text).toBe((await ask(s.tg, VIEWER, "/search THR MHD 2020-01-01")).text);
  });

  it("says so of a link FlightDesk does not make, then greets as a plain /start does", async () => {
    const plain = (await ask(s.tg, VIEWER, "/start")).text;
    for (const payload of ["x_K7M2QA", "h_k7m2qa", "m_IR1234_20261340", "h_K7M"]) {
      const greeting = upcoming(s, VIEWER.id, (m) => m.text === plain);
      const said = await open(VIEWER, payload);
      expect(said.text).toMatch(/^This link is not one FlightDesk makes/);
      await greeting;
    }
    expect((await open(VIEWER, "help")).text).toBe(plain);
  });

  it("opens nothing in a group: any /start there is the greeting, without a supplier call", async () => {
    await s.tg.addBotToGroup(ADMIN, GROUP);
    const greeting = (await askInGroup(s.tg, ADMIN, GROUP, "/start")).text;
    const before = s.sim.calls();
    for (const payload of [`r_${oneWayRefundable.pnr}`, `h_${sixPassengers.pnr}`, "m_IR1234_20261202", `s_THR_MHD_${simDate(4).replaceAll("-", "")}`]) {
      expect((await askInGroup(s.tg, ADMIN, GROUP, `/start ${payload}`)).text, payload).toBe(greeting);
    }
    const after = s.sim.calls();
    expect([after.GetHistory, after.SearchByRouteAndDate]).toEqual([before.GetHistory, before.SearchByRouteAndDate]);
  });

  it("gives a stranger the stranger's answer and calls no supplier", async () => {
    const before = s.sim.calls().GetHistory;
    const refusal: StoredMessage = await open(STRANGER, `h_${sixPassengers.pnr}`);
    expect(refusal.text).toMatch(/only\. Your Telegram id is \d+/);
    expect(refusal.text).not.toContain(sixPassengers.pnr);
    expect(s.sim.calls().GetHistory).toBe(before);
  });
});
