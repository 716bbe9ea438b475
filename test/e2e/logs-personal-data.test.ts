import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack, press } from "../support/steps.js";

const { oneWayRefundable } = SIM_FIXTURES;

/** Log lines name what failed (kinds, ids, member names), never a passenger's data. */
describe("personal data stays out of the log", () => {
  let s: Stack;
  let personal: string[];
  beforeAll(async () => {
    s = await adminStack();
    // What the booking shows the admin in a private chat: the values that must not be logged.
    const history = await ask(s.tg, ADMIN, `/history ${oneWayRefundable.pnr}`);
    // Contacts and documents are behind the history's details button.
    const shown = `${history.text}\n${(await press(s.tg, ADMIN, history, "🗂 Details")).text}`;
    const contact = /Phone: (\S+) · Email: (\S+)/.exec(shown);
    const names = [...shown.matchAll(/^\d+\. (\S+) (\S+) · /gm)].flatMap((m) => [m[1]!, m[2]!]);
    const ids = [...shown.matchAll(/National id: (\S+)/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    personal = [contact?.[1] ?? "", contact?.[2] ?? "", ...names, ...ids];
    expect(personal.filter((v) => v.length >= 3)).toHaveLength(personal.length);
  });
  afterAll(() => s?.stop());

  const logsFrom = (mark: number) => s.logs.slice(mark).join("\n");

  it("Telegram refusing a booking's message: the log has the refusal, not the message", async () => {
    const mark = s.logs.length;
    s.tg.failNext("sendMessage", { status: 400, description: "Bad Request: can't parse entities" });
    expect((await ask(s.tg, ADMIN, `/history ${oneWayRefundable.pnr}`)).text).toMatch(/something went wrong on our side/);
    const lines = logsFrom(mark);
    expect(lines).toContain("can't parse entities");
    for (const value of personal) expect(lines, value).not.toContain(value);
  });

  it("a booking answer cut short: the log describes its shape, not the passengers in it", async () => {
    const mark = s.logs.length;
    s.sim.setFaults([{ operation: "GetHistory", malformedJson: true, times: 1 }]);
    expect((await ask(s.tg, ADMIN, `/history ${oneWayRefundable.pnr}`)).text).toMatch(/could not read/);
    const lines = logsFrom(mark);
    expect(lines).toMatch(/JSON-like text of \d+ characters \(members [^)]*PassengerList/);
    for (const value of personal) expect(lines, value).not.toContain(value);
  });
});
