import { copyFileSync, existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Api } from "grammy";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { sendDefaults } from "../../../src/bot/send-defaults.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../../src/dev/telegram/emulator.js";
import { Notifier } from "../../../src/services/events/notifier.js";
import { openLedger, type Ledger } from "../../../src/ledger/ledger.js";
import { LEDGER_FILE } from "../../../src/ledger/open.js";
import { openStore, type NewAlert } from "../../../src/store/store.js";
import { pnrCounts } from "../../support/alert-steps.js";
import { sampleBooking } from "../../support/alert-samples.js";
import { LogCapture } from "../../support/log-capture.js";

/**
 * kill -9 while a batch is being sent, made exact: the ledger's database (the outbox) is copied
 * at the moment the notifier calls sendMessage (its "sending" mark is committed by then: the
 * file and its write-ahead log, no write can run during the copy), and a second notifier
 * starts from that copy, as FlightDesk does after the kill. The end-to-end drill
 * (test/e2e/events-process.test.ts) hit this by chance: a backfill killed as its next page was
 * asked for, while the page before's digest of 19 alerts was marked and not yet sent; the next
 * start counted them as delivered and the chat never saw them.
 */
describe("notifier: a batch interrupted by kill -9", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
  });

  const A = { id: 71, first_name: "Agent 71" };
  const B = { id: 72, first_name: "Agent 72" };
  // Seven for A (a digest: more than DIGEST_AFTER wait) and one for B: one batch of two messages.
  const pnrsA = ["CRA001", "CRA002", "CRA003", "CRA004", "CRA005", "CRA006", "CRA007"];
  const pnrsB = ["CRB001"];
  const alerts: NewAlert[] = [...pnrsA.map((pnr) => [pnr, A.id] as const), ...pnrsB.map((pnr) => [pnr, B.id] as const)].map(([pnr, chatId], i) => ({
    eventId: i + 1,
    at: "2026-11-20 10:15:00",
    body: sampleBooking({ pnr }),
    recipients: [{ chatId, language: "en", owner: chatId }],
  }));

  /**
   * Runs a notifier until its first sendMessage; `delivered` says whether that call reaches
   * Telegram before the "kill". Returns the data folder as the kill left it.
   */
  async function killedWhileSending(tg: TelegramEmulator, delivered: boolean): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-notifier-"));
    const after = await mkdtemp(join(tmpdir(), "flightdesk-notifier-killed-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }), () => rm(after, { recursive: true, force: true }));
    const { store, ledger } = await open(dir, new LogCapture());
    await ledger.commitPage([], { cursor: Date.now(), seen: [], alerts, rejected: 0 }, new Date());
    const api = new Api(tg.token, { apiRoot: tg.apiRoot });
    api.config.use(sendDefaults);
    let sends = 0;
    let killed = false;
    let release!: () => void;
    const hung = new Promise<never>((_, reject) => (release = () => reject(new Error("the process is gone"))));
    api.config.use(async (prev, method, payload, signal) => {
      if (method !== "sendMessage") return prev(method, payload, signal);
      if (++sends === 1) {
        if (delivered) await prev(method, payload, signal);
        for (const file of [LEDGER_FILE, `${LEDGER_FILE}-wal`]) if (existsSync(join(dir, file))) copyFileSync(join(dir, file), join(after, file));
        killed = true;
      }
      // Nothing after the kill happens: no other call leaves, no answer is recorded.
      return hung;
    });
    const { fluent } = createI18n(store);
    const notifier = new Notifier({ api, store, outbox: ledger.outbox, logger: new LogCapture().logger, translate: (l) => fluent.withLocale(l), timeZone: "UTC" });
    cleanup.push(async () => {
      release();
      await notifier.stop(0);
      await store.close();
      await ledger.close();
    });
    await notifier.start();
    await expect.poll(() => killed).toBe(true);
    return after;
  }

  async function open(dir: string, log: LogCapture) {
    const ledger = await openLedger({ dataDir: dir, retentionDays: 400, logger: log.logger });
    return { ledger, store: await openStore({ dataDir: dir, logger: log.logger, delivery: async () => ledger }) };
  }

  async function restart(dir: string): Promise<{ log: LogCapture; ledger: Ledger }> {
    const log = new LogCapture();
    const { store, ledger } = await open(dir, log);
    const { fluent } = createI18n(store);
    const notifier = new Notifier({ api: apiFor(tg), store, outbox: ledger.outbox, logger: log.logger, translate: (l) => fluent.withLocale(l), timeZone: "UTC" });
    cleanup.push(async () => {
      await notifier.stop(0);
      await store.close();
      await ledger.close();
    });
    await notifier.start();
    return { log, ledger };
  }

  const apiFor = (emulator: TelegramEmulator): Api => {
    const api = new Api(emulator.token, { apiRoot: emulator.apiRoot });
    api.config.use(sendDefaults);
    return api;
  };

  let tg: TelegramEmulator;
  const startEmulator = async () => {
    tg = await startTelegramEmulator();
    cleanup.push(() => tg.close());
    for (const user of [A, B]) await tg.sendText(user, "/start");
  };

  const counts = (chatId: number, pnrs: string[]) => [...pnrCounts(tg, chatId, pnrs).values()];
  const interrupted = (log: LogCapture) => log.entries().filter((l) => l.msg.startsWith("alerts were being sent when FlightDesk stopped abruptly")).map((l) => l["alerts"]);

  it("sends the batch again when the kill came after its mark and before its messages left: none is lost", async () => {
    await startEmulator();
    const killed = await killedWhileSending(tg, false);
    expect(counts(A.id, pnrsA).concat(counts(B.id, pnrsB)).every((n) => n === 0)).toBe(true);

    const { log, ledger } = await restart(killed);
    expect(interrupted(log)).toEqual([pnrsA.length + pnrsB.length]);
    await expect.poll(() => [...counts(A.id, pnrsA), ...counts(B.id, pnrsB)], { timeout: 5000 }).toEqual([...pnrsA, ...pnrsB].map(() => 1));
    await expect.poll(async () => (await ledger.outbox.stats()).entries).toBe(0);
  });

  it("shows a message twice only when Telegram took it just before the kill, and nothing else", async () => {
    await startEmulator();
    const killed = await killedWhileSending(tg, true);
    // Which message went first is the notifier's choice: the oldest alert's chat, A.
    expect(counts(A.id, pnrsA)).toEqual(pnrsA.map(() => 1));

    const { log } = await restart(killed);
    expect(interrupted(log)).toEqual([pnrsA.length + pnrsB.length]);
    await expect.poll(() => [...counts(A.id, pnrsA), ...counts(B.id, pnrsB)], { timeout: 5000 }).toEqual([...pnrsA.map(() => 2), 1]);
  });
});
