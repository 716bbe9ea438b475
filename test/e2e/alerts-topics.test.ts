import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { silentLogger } from "../../src/logger.js";
import { openStore, type NewSubscription } from "../../src/store/store.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { pnrCounts } from "../support/alert-steps.js";

const FORUM = { id: -100_8801, type: "supergroup" as const, title: "Ops desk", isForum: true };
/** Subscribed as FORUM is: the test that deletes a topic deletes this one's, and FORUM keeps both. */
const NIGHT = { id: -100_8802, type: "supergroup" as const, title: "Night desk", isForum: true };

/**
 * Issue 11, finding 10: a staff group organised in forum topics. Each subscription carries the
 * topic it was made in and its alerts go there (message_thread_id); one without a topic goes
 * to the group's general chat.
 */
describe("alerts in forum topics", () => {
  let s: Stack;
  let supplier: SupplierClient;
  let sales = 0;
  let refunds = 0;
  let nightSales = 0;
  let nightAll = 0;
  const inThread = (threadId: number | undefined, pnr: string, chatId: number = FORUM.id) =>
    s.tg.messages(chatId).filter((m) => m.from === "bot" && m.threadId === threadId && m.text.includes(pnr)).length;

  beforeAll(async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 } });
    supplier = new SupplierClient({ ...s.config.supplier, logger: silentLogger() });
    await ask(s.tg, ADMIN, "/start");
    await s.tg.addBotToGroup(ADMIN, FORUM, "administrator");
    sales = s.tg.createForumTopic(FORUM.id, "Sales");
    refunds = s.tg.createForumTopic(FORUM.id, "Everything");
    await s.tg.addBotToGroup(ADMIN, NIGHT, "administrator");
    nightSales = s.tg.createForumTopic(NIGHT.id, "Sales");
    nightAll = s.tg.createForumTopic(NIGHT.id, "Everything");
    // Subscriptions as /subscribe records them when sent in a topic (its thread on the subscription).
    await s.restart(async () => {
      const store = await openStore({ dataDir: s.dataDir, logger: silentLogger() });
      const subscription = (topic: NewSubscription["topic"], threadId?: number, chatId: number = FORUM.id): NewSubscription => ({
        chatId,
        ...(threadId === undefined ? {} : { threadId }),
        topic,
        filters: {},
        language: "en",
        createdBy: ADMIN.id,
        createdAt: new Date().toISOString(),
      });
      const night = [subscription("bookings", nightSales, NIGHT.id), subscription("all", nightAll, NIGHT.id), subscription("cancellations", undefined, NIGHT.id)];
      for (const s of [subscription("bookings", sales), subscription("all", refunds), subscription("cancellations"), ...night]) {
        expect((await store.subscriptions.add(s)).kind).toBe("added");
      }
      await store.close();
    });
  });
  afterAll(async () => {
    await supplier?.close();
    await s?.stop();
  });

  it("brings a booking to each topic subscribed to bookings, and not to the general chat", async () => {
    const { pnr } = s.sim.createBooking();
    await expect.poll(() => [inThread(sales, pnr), inThread(refunds, pnr)], { timeout: 10_000 }).toEqual([1, 1]);
    expect(inThread(undefined, pnr)).toBe(0);
  });

  it("brings a cancellation to the general chat and the topic that takes everything", async () => {
    const pnr = F.oneWayRefundable.pnr;
    const quote = await supplier.getPenalty(pnr, [F.oneWayRefundable.tickets[0]!]);
    const passenger = quote.PassengerList[0]!;
    await supplier.doRefund({ pnr, segments: [{ ticketNumber: passenger.TicketNumber, penalty: passenger.PenaltyAmountThatPassengerShouldPay }], reason: 1, remarks: null });
    await expect.poll(() => [inThread(undefined, pnr), inThread(refunds, pnr)], { timeout: 10_000 }).toEqual([1, 1]);
    expect(inThread(sales, pnr)).toBe(0);
  });

  it("delivers a burst once to each topic", async () => {
    const pnrs = Array.from({ length: 8 }, () => s.sim.createBooking().pnr);
    await expect.poll(() => pnrs.every((pnr) => inThread(sales, pnr) === 1 && inThread(refunds, pnr) === 1), { timeout: 15_000 }).toBe(true);
    expect([...pnrCounts(s.tg, FORUM.id, pnrs).values()].every((n) => n === 2)).toBe(true);
  });

  it("sends a deleted topic's alerts to the group's general chat, now and from then on; the other topic still gets them", async () => {
    s.tg.deleteForumTopic(NIGHT.id, nightSales);
    const { pnr } = s.sim.createBooking();
    await expect.poll(() => [inThread(nightAll, pnr, NIGHT.id), inThread(undefined, pnr, NIGHT.id)], { timeout: 10_000 }).toEqual([1, 1]);
    expect(s.logs.some((l) => l.includes("a forum topic with alerts is gone") && l.includes(String(nightSales)))).toBe(true);
    expect(inThread(nightSales, pnr, NIGHT.id)).toBe(0);
    const next = s.sim.createBooking().pnr;
    await expect.poll(() => [inThread(nightAll, next, NIGHT.id), inThread(undefined, next, NIGHT.id)], { timeout: 10_000 }).toEqual([1, 1]);
    const list = await ask(s.tg, ADMIN, `/subscriptions@${s.tg.botInfo.username}`, NIGHT);
    expect(list.text).not.toContain(`forum topic ${nightSales}`);
    expect(list.text).toMatch(/Bookings(?! · forum topic)/);
  });
});
