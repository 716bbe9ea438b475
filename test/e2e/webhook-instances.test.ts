import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { freePort } from "../support/ports.js";
import { ADMIN, STRANGER, startStack, type Stack } from "../support/stack.js";
import { ask, letIn } from "../support/steps.js";

const SECRET = "hook_Secret-0123456789";

sayWhenNoPostgres();

/**
 * Two FlightDesks (two DATA_DIRs) on one PostgreSQL database, in webhook mode behind a load
 * balancer: Telegram's re-sending of an update may reach the other instance than the first
 * delivery did. The update is run once, by whichever took it first.
 */
describe.skipIf(!POSTGRES_TEST_URL)("webhook mode, two instances on one database", () => {
  const instances: { s: Stack; hookUrl: string }[] = [];
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createTestDatabase(POSTGRES_TEST_URL!, "webhook_instances");
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const hookUrl = `http://127.0.0.1:${port}/tg-hook`;
      // One Telegram for both, as for one bot token.
      const s = await startStack({ env: { DATABASE_URL: database.url, WEBHOOK_URL: hookUrl, WEBHOOK_SECRET: SECRET, PORT: String(port) }, ...(instances[0] ? { sharedTelegram: instances[0].s.tg } : {}) });
      instances.push({ s, hookUrl });
    }
  });
  afterAll(async () => {
    // The emulator's owner last.
    for (const { s } of [...instances].reverse()) await s.stop();
    await database?.drop();
  });

  const post = (hookUrl: string, update: object) =>
    fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": SECRET }, body: JSON.stringify(update) });
  const helpReplies = () => instances[0]!.s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes("/users")).length;
  const skipped = (updateId: number) =>
    instances.filter(({ s }) => s.logs.some((line) => line.includes("re-sent an update already taken") && line.includes(String(updateId)))).length;

  beforeAll(async () => {
    // The chat with the bot opened through Telegram (it goes to the webhook set last).
    await ask(instances[0]!.s.tg, ADMIN, "/start");
  });

  it("an update delivered to both instances at once is run by one of them: one answer", async () => {
    const before = helpReplies();
    for (const updateId of [7_000_001, 7_000_002, 7_000_003]) {
      const update = { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text: "/help", entities: [{ type: "bot_command", offset: 0, length: 5 }] } };
      const answers = await Promise.all(instances.map(({ hookUrl }) => post(hookUrl, update)));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      // The other instance said it was taken: both have decided.
      await expect.poll(() => skipped(updateId)).toBe(1);
    }
    await expect.poll(helpReplies).toBe(before + 3);
  });

  it("/poller says which instance leads, on the leader and on the one standing by", async () => {
    const pollerOn = async (index: number, updateId: number) => {
      const before = instances[0]!.s.tg.messages(ADMIN.id).length;
      const update = { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text: "/poller", entities: [{ type: "bot_command", offset: 0, length: 7 }] } };
      expect((await post(instances[index]!.hookUrl, update)).status).toBe(200);
      await expect.poll(() => instances[0]!.s.tg.messages(ADMIN.id).slice(before).find((m) => m.from === "bot")?.text).toBeDefined();
      return instances[0]!.s.tg.messages(ADMIN.id).slice(before).find((m) => m.from === "bot")!.text;
    };
    expect(await pollerOn(0, 7_000_020)).toMatch(/This instance leads the background work/);
    expect(await pollerOn(1, 7_000_021)).toMatch(/This instance stands by; flightdesk .+ leads the background work/);
  });

  it("a stranger let in through one instance is staff on the other: users and roles are the database's, not an instance's", async () => {
    const on = async (index: number, updateId: number, user: typeof STRANGER) => {
      const before = instances[0]!.s.tg.messages(user.id).length;
      const update = { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: "private" }, from: { ...user, is_bot: false }, text: "/help", entities: [{ type: "bot_command", offset: 0, length: 5 }] } };
      expect((await post(instances[index]!.hookUrl, update)).status).toBe(200);
      await expect.poll(() => instances[0]!.s.tg.messages(user.id).slice(before).find((m) => m.from === "bot")?.text).toBeDefined();
      return instances[0]!.s.tg.messages(user.id).slice(before).find((m) => m.from === "bot")!.text;
    };
    // Through the emulator's webhook: one of the two instances asks the admin and records the approval.
    await letIn(instances[0]!.s, STRANGER, "agent");
    expect(await on(0, 7_000_031, STRANGER)).toContain("/refund");
    expect(await on(1, 7_000_032, STRANGER)).toContain("/refund");
  });

  it("a guided flow begun on one instance goes on on the other: its step is the database's", async () => {
    const reply = async (index: number, updateId: number, text: string) => {
      const before = instances[0]!.s.tg.messages(ADMIN.id).length;
      const command = text.startsWith("/") ? { entities: [{ type: "bot_command", offset: 0, length: text.length }] } : {};
      const update = { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text, ...command } };
      expect((await post(instances[index]!.hookUrl, update)).status).toBe(200);
      await expect.poll(() => instances[0]!.s.tg.messages(ADMIN.id).slice(before).find((m) => m.from === "bot")?.text).toBeDefined();
      return instances[0]!.s.tg.messages(ADMIN.id).slice(before).find((m) => m.from === "bot")!.text;
    };
    expect(await reply(0, 7_000_040, "/refund")).toContain("Which booking?");
    expect(await reply(1, 7_000_041, "ZQ9XW7")).toContain("No booking ZQ9XW7 was found");
    expect(await reply(0, 7_000_042, "/cancel")).not.toContain("nothing to cancel");
  });

  it("two updates of one chat on two instances are handled in their order: the later one waits for the earlier", async () => {
    const before = instances[0]!.s.tg.messages(ADMIN.id).length;
    const update = (updateId: number, text: string) => ({
      update_id: updateId,
      message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text, entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]!.length }] },
    });
    // The earlier one is slow (a search the supplier takes its time over), the later one quick.
    instances[0]!.s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: 600 }]);
    try {
      expect((await post(instances[0]!.hookUrl, update(7_000_100, "/search THR-MHD tomorrow"))).status).toBe(200);
      expect((await post(instances[1]!.hookUrl, update(7_000_101, "/help"))).status).toBe(200);
      const answers = () => instances[0]!.s.tg.messages(ADMIN.id).slice(before).filter((m) => m.from === "bot");
      await expect.poll(() => answers().some((m) => m.text.includes("/users")), { timeout: 5000 }).toBe(true);
      expect(answers().some((m) => m.text.includes("THR"))).toBe(true);
      // The quick one waited for the slow one's whole handling, on the other instance.
      const waited = instances[1]!.s.logs.map((line) => JSON.parse(line) as { msg?: string; update?: number; waitedMs?: number }).find((l) => l.msg?.startsWith("waited for this chat's turn") && l.update === 7_000_101);
      expect(waited?.waitedMs).toBeGreaterThanOrEqual(500);
    } finally {
      instances[0]!.s.sim.clearFaults();
    }
  });

  it("Telegram's re-sending to the same instance later is not run again either", async () => {
    const before = helpReplies();
    const update = { update_id: 7_000_010, message: { message_id: 7_000_010, date: Math.floor(Date.now() / 1000), chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text: "/help", entities: [{ type: "bot_command", offset: 0, length: 5 }] } };
    expect((await post(instances[0]!.hookUrl, update)).status).toBe(200);
    await expect.poll(helpReplies).toBe(before + 1);
    expect((await post(instances[1]!.hookUrl, update)).status).toBe(200);
    await expect.poll(() => skipped(7_000_010)).toBe(1);
    expect(helpReplies()).toBe(before + 1);
  });
});
