import { Api } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { startTelegramEmulator, type TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { createI18n } from "../../src/bot/i18n.js";
import { sendDefaults } from "../../src/bot/send-defaults.js";
import { SupplierWatch } from "../../src/bot/supplier-watch.js";
import type { AccountCheck } from "../../src/supplier/client.js";
import { SupplierError, TransportError } from "../../src/supplier/errors.js";
import type { Store } from "../../src/store/store.js";
import { storeFixture } from "../support/store.js";
import { LogCapture } from "../support/log-capture.js";

/**
 * When admins hear about the supplier account: the policy, with the account's answers scripted
 * (a real supplier cannot be made to refuse and then accept on cue) and real Telegram (the
 * emulator) carrying the messages.
 */

const ADMIN = { id: 5001, first_name: "Ada", language_code: "en" };
const MINUTE = 60_000;
const fixture = storeFixture();

describe("SupplierWatch", () => {
  let tg: TelegramEmulator;
  let store: Store;
  let clock: number;
  let answers: AccountCheck[];
  let watch: SupplierWatch;
  const log = new LogCapture();

  beforeEach(async () => {
    tg = await startTelegramEmulator();
    store = await fixture.open(await fixture.tempDir());
    clock = Date.parse("2026-11-22T08:00:00Z");
    answers = [];
    const config = loadConfig({ BOT_TOKEN: tg.token, SUPPLIER_BASE_URL: "http://127.0.0.1:9", SUPPLIER_USERNAME: "svc", SUPPLIER_PASSWORD: "x", ADMIN_IDS: String(ADMIN.id) });
    watch = new SupplierWatch({
      config,
      store,
      supplier: { checkAccount: async () => answers.shift() ?? { state: "ok" } },
      logger: log.logger,
      now: () => new Date(clock),
    });
    const api = new Api(tg.token, { apiRoot: tg.apiRoot });
    api.config.use(sendDefaults);
    watch.attach(api, createI18n(store).fluent);
    await tg.sendText(ADMIN, "/start");
  });
  afterEach(async () => {
    await tg.close();
  });

  const refusal = (traceId: string | null = "0HN-7") => new SupplierError("GetStatus", "Exception", "Invalid username or password.", 400, traceId);
  const notices = () => tg.messages(ADMIN.id).filter((m) => m.from === "bot").map((m) => m.text);

  it("tells the admins once about a refusal, again after 30 minutes if it lasts, and when it is mended", async () => {
    answers.push({ state: "refused", error: refusal() });
    expect((await watch.check()).state).toBe("refused");
    await watch.refused(refusal());
    clock += 29 * MINUTE;
    await watch.refused(refusal());
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toBe(
      [
        "⛔ The supplier refuses the bot's service account.",
        "It answered GetStatus: Invalid username or password.",
        "Check SUPPLIER_USERNAME and the password (or its MD5 hash), that this machine's public IP is registered as trusted at the supplier, and SUPPLIER_HEADERS if the supplier issued an API key. Staff are told that an admin knows.",
        "Supplier trace id: 0HN-7",
      ].join("\n"),
    );
    clock += 2 * MINUTE;
    await watch.refused(refusal(null));
    expect(notices()).toHaveLength(2);
    expect(notices()[1]).not.toContain("trace id");
    expect((await watch.check()).state).toBe("ok");
    expect(notices()[2]).toBe("✅ The supplier accepts the bot's service account again.");
    // Refused anew after mending: told at once.
    await watch.refused(refusal());
    expect(notices()).toHaveLength(4);
  });

  it("tells refusals that arrive together once", async () => {
    await Promise.all([watch.refused(refusal()), watch.refused(refusal()), watch.refused(refusal())]);
    expect(notices()).toHaveLength(1);
  });

  it("tells an admin who could not be reached the next time", async () => {
    tg.failNext("sendMessage", { status: 502 });
    await watch.refused(refusal());
    expect(notices()).toHaveLength(0);
    await watch.refused(refusal());
    expect(notices()).toHaveLength(1);
  });

  it("says once when the supplier cannot be reached at start, and nothing more while it stays so", async () => {
    answers.push({ state: "unreachable", error: "GetStatus: HTTP 503" }, { state: "unreachable", error: "GetStatus: HTTP 503" });
    expect(await watch.check()).toMatchObject({ state: "unreachable", error: "GetStatus: HTTP 503" });
    await watch.check();
    expect(notices()).toEqual(["⚠️ At start the supplier could not be reached to check the bot's service account: GetStatus: HTTP 503"]);
    expect(log.entries().some((l) => l.msg === "the supplier account could not be checked at start")).toBe(true);
  });

  it("logs a refusal with the supplier's words and trace id, and an HTTP 401 as one too", async () => {
    await watch.refused(new TransportError("AircraftGetList", "http", 401, "", "HTTP 401"));
    expect(watch.state).toMatchObject({ state: "refused", operation: "AircraftGetList", message: "AircraftGetList: HTTP 401", traceId: null });
    await watch.refused(refusal("abc"));
    expect(log.entries().filter((l) => l.msg === "the supplier refuses the service account").at(-1)).toMatchObject({ traceId: "abc", message: "Invalid username or password." });
  });
});
