import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Bot } from "grammy";
import type { Update, User } from "grammy/types";
import { createBot } from "../../src/bot/bot.js";
import { InlineSearches } from "../../src/bot/search/inline-answers.js";
import { SearchResults } from "../../src/bot/search/results.js";
import type { BotContext } from "../../src/bot/context.js";
import { SupplierWatch } from "../../src/bot/supplier-watch.js";
import { loadConfig } from "../../src/config.js";
import { makeBotInfo, type TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";
import { openStore, type Store } from "../../src/store/store.js";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { LogCapture } from "./log-capture.js";
import type { Role } from "../../src/domain/roles.js";
import { SIM_PROFILE } from "./profile.js";
import { ADMIN, SUPPLIER_PASSWORD, TEST_LIMITS } from "./stack.js";

/**
 * The bot in the test process, without Telegram: createBot over a real store and a supplier
 * client pointed at the simulator, its Bot API root a recorder in this process that keeps each
 * call as sent over the wire (after the send defaults, from the bot and from its flows alike)
 * and answers it. Updates go straight to bot.handleUpdate, so a branch test takes milliseconds.
 * What needs Telegram's own behaviour (flood control, edits of old messages, webhooks) stays
 * with the end-to-end stack.
 */

export interface ApiCall {
  method: string;
  payload: Record<string, unknown>;
}

export interface BotRig {
  bot: Bot<BotContext>;
  sim: Simulator;
  store: Store;
  ledger: Ledger;
  log: LogCapture;
  /** Every Bot API call the bot made, in order. */
  calls: ApiCall[];
  /** A user writes in their private chat; resolves once the bot has handled the update. */
  send(user: TgUserSpec, text: string): Promise<void>;
  /** Lets a user in with a role, as an admin's approval would. */
  letIn(user: TgUserSpec, role: Role): Promise<void>;
  /** The texts the bot sent to a chat with sendMessage, in order. */
  sentTo(chatId: number): string[];
  close(): Promise<void>;
}

const BOT_INFO = makeBotInfo({ id: 7000000001, username: "flightdesk_test_bot", first_name: "FlightDesk" }, true);

export async function startBotRig(opts: { sim?: SimOptions } = {}): Promise<BotRig> {
  const sim = await startSimulator({ profile: SIM_PROFILE, password: SUPPLIER_PASSWORD, ...opts.sim });
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-rig-"));
  const calls: ApiCall[] = [];
  const recorder = await startRecorder(calls);
  const config = loadConfig({
    TELEGRAM_API_ROOT: recorder.url,
    BOT_TOKEN: `${BOT_INFO.id}:AAF-rig-token-0123456789abcdefghijk`,
    SUPPLIER_BASE_URL: sim.url,
    SUPPLIER_USERNAME: "demo",
    SUPPLIER_PASSWORD,
    SUPPLIER_TIMEOUT_MS: "1500",
    ADMIN_IDS: String(ADMIN.id),
    DATA_DIR: dataDir,
    EVENTS_SOURCE: "off",
  });
  const log = new LogCapture();
  const logger = log.logger;
  const ledger = await openLedger({ dataDir, ...config.ledger, logger });
  const store = await openStore({ dataDir, logger, delivery: async () => ledger });
  const supplier = new SupplierClient({ ...config.supplier, logger });
  const now = () => new Date();
  const watch = new SupplierWatch({ config, store, supplier, logger, now });
  const deps = { config, logger, store, ledger, supplier, watch, now, searchResults: new SearchResults(now), inlineSearches: new InlineSearches(now) };
  const { bot, i18n } = createBot(deps, { botInfo: BOT_INFO, limits: TEST_LIMITS });
  watch.attach(bot.api, i18n.fluent);
  await bot.init();

  let updateId = 0;
  return {
    bot,
    sim,
    store,
    ledger,
    log,
    calls,
    async send(user, text) {
      await bot.handleUpdate(textUpdate(++updateId, user, text));
    },
    async letIn(user, role) {
      await store.users.upsert({ id: user.id, role, name: user.first_name, approvedBy: ADMIN.id, approvedAt: new Date().toISOString() });
    },
    sentTo: (chatId) => calls.filter((c) => c.method === "sendMessage" && c.payload["chat_id"] === chatId).map((c) => String(c.payload["text"])),
    async close() {
      await supplier.close();
      await ledger.close();
      await store.close();
      await sim.close();
      await recorder.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records each Bot API call (JSON, as grammY sends without files) and answers it. */
async function startRecorder(calls: ApiCall[]): Promise<{ url: string; close(): Promise<void> }> {
  let messageId = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const method = req.url?.split("/").at(-1) ?? "";
      const body = Buffer.concat(chunks).toString("utf8");
      const payload = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
      calls.push({ method, payload });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ ok: true, result: answer(method, payload, ++messageId) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What Telegram would answer: the message for a send or an edit, `true` for the rest. */
function answer(method: string, payload: Record<string, unknown>, messageId: number): unknown {
  if (method !== "sendMessage" && method !== "editMessageText") return true;
  const chatId = Number(payload["chat_id"]);
  return { message_id: Number(payload["message_id"] ?? messageId), date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: "private", first_name: "User" }, text: payload["text"] };
}

function textUpdate(updateId: number, user: TgUserSpec, text: string): Update {
  const from: User = { is_bot: false, ...user };
  const command = /^\/\S+/.exec(text)?.[0];
  const message: Update["message"] = {
    message_id: updateId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: user.id, type: "private", first_name: user.first_name },
    from,
    text,
    ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
  };
  return { update_id: updateId, message };
}
