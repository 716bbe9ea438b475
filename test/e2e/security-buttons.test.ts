import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCallback } from "../../src/bot/callback-data.js";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, letIn, upcoming } from "../support/steps.js";
import { botMessages, buttonData, groupSettled, ownedBy, supplierCalls, toastFor, type Group } from "../support/security-steps.js";

const { oneWayRefundable, sixPassengers } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7601, first_name: "Ari", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7602, first_name: "Vic", language_code: "en" };
const GROUP: Group = { id: -100662, type: "supergroup", title: "Sales" };
const id36 = (user: TgUserSpec) => user.id.toString(36);

describe("forged, tampered and borrowed buttons", () => {
  let s: Stack;
  let results: StoredMessage;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
    await letIn(s, VIEWER, "viewer");
    results = await ask(s.tg, ADMIN, "/search THR MHD +3");
    expect(buttons(results)).toContain("🔄 Refresh");
  });
  afterAll(() => s?.stop());

  /** The user's /help lists what their role allows: their role, as the bot sees it. */
  const helpOf = async (user: TgUserSpec) => (await ask(s.tg, user, "/help")).text;

  it("refuses data that does not parse, before any feature sees it, and changes nothing", async () => {
    const [page] = buttonData(results);
    const owner = id36(ADMIN);
    const tampered = ["", "%%not-ours", "srp", `SRP:${owner}:x:1`, `srp:0:x:1`, `srp:-${owner}:x:1`, `srp:${"z".repeat(13)}:x:1`, `${page}${"9".repeat(64)}`, `sr p:${owner}:x`];
    const before = supplierCalls(s);
    const shown = botMessages(s, ADMIN.id);
    for (const data of tampered) expect(await toastFor(s, ADMIN, results, data), data).toBe("This button is not valid any more.");
    expect(botMessages(s, ADMIN.id)).toEqual(shown);
    expect(supplierCalls(s)).toBe(before);
  });

  it("answers well-formed buttons with bad fields clearly, with no supplier call and no change", async () => {
    const admin = ADMIN.id;
    const list = await ask(s.tg, ADMIN, "/users");
    const before = supplierCalls(s);
    const forged: [string, RegExp][] = [
      [encodeCallback("srp", admin, "nosuchid", 1), /expired/],
      [encodeCallback("srd", admin, "nosuchid", 0), /expired/],
      [encodeCallback("srq", admin, "nosuchid", 0), /expired/],
      [encodeCallback("hpq", admin, "not-a-pnr"), /^$/],
      [encodeCallback("lang", admin, "xx"), /not valid/],
      [encodeCallback("als", admin, "everything"), /not valid/],
      [encodeCallback("usr", admin, "zzzzzzzz", "admin"), /no longer on the list/],
      [encodeCallback("usr", admin, id36(VIEWER), "superuser"), /not valid/],
      [encodeCallback("usr", admin, id36(ADMIN), "revoke"), /no longer on the list/],
      [encodeCallback("acc", admin, id36(VIEWER), "admin"), /already decided/],
      [encodeCallback("zzz", admin, "1"), /expired/],
    ];
    for (const [data, toast] of forged) expect(await toastFor(s, ADMIN, list, data), data).toMatch(toast);
    expect(supplierCalls(s)).toBe(before);
    expect(await helpOf(VIEWER)).not.toContain("/refund");
    expect((await ask(s.tg, ADMIN, "/subscriptions")).text).toMatch(/This chat gets no alerts/);
    // An admin is also told about groups, in a second message: waited for, so that no later test sees it arrive.
    await expect.poll(() => botMessages(s, ADMIN.id).at(-1)?.text).toMatch(/No group gets alerts/);
  });

  it("refuses a viewer who forges an admin's or an agent's buttons in their own name", async () => {
    const own = await ask(s.tg, VIEWER, "/help");
    const before = supplierCalls(s);
    const forged = [
      encodeCallback("usr", VIEWER.id, id36(VIEWER), "admin"),
      encodeCallback("usr", VIEWER.id, id36(AGENT), "revoke"),
      encodeCallback("usl", VIEWER.id, 0),
      encodeCallback("acc", VIEWER.id, id36(VIEWER), "admin"),
    ];
    for (const data of forged) expect(await toastFor(s, VIEWER, own, data), data).toBe("This needs the admin role; yours is viewer. Ask an admin.");
    expect(await toastFor(s, VIEWER, own, encodeCallback("hrf", VIEWER.id, oneWayRefundable.pnr))).toMatch(/needs the agent role/);
    expect(supplierCalls(s)).toBe(before);
    expect(await helpOf(VIEWER)).not.toContain("/users");
    expect(await helpOf(AGENT)).toContain("/refund");
  });

  it("refuses another member's buttons in a group: no page turned, no quote, no subscription", async () => {
    const bot = s.tg.botInfo.username;
    const inGroup = await ask(s.tg, ADMIN, `/search@${bot} THR MHD +3`, GROUP);
    const history = upcoming(s, GROUP.id, (m) => buttons(m).includes("💰 Penalty quote"));
    await ask(s.tg, ADMIN, `/history@${bot} ${oneWayRefundable.pnr}`, GROUP);
    const messages = [inGroup, await history, await ask(s.tg, ADMIN, `/subscribe@${bot}`, GROUP)];
    const before = supplierCalls(s);
    const shown = botMessages(s, GROUP.id);
    for (const msg of messages) {
      for (const data of buttonData(msg)) expect(await toastFor(s, VIEWER, msg, data), data).toBe("This button belongs to someone else's message.");
    }
    await groupSettled(s, GROUP);
    expect(supplierCalls(s)).toBe(before);
    expect(botMessages(s, GROUP.id).slice(0, shown.length)).toEqual(shown);
    expect((await ask(s.tg, ADMIN, `/subscriptions@${bot}`, GROUP)).text).toMatch(/This chat gets no alerts/);
  });

  it("refuses the buttons of another user's refund flow, copied as they are or in one's own name", async () => {
    const picker = await ask(s.tg, AGENT, `/refund ${sixPassengers.pnr}`);
    const own = await ask(s.tg, VIEWER, "/help");
    const before = supplierCalls(s);
    for (const data of buttonData(picker)) {
      expect(await toastFor(s, VIEWER, own, data)).toBe("This button belongs to someone else's message.");
      // In their own name: they have no refund waiting, so the step is closed for them.
      expect(await toastFor(s, VIEWER, own, ownedBy(data, VIEWER))).toMatch(/refund step is closed/);
    }
    // Even a Confirm of a summary step nobody reached.
    expect(await toastFor(s, VIEWER, own, encodeCallback("rf", VIEWER.id, "s1", "ok"))).toMatch(/refund step is closed/);
    expect(supplierCalls(s)).toBe(before);
    // The agent's flow did not move: their own button still works on the same picker.
    const toggled = await press(s.tg, AGENT, picker, "Select all");
    expect(toggled.messageId).toBe(picker.messageId);
    expect(buttons(toggled)).toContain("Clear all");
    expect((await ask(s.tg, AGENT, "/cancel")).text).toMatch(/Cancelled/);
  });

  it("refuses the buttons of another user's guided search, and that search waits undisturbed", async () => {
    const kind = await ask(s.tg, VIEWER, "/search");
    const own = await ask(s.tg, AGENT, "/help");
    const before = supplierCalls(s);
    for (const data of buttonData(kind)) {
      expect(await toastFor(s, AGENT, own, data)).toBe("This button belongs to someone else's message.");
      expect(await toastFor(s, AGENT, own, ownedBy(data, AGENT))).toMatch(/expired|earlier question/);
    }
    expect(supplierCalls(s)).toBe(before);
    const origin = await press(s.tg, VIEWER, kind, "One-way");
    expect(origin.text).toMatch(/From which airport\?/);
    await ask(s.tg, VIEWER, "/cancel");
  });
});
