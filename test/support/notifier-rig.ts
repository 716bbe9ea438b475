import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Api } from "grammy";
import { afterEach } from "vitest";
import { createI18n } from "../../src/bot/i18n.js";
import { sendDefaults } from "../../src/bot/send-defaults.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { Notifier, type NotifierOptions } from "../../src/services/events/notifier.js";
import { openLedger, type Ledger } from "../../src/ledger/ledger.js";
import { silentLogger } from "../../src/logger.js";
import { openStore, type Store } from "../../src/store/store.js";

/**
 * A notifier alone over the Telegram emulator, with a store and a ledger (its outbox) of its
 * own; all of it stopped and removed after each test.
 */
export function notifierRig() {
  let parts: { tg: TelegramEmulator; store: Store; ledger: Ledger; notifier: Notifier; dir: string } | undefined;
  afterEach(async () => {
    if (!parts) return;
    const { tg, store, ledger, notifier, dir } = parts;
    parts = undefined;
    await notifier.stop(0);
    await store.close();
    await ledger.close();
    await tg.close();
    await rm(dir, { recursive: true, force: true });
  });
  return async (options: { now?: () => Date } & Partial<Pick<NotifierOptions, "flows" | "timeZone">> = {}) => {
    const tg = await startTelegramEmulator();
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-notifier-"));
    const ledger = await openLedger({ dataDir: dir, retentionDays: 400, logger: silentLogger() });
    const store = await openStore({ dataDir: dir, logger: silentLogger(), delivery: async () => ledger, ...(options.now ? { now: options.now } : {}) });
    const api = new Api(tg.token, { apiRoot: tg.apiRoot });
    api.config.use(sendDefaults);
    const fluent = createI18n(store).fluent;
    const notifier = new Notifier({
      api,
      store,
      outbox: ledger.outbox,
      logger: silentLogger(),
      translate: (l) => fluent.withLocale(l),
      timeZone: options.timeZone ?? "UTC",
      ...(options.flows ? { flows: options.flows } : {}),
    });
    parts = { tg, store, ledger, notifier, dir };
    return parts;
  };
}
