import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { CALLBACK_DATA_LIMIT } from "../../src/bot/callback-data.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, press, letIn, upcoming, askInGroup } from "../support/steps.js";
import { dataOf } from "../support/refund-steps.js";
import { pnrCounts } from "../support/alert-steps.js";

const LEO: TgUserSpec = { id: 7501, first_name: "Leo", language_code: "en" };
const VIDA: TgUserSpec = { id: 7502, first_name: "Vida", language_code: "en" };
const ADA: TgUserSpec = { id: 7503, first_name: "Ada", language_code: "en" };
const SALES = { id: -100_7500, type: "supergroup" as const, title: "Sales <desk>" };
const OPS = { id: -100_7501, type: "supergroup" as const, title: "Ops" };

describe("group alerts whose maker is no longer an admin", () => {
  let s: Stack;

  const alertStack = async (): Promise<Stack> => {
    const stack = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 } });
    await ask(stack.tg, ADMIN, "/start");
    return stack;
  };

  beforeAll(async () => {
    s = await alertStack();
    await letIn(s, LEO, "agent");
    await letIn(s, VIDA, "viewer");
    await s.tg.addBotToGroup(ADMIN, SALES);
    await s.tg.addBotToGroup(ADMIN, OPS);
  });
  afterAll(() => s?.stop());

  /** /users, the user, a role button (or Remove access); resolves with what the bot then tells the admin in private. */
  async function changeUser(user: TgUserSpec, button: string, expectAfter?: (m: StoredMessage) => boolean): Promise<StoredMessage | undefined> {
    const users = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, users, buttons(users).find((b) => b.startsWith(user.first_name))!);
    const after = expectAfter && upcoming(s, ADMIN.id, expectAfter);
    await press(s.tg, ADMIN, detail, button);
    return after;
  }
  const isReview = (m: StoredMessage) => m.text.includes("made these group subscriptions");

  /** The text of row n of a list (its two lines). */
  const row = (msg: StoredMessage, n: number) => new RegExp(`^${n}\\. .*\\n.*$`, "m").exec(msg.text)?.[0] ?? "";

  // One story in order: the review a demotion brings, then the decisions taken on it.
  describe("Leo's subscriptions, reviewed when he is demoted", { shuffle: false }, () => {
    it("shows the admin who demotes a group's subscriber those subscriptions at once, still delivered and marked", async () => {
      await changeUser(LEO, "admin");
      expect((await askInGroup(s.tg, LEO, SALES, "/subscribe bookings")).text).toMatch(/Subscribed: Bookings/);
      expect((await askInGroup(s.tg, LEO, OPS, "/subscribe all")).text).toMatch(/Subscribed: All events/);

      const review = (await changeUser(LEO, "viewer", isReview))!;
      expect(review.text).toMatch(/^👥 Leo 7501 made these group subscriptions \(2\)/);
      expect(review.text).toContain(`Sales <desk> ${SALES.id}: Bookings`);
      expect(review.text).toContain(`Ops ${OPS.id}: All events`);
      expect(review.text.match(/⚠️ by Leo 7501, no longer an admin/g)).toHaveLength(2);
      expect(buttons(review)).toEqual(["✅ Keep 1", "✖ Stop 1", "✅ Keep 2", "✖ Stop 2"]);
      for (const b of review.keyboard.flat()) expect(Buffer.byteLength(b.data!)).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);

      // Undecided, the sales keep coming, and the group's own list says why they may stop.
      const { pnr } = s.sim.createBooking();
      await s.tg.waitFor(SALES.id, (m) => m.text.includes(pnr), { timeoutMs: 8000 });
      expect((await askInGroup(s.tg, ADMIN, SALES, "/subscriptions")).text).toMatch(/1\. Bookings\n {3}⚠️ Made by someone who is no longer a FlightDesk admin/);

      // Every admin sees them in /subscriptions in a private chat.
      const overview = upcoming(s, ADMIN.id, (m) => m.text.startsWith("👥 Group alerts"));
      await s.tg.sendText(ADMIN, "/subscriptions");
      expect((await overview).text).toMatch(/^👥 Group alerts \(2, 2 without an admin\)/);
    });

    it("refuses a decision pressed by a non-admin, keeps one (taken over) and stops the other, each audited", async () => {
      const review = s.tg.messages(ADMIN.id).findLast((m) => m.from === "bot" && isReview(m))!;
      const salesRow = row(review, 1).includes("Sales") ? 1 : 2;
      const opsRow = 3 - salesRow;

      // Leo, a viewer now, forges the button in his own chat.
      const leosChat = s.tg.lastMessage(LEO.id)!;
      const forged = dataOf(review, `✖ Stop ${opsRow}`).replace(`:${ADMIN.id.toString(36)}:`, `:${LEO.id.toString(36)}:`);
      await s.tg.pressRaw(LEO, leosChat, forged);
      await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/needs the admin role/);

      const kept = await press(s.tg, ADMIN, review, `✅ Keep ${salesRow}`);
      expect(kept.text).toMatch(new RegExp(`^✅ Kept in your name: Bookings in group ${SALES.id}\\.`));
      expect(kept.text).toContain("made these group subscriptions (1)");
      const staleStop = dataOf(kept, "✖ Stop 1");
      const done = await press(s.tg, ADMIN, kept, "✖ Stop 1");
      expect(done.text).toMatch(new RegExp(`^🔕 Stopped: All events in group ${OPS.id}\\.\\n\\n✅ Every group subscription Leo 7501 made has been decided\\.`));
      expect(buttons(done)).toEqual([]);

      // A stale button: politely refused.
      await s.tg.pressRaw(ADMIN, done, staleStop);
      await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("That subscription no longer exists: someone already stopped it.");

      const overview = upcoming(s, ADMIN.id, (m) => m.text.startsWith("👥 Group alerts"));
      await s.tg.sendText(ADMIN, "/subscriptions");
      const list = await overview;
      expect(list.text).toMatch(/^👥 Group alerts \(1, 0 without an admin\)/);
      expect(list.text).toContain(`Sales <desk> ${SALES.id}: Bookings\n   by Ada 5001 ✓`);

      // The kept one goes on, the stopped one does not.
      const { pnr } = s.sim.createBooking();
      await s.tg.waitFor(SALES.id, (m) => m.text.includes(pnr), { timeoutMs: 8000 });
      expect(pnrCounts(s.tg, OPS.id, [pnr]).get(pnr)).toBe(0);

      const audit = await ask(s.tg, ADMIN, "/audit");
      expect(audit.text).toMatch(/stopped the alerts \(.+\) that .+ set up in group[\s\S]*kept the alerts \(.+\) that .+ set up in group/);
    });
  });

  it("shows the admin who removes a group's subscriber those subscriptions", async () => {
    // A group of its own: Leo's subscriptions in OPS are the story above's.
    const crew = { id: -100_7505, type: "supergroup" as const, title: "Crew" };
    await s.tg.addBotToGroup(ADMIN, crew);
    await changeUser(VIDA, "admin");
    await askInGroup(s.tg, VIDA, crew, "/subscribe cancellations");
    const review = (await changeUser(VIDA, "🚫 Remove access", isReview))!;
    expect(review.text).toMatch(/^👥 Vida 7502 made these group subscriptions \(1\)/);
    expect(review.text).toContain(`Crew ${crew.id}: Cancellations\n   ⚠️ by`);
    const stopped = await press(s.tg, ADMIN, review, "✖ Stop 1");
    expect(stopped.text).toMatch(/^🔕 Stopped: Cancellations/);
    expect((await askInGroup(s.tg, ADMIN, crew, "/subscriptions")).text).toMatch(/gets no alerts/);
  });

  it("tells every admin once which group removed the bot and which alerts stopped; /subscriptions lists it as stopped until one forgets it", async () => {
    const desk = { id: -100_7503, type: "supergroup" as const, title: "Desk <b>" };
    await letIn(s, ADA, "agent");
    await changeUser(ADA, "admin");
    await s.tg.addBotToGroup(ADMIN, desk);
    expect((await askInGroup(s.tg, ADMIN, desk, "/subscribe bookings airline=IR")).text).toMatch(/Subscribed/);
    expect((await askInGroup(s.tg, ADA, desk, "/subscribe cancellations")).text).toMatch(/Subscribed/);

    const isNotice = (m: StoredMessage) => m.text.includes("was removed from the group");
    const notices = [ADMIN, ADA].map((admin) => upcoming(s, admin.id, isNotice));
    s.tg.kickFromGroup(desk.id, ADMIN, "left");
    for (const notice of await Promise.all(notices)) {
      expect(notice.text).toBe(
        `🚪 FlightDesk was removed from the group Desk <b> ${desk.id}. These alerts stopped:\n` +
          "   • Bookings · airline IR\n   • Cancellations\n" +
          "They stay listed in /subscriptions until an admin forgets them; add the bot back and /subscribe again to restart them.",
      );
    }
    // The ban that follows the removal: another my_chat_member, and no one is told again.
    s.tg.kickFromGroup(desk.id, ADMIN, "kicked");
    await expect.poll(() => s.logs.some((l) => l.includes("removed from a group again") && l.includes(String(desk.id))), { timeout: 5000 }).toBe(true);
    for (const admin of [ADMIN, ADA]) expect(s.tg.messages(admin.id).filter(isNotice)).toHaveLength(1);

    const stopped = upcoming(s, ADA.id, (m) => m.text.startsWith("🚪 Groups that removed FlightDesk"));
    await s.tg.sendText(ADA, "/subscriptions");
    const list = await stopped;
    expect(list.text).toContain(`1. Desk <b> ${desk.id}, removed `);
    expect(list.text).toContain("   • Bookings · airline IR\n   • Cancellations");
    expect(buttons(list)).toEqual(["🗑 Forget 1"]);
    const forget = dataOf(list, "🗑 Forget 1");
    const forgotten = await press(s.tg, ADA, list, "🗑 Forget 1");
    expect(forgotten.text).toBe(`🗑 Forgotten: group Desk <b> ${desk.id}.\n\nEvery stopped group has been forgotten.`);
    expect(forgotten.keyboard).toEqual([]);
    // Someone else's list still shows it: their press finds it already forgotten.
    const answers = s.tg.callbackAnswers().length;
    await s.tg.pressRaw(ADA, list, forget);
    await expect.poll(() => s.tg.callbackAnswers().slice(answers).map((a) => a.text)).toEqual(["That group was already forgotten."]);
    expect((await ask(s.tg, ADMIN, "/audit 1")).text).toMatch(/forgot group -?\d+, which had removed the bot \(2 subscriptions\)/);
  });

  it("tells admins once when an alert's send is refused (403) before the removal's update comes", async () => {
    // A stack of its own: the group it leaves stopped would be listed, and told, beside the one the forgetting test lists.
    const own = await alertStack();
    try {
      const late = { id: -100_7504, type: "supergroup" as const, title: "Late desk" };
      await own.tg.addBotToGroup(ADMIN, late);
      expect((await askInGroup(own.tg, ADMIN, late, "/subscribe bookings")).text).toMatch(/Subscribed/);
      // Removed, and the update not yet handed over: the next alert's send gets 403 first.
      own.tg.setChatMember(late.id, own.tg.botInfo.id, "kicked");
      own.sim.createBooking();
      await expect.poll(() => own.logs.some((l) => l.includes("removed it") && l.includes(String(late.id))), { timeout: 10_000 }).toBe(true);

      const isNotice = (m: StoredMessage) => m.text.includes(`removed from the group Late desk ${late.id}`);
      const notice = upcoming(own, ADMIN.id, isNotice);
      own.tg.kickFromGroup(late.id, ADMIN);
      expect((await notice).text).toContain("These alerts stopped:\n   • Bookings\n");
      own.tg.kickFromGroup(late.id, ADMIN);
      await expect.poll(() => own.logs.filter((l) => l.includes("removed from a group again") && l.includes(String(late.id))).length, { timeout: 5000 }).toBe(1);
      expect(own.tg.messages(ADMIN.id).filter(isNotice)).toHaveLength(1);
    } finally {
      await own.stop();
    }
  });
});
