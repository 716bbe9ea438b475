import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { startBalancer, type Balancer } from "../support/balancer.js";
import { BotProcess, startRig, type ProcessRig } from "../support/bot-process.js";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { freePort } from "../support/ports.js";
import { confirm, refundUpToSummary } from "../support/refund-steps.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, letIn, upcoming } from "../support/steps.js";

const TAKEOVER_SECONDS = 3;
const SECRET = "hook_Secret-0123456789";
const INSTANCES = 3;
const AGENTS: TgUserSpec[] = [
  { id: 6101, first_name: "Bita", username: "bita_agent", language_code: "en" },
  { id: 6102, first_name: "Kian", username: "kian_agent", language_code: "en" },
];

sayWhenNoPostgres();

/**
 * Drill: three FlightDesk processes (three DATA_DIRs) on one PostgreSQL database, the simulator
 * selling all along: in webhook mode behind a round-robin load balancer (the emulator delivers
 * every update to it, so a staff member's steps alternate between instances), and in long
 * polling (the leader alone polls). They behave as one FlightDesk: access, guided flows,
 * refunds, the audit and the alerts.
 */
describe.skipIf(!POSTGRES_TEST_URL).each(["webhook", "polling"] as const)("drill: three instances on one database, %s", (mode) => {
  let rig: ProcessRig;
  let balancer: Balancer;
  let database: { url: string; drop: () => Promise<void> };
  const dirs: string[] = [];
  const bots: { bot: BotProcess; hook: string }[] = [];
  const s = () => ({ tg: rig.tg }) as Stack;

  beforeAll(async () => {
    rig = await startRig({ sim: { eventDelaySeconds: 0 } });
    database = await createTestDatabase(POSTGRES_TEST_URL!, "drill_instances");
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    balancer = await startBalancer(
      ports.map((port) => `http://127.0.0.1:${port}`),
      "/tg-hook",
    );
    for (const port of ports) {
      const dir = await mkdtemp(join(tmpdir(), "flightdesk-instance-"));
      dirs.push(dir);
      const bot = new BotProcess(() =>
        rig.env({
          DATA_DIR: dir,
          DATABASE_URL: database.url,
          ...(mode === "webhook" ? { WEBHOOK_URL: balancer.url, WEBHOOK_SECRET: SECRET, PORT: String(port) } : {}),
          EVENTS_SOURCE: "b2b",
          EVENTS_POLL_SECONDS: "1",
          LEADER_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
        }),
      );
      bot.start();
      await bot.running();
      bots.push({ bot, hook: `http://127.0.0.1:${port}/tg-hook` });
    }
    await ask(rig.tg, ADMIN, "/start");
  }, 60_000);
  afterAll(async () => {
    for (const { bot } of bots) await bot.stop("SIGTERM");
    await balancer?.close();
    await rig?.close();
    await database?.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  let directId = 9_000_000;
  /**
   * A command sent to one instance, past the balancer; the bot's answer, known by `isAnswer` (a
   * subscriber may get an alert in between).
   */
  const on = async (index: number, user: TgUserSpec, text: string, isAnswer: (m: StoredMessage) => boolean): Promise<string> => {
    const before = rig.tg.messages(user.id).length;
    const updateId = ++directId;
    const command = text.split(" ")[0]!;
    const update = { update_id: updateId, message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: user.id, type: "private" }, from: { ...user, is_bot: false }, text, entities: [{ type: "bot_command", offset: 0, length: command.length }] } };
    const answer = await fetch(bots[index]!.hook, { method: "POST", headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": SECRET }, body: JSON.stringify(update) });
    expect(answer.status).toBe(200);
    const reply = () => rig.tg.messages(user.id).slice(before).find((m) => m.from === "bot" && isAnswer(m));
    await expect.poll(reply).toBeDefined();
    return reply()!.text;
  };

  it("staff let in are staff on every instance; two agents refunding one booking: one DoRefund; the audit is the same everywhere", async () => {
    for (const agent of AGENTS) await letIn(s(), agent, "agent");
    // Past the balancer, to each instance (webhook mode: long polling has no such door).
    const instances = mode === "webhook" ? INSTANCES : 0;
    for (let i = 0; i < instances; i++) for (const agent of AGENTS) expect(await on(i, agent, "/help", (m) => m.text.includes("/refund"))).toContain("/refund");
    // Each step of these guided refunds goes to the next instance in turn.
    // A fare the supplier quotes a penalty for (a "refund by phone only" class has none).
    const { pnr } = rig.sim.createBooking({ refundable: true });
    const summaries: StoredMessage[] = [];
    for (const agent of AGENTS) summaries.push(await refundUpToSummary(s(), agent, pnr, { reason: "personal" }));
    const before = rig.sim.calls().DoRefund;
    const outcomes: StoredMessage[] = await Promise.all(AGENTS.map((agent, i) => confirm(s(), agent, summaries[i]!, /done|Nothing was sent/)));
    expect(rig.sim.calls().DoRefund).toBe(before + 1);
    expect(outcomes.filter((m) => m.text.includes(`Refund of ${pnr} done`))).toHaveLength(1);
    expect(outcomes.filter((m) => m.text.includes("Nothing was sent"))).toHaveLength(1);
    // The admin may be a subscriber (the other test subscribes): the audit, not an alert.
    const isAudit = (m: StoredMessage) => m.text.startsWith("🧾 Audit log");
    const audits: string[] = [];
    if (mode === "polling") {
      const audit = upcoming(s(), ADMIN.id, isAudit, 10_000);
      await rig.tg.sendText(ADMIN, "/audit");
      audits.push((await audit).text);
    }
    for (let i = 0; i < instances; i++) audits.push(await on(i, ADMIN, "/audit", isAudit));
    expect(audits[0]).toContain(pnr);
    expect(new Set(audits).size).toBe(1);
    if (mode === "webhook") expect(balancer.served().every((n) => n > 0)).toBe(true);
  });

  it("every sale's alert reaches every subscriber once, the leader killed with kill -9 on the way: another leads within the takeover time and none is lost", async () => {
    // A viewer of its own: this test needs nobody the other let in.
    const viewer: TgUserSpec = { id: 6103, first_name: "Sima", username: "sima_viewer", language_code: "en" };
    await letIn(s(), viewer, "viewer");
    const subscribers = [ADMIN, viewer];
    for (const user of subscribers) expect((await ask(rig.tg, user, "/subscribe bookings")).text).toMatch(/subscribed|Subscribed/);
    const sales: string[] = [];
    const alertsOf = (user: TgUserSpec, pnr: string) => rig.tg.messages(user.id).filter((m) => m.from === "bot" && m.text.includes(pnr)).length;
    const selling = setInterval(() => sales.push(rig.sim.createBooking().pnr), 300);
    let killed: BotProcess | undefined;
    try {
      await expect.poll(() => sales.length > 3 && subscribers.every((u) => alertsOf(u, sales[0]!) > 0), { timeout: 15_000 }).toBe(true);
      const leader = bots.findIndex(({ bot }) => bot.output().includes("this instance leads"));
      expect(leader).toBeGreaterThanOrEqual(0);
      const soldBeforeKill = sales.length;
      killed = bots[leader]!.bot;
      expect(await killed.stop("SIGKILL")).toBeNull();
      const killedAt = Date.now();
      const others = bots.filter((_, i) => i !== leader);
      await expect.poll(() => others.some(({ bot }) => bot.output().includes("this instance leads")), { timeout: (TAKEOVER_SECONDS + 5) * 1000, interval: 50 }).toBe(true);
      expect(Date.now() - killedAt).toBeLessThan((TAKEOVER_SECONDS + 5) * 1000);
      // Staff are answered on: by the instances left (webhook), by the new leader's polling.
      // The admin is a subscriber too: the help, not the next alert.
      const help = upcoming(s(), ADMIN.id, (m) => m.text.includes("/users"), 10_000);
      await rig.tg.sendText(ADMIN, "/help");
      await help;
      await expect.poll(() => sales.length, { timeout: 10_000 }).toBeGreaterThan(soldBeforeKill + 8);
      clearInterval(selling);
      await expect.poll(() => subscribers.every((u) => sales.every((pnr) => alertsOf(u, pnr) > 0)), { timeout: 30_000, interval: 250 }).toBe(true);
      // Only what the killed leader was sending may come twice; nothing after.
      for (const user of subscribers) {
        const twice = sales.filter((pnr) => alertsOf(user, pnr) > 1);
        expect(twice.every((pnr) => sales.indexOf(pnr) < soldBeforeKill), `${user.first_name}: ${twice.join(", ")}`).toBe(true);
        expect(sales.every((pnr) => alertsOf(user, pnr) <= 2)).toBe(true);
      }
    } finally {
      clearInterval(selling);
      // Back as a standby, so that the three instances serve whatever test runs next.
      if (killed) {
        killed.start();
        await killed.running();
      }
    }
    expect(killed!.output()).not.toContain("this instance leads");
  });
});
