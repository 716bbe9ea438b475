import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { silentLogger } from "../../src/logger.js";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, press, letIn, askInGroup } from "../support/steps.js";
import { expectEachOnce, pnrCounts } from "../support/alert-steps.js";

const VIEWER: TgUserSpec = { id: 7101, first_name: "Vida", username: "vida_sales", language_code: "en" };
const GROUP = { id: -100_4242, type: "supergroup" as const, title: "Sales <desk> & co" };

// One story in order: the subscriptions made, delivered, filtered and counted by /poller, then stopped.
describe("sale and cancellation alerts", { shuffle: false }, () => {
  let s: Stack;
  let supplier: SupplierClient;
  const historyLink = (pnr: string) => `https://t.me/${s.tg.botInfo.username}?start=h_${pnr}`;

  beforeAll(async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 } });
    supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, VIEWER, "viewer");
    await s.tg.addBotToGroup(ADMIN, GROUP);
  });
  afterAll(async () => {
    await supplier?.close();
    await s?.stop();
  });

  it("subscribes a private chat with topic buttons, and a group only for FlightDesk admins", async () => {
    const choice = await ask(s.tg, VIEWER, "/subscribe");
    expect(buttons(choice)).toEqual(["Bookings", "Cancellations", "All events", "Pace (revenue)", "📊 Daily sales digest (23:30)"]);
    const done = await press(s.tg, VIEWER, choice, "Bookings");
    expect(done.text).toMatch(/Subscribed: Bookings/);

    expect((await askInGroup(s.tg, VIEWER, GROUP, "/subscribe all")).text).toMatch(/only FlightDesk admins/);
    expect((await askInGroup(s.tg, ADMIN, GROUP, "/subscribe all")).text).toMatch(/Subscribed: All events/);
    expect((await askInGroup(s.tg, ADMIN, GROUP, "/subscribe all")).text).toMatch(/already gets these alerts/);
  });

  it("explains a wrong filter and changes nothing", async () => {
    expect((await ask(s.tg, VIEWER, "/subscribe bookings route=THR")).text).toMatch(/“route=THR” is not a route/);
    expect((await ask(s.tg, VIEWER, "/subscribe <b>")).text).toMatch(/I do not understand “<b>”/);
    expect((await ask(s.tg, VIEWER, "/subscriptions")).text).toMatch(/Alerts in this chat \(1\)\n1\. Bookings\n/);
  });

  it("delivers a booking made in the simulator to the subscribed private chat and the group", async () => {
    const { pnr } = s.sim.createBooking();
    const alert = await s.tg.waitFor(VIEWER.id, (m) => m.text.includes(pnr), { timeoutMs: 8000 });
    expect(alert.text).toMatch(new RegExp(`^🟢 New booking ${pnr}\n✈️ [A-Z]{3} → [A-Z]{3} · [A-Z0-9]{2} \\d+ · \\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} \\(local time\\)`));
    expect(alert.text).toMatch(/👥 \d+ adults?/);
    expect(alert.text).toMatch(/💰 Total payable: [\d,.]+ IRR/);
    expect(alert.text).toMatch(/🎫 (Charter|Web service|Charter and web service)/);
    expect(alert.text).toMatch(/🕒 Booked \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} \(Coordinated Universal Time\)/);
    expect(buttons(alert)).toEqual(["📜 History"]);
    const inGroup = await s.tg.waitFor(GROUP.id, (m) => m.text.includes(pnr), { timeoutMs: 8000 });
    expect(inGroup.text).toContain("New booking");
    // A group's members each open the booking in their own private chat: no button only the subscriber may press.
    expect(inGroup.keyboard).toEqual([[{ text: "🔒 Open in private chat", url: historyLink(pnr) }]]);
  });

  it("shows the booking history from the alert's button", async () => {
    const alert = s.tg.messages(VIEWER.id).findLast((m) => m.from === "bot" && buttons(m).includes("📜 History"))!;
    const history = await press(s.tg, VIEWER, alert, "📜 History");
    expect(history.text).toContain(alert.text.split("\n")[0]!.split(" ").at(-1)!);
    expect(s.sim.calls().GetHistory).toBeGreaterThanOrEqual(1);
  });

  it("applies filters: only the matching flights reach a filtered chat", async () => {
    await ask(s.tg, ADMIN, "/subscribe bookings airline=IR");
    const pnrs = Array.from({ length: 8 }, () => s.sim.createBooking().pnr);
    await expectEachOnce(s.tg, GROUP.id, pnrs);
    const groupTexts = s.tg.messages(GROUP.id).map((m) => m.text);
    // The group got them as a digest: "PNR THR → MHD · IR 7690 · ..." (the first flight of each).
    const ir = pnrs.filter((pnr) => groupTexts.some((text) => new RegExp(`${pnr} [A-Z]{3} → [A-Z]{3} · IR \\d`).test(text)));
    expect(ir.length).toBeGreaterThan(0);
    expect(ir.length).toBeLessThan(pnrs.length);
    await expectEachOnce(s.tg, ADMIN.id, ir);
    const counts = pnrCounts(s.tg, ADMIN.id, pnrs);
    expect(pnrs.filter((pnr) => counts.get(pnr)! > 0).sort()).toEqual([...ir].sort());
  });

  it("alerts a cancellation with each passenger's penalty and amount back", async () => {
    await ask(s.tg, VIEWER, "/subscribe cancellations");
    const pnr = F.oneWayRefundable.pnr;
    const quote = await supplier.getPenalty(pnr, [F.oneWayRefundable.tickets[0]!]);
    const passenger = quote.PassengerList[0]!;
    await supplier.doRefund({ pnr, segments: [{ ticketNumber: passenger.TicketNumber, penalty: passenger.PenaltyAmountThatPassengerShouldPay }], reason: 1, remarks: null });
    const alert = await s.tg.waitFor(VIEWER.id, (m) => m.text.includes("Cancellation") && m.text.includes(pnr), { timeoutMs: 8000 });
    expect(alert.text).toContain(`ticket ${passenger.TicketNumber}`);
    expect(alert.text).toMatch(/Cancelled by \S+/);
    expect(alert.text).toMatch(/penalty [\d,]+ IRR \(\d+%\) · back [\d,]+ IRR/);
    expect(alert.keyboard).toEqual([]);
    const inGroup = await s.tg.waitFor(GROUP.id, (m) => m.text.includes("Cancellation") && m.text.includes(pnr), { timeoutMs: 8000 });
    expect(inGroup.keyboard).toEqual([[{ text: "🔒 Open in private chat", url: historyLink(pnr) }]]);
  });

  it("sends a digest when more than five alerts wait for one chat", async () => {
    const before = s.tg.messages(VIEWER.id).length;
    const pnrs = Array.from({ length: 12 }, () => s.sim.createBooking().pnr);
    await expectEachOnce(s.tg, VIEWER.id, pnrs);
    const sent = s.tg.messages(VIEWER.id).slice(before).filter((m) => m.from === "bot");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/^📦 12 alerts\n🟢 /);
    expect(sent[0]!.text).toMatch(/\n🕒 Flight times are airport-local$/);
  });

  it("shows admins the poller's health", async () => {
    const status = await ask(s.tg, ADMIN, "/poller");
    expect(status.text).toMatch(/Event poller: B2B, every 1 s/);
    expect(status.text).toMatch(/Last successful poll: \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} \(\d+ s ago\)/);
    expect(status.text).toMatch(/lag \d+ s/);
    expect(status.text).toMatch(/Errors: none/);
    expect(status.text).toMatch(/Subscriptions: 4 \(2 private chats, 1 group\)/);
    expect(status.text).toMatch(/\n🕒 Times are Coordinated Universal Time$/);
    expect((await ask(s.tg, VIEWER, "/poller")).text).toMatch(/needs the admin role/);
  });

  it("stops a subscription with its button, and all of a revoked user's private alerts", async () => {
    const list = await ask(s.tg, VIEWER, "/unsubscribe");
    expect(buttons(list)).toEqual(["✖ 1. Bookings", "✖ 2. Cancellations", "✖ Stop all"]);
    const after = await press(s.tg, VIEWER, list, "✖ 2. Cancellations");
    expect(after.text).toMatch(/Stopped: Cancellations/);
    expect(buttons(after)).toEqual(["✖ 1. Bookings"]);

    const users = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, users, buttons(users).find((b) => b.includes("Vida"))!);
    await press(s.tg, ADMIN, detail, "🚫 Remove access");
    const { pnr } = s.sim.createBooking();
    await s.tg.waitFor(GROUP.id, (m) => m.text.includes(pnr), { timeoutMs: 8000 });
    expect(pnrCounts(s.tg, VIEWER.id, [pnr]).get(pnr)).toBe(0);
    expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/Subscriptions: 2 \(1 private chat, 1 group\)/);
  });

  it("unsubscribes a group that removed the bot, and logs it", async () => {
    s.tg.kickFromGroup(GROUP.id, ADMIN);
    await expect.poll(() => s.logs.some((l) => l.includes("the chat's alerts stopped") && l.includes(String(GROUP.id))), { timeout: 5000 }).toBe(true);
    // The admins are told after the log line: that message first, or it would be taken for /poller's answer.
    await s.tg.waitFor(ADMIN.id, (m) => m.text.startsWith("🚪 FlightDesk was removed from the group"));
    expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/Subscriptions: 1 \(1 private chat, 0 groups\)/);
  });
});
