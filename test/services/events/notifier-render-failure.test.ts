import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Api } from "grammy";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { sendDefaults } from "../../../src/bot/send-defaults.js";
import type { Translate } from "../../../src/bot/render/types.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../../src/dev/telegram/emulator.js";
import { Notifier } from "../../../src/services/events/notifier.js";
import { openLedger, type Ledger } from "../../../src/ledger/ledger.js";
import { openStore, type AlertBody, type NewAlert, type Store } from "../../../src/store/store.js";
import { LogCapture } from "../../support/log-capture.js";
import { sampleBooking } from "../../support/alert-samples.js";

/**
 * Issue 11, finding 4, at the notifier: an alert that cannot be rendered at all is dropped,
 * logged with ids only and counted, and never holds up the alerts after it or other chats'.
 * No supplier value makes the renderers throw today; a translation that fails for one alert
 * stands in for the next unforeseen value.
 */
describe("notifier: an alert that cannot be rendered", () => {
  let tg: TelegramEmulator;
  let store: Store;
  let ledger: Ledger;
  let notifier: Notifier;
  let dir: string;
  afterEach(async () => {
    await notifier?.stop(0);
    await store?.close();
    await ledger?.close();
    await tg?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const SECRET_REFERENCE = "HOTEL-REF-4711";
  const alert = (eventId: number, body: AlertBody, chats: number[]): NewAlert => ({
    eventId,
    at: "2026-11-20 10:15:00",
    body,
    recipients: chats.map((chatId) => ({ chatId, language: "en", owner: chatId })),
  });

  it("is dropped and counted; the alerts after it and other chats' arrive", async () => {
    tg = await startTelegramEmulator();
    dir = await mkdtemp(join(tmpdir(), "flightdesk-notifier-"));
    const log = new LogCapture();
    const { logger } = log;
    ledger = await openLedger({ dataDir: dir, retentionDays: 400, logger });
    store = await openStore({ dataDir: dir, logger, delivery: async () => ledger });
    for (const id of [71, 72]) await tg.sendText({ id, first_name: `Agent ${id}` }, "/start");
    const fluent = createI18n(store).fluent;
    const failing = (t: Translate): Translate => (key, vars) => {
      if (key === "alert-other" && String(vars?.["reference"]).includes(SECRET_REFERENCE)) throw new TypeError("unexpected value");
      return t(key, vars);
    };
    const api = new Api(tg.token, { apiRoot: tg.apiRoot });
    api.config.use(sendDefaults);
    notifier = new Notifier({ api, store, outbox: ledger.outbox, logger, translate: (l) => failing(fluent.withLocale(l)), timeZone: "UTC" });
    const bad: AlertBody = { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: SECRET_REFERENCE };
    const alerts = [alert(1, bad, [71]), alert(2, sampleBooking({ pnr: "GOOD02" }), [71, 72]), alert(3, sampleBooking({ pnr: "GOOD03" }), [72])];
    await ledger.commitPage([], { cursor: Date.now(), seen: [], alerts, rejected: 0 }, new Date());
    await notifier.start();

    await tg.waitFor(71, (m) => m.text.includes("GOOD02"));
    await tg.waitFor(72, (m) => m.text.includes("GOOD03"), { timeoutMs: 5000 });
    expect(tg.messages(71).filter((m) => m.from === "bot").map((m) => m.text.split("\n")[0])).toEqual(["🟢 New booking GOOD02"]);
    expect((await ledger.outbox.stats()).renderFailures).toBe(1);
    await expect.poll(async () => (await ledger.outbox.stats()).entries).toBe(0);
    const logged = log.entries().filter((l) => l.msg.includes("could not be rendered"));
    expect(logged).toMatchObject([{ chatId: 71, eventId: 1 }]);
    expect(JSON.stringify(log.entries())).not.toContain(SECRET_REFERENCE);
  });
});
