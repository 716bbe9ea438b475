import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Api } from "grammy";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { MAX_UPDATE_BYTES } from "../../src/bot/webhook-server.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack } from "../support/steps.js";
import { confirm, refundUpToSummary } from "../support/refund-steps.js";
import { freePort } from "../support/ports.js";

const { oneWayRefundable } = SIM_FIXTURES;
const SECRET = "hook_Secret-0123456789";
/** Telegram gives up on a webhook answer after a while and sends the update again; here after 1 s. */
const TELEGRAM_WAITS_MS = 1000;
/** A supplier slower than that. */
const SLOW_SUPPLIER_MS = 2500;

/**
 * Webhook mode as Telegram drives it: an update is re-sent when its answer is late or not a
 * 2xx. The bot must answer at once, run each update once, and keep its error boundary.
 */
describe("webhook mode under pressure", () => {
  let s: Stack;
  let hookUrl: string;
  const webhookInfo = () => new Api(s.tg.token, { apiRoot: s.tg.apiRoot }).getWebhookInfo();
  const post = (body: string, secret = SECRET) =>
    fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": secret }, body });

  beforeAll(async () => {
    const port = await freePort();
    hookUrl = `http://127.0.0.1:${port}/tg-hook`;
    s = await adminStack({
      env: { WEBHOOK_URL: hookUrl, WEBHOOK_SECRET: SECRET, PORT: String(port), SUPPLIER_TIMEOUT_MS: "8000" },
      telegram: { webhookTimeoutMs: TELEGRAM_WAITS_MS },
    });
  });
  afterEach(() => s.sim.clearFaults());
  afterAll(() => s?.stop());

  it("a handler that fails goes through the error boundary: one apology with a reference, the update not re-sent, no secret in the log", async () => {
    s.tg.failNext("sendMessage", { status: 400, description: "Bad Request: message is too long" });
    const apology = await ask(s.tg, ADMIN, "/help");
    expect(apology.text).toMatch(/something went wrong on our side\. Reference: [A-Z0-9]{6}/);
    expect((await ask(s.tg, ADMIN, "/help")).text).toContain("/users");
    expect((await webhookInfo()).last_error_message).toBeUndefined();
    expect(s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes("went wrong"))).toHaveLength(1);
    const failure = s.logs.filter((l) => l.includes('"update failed"'));
    expect(failure).toHaveLength(1);
    expect(failure[0]).toContain("message is too long");
    // The log line names the error, not the context it came with (stop() checks every secret).
    expect(failure[0]).not.toMatch(/"deps"|"config"|"api"/);
  });

  it("a supplier slower than Telegram's patience: one search, one answer", async () => {
    s.sim.resetCalls();
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: SLOW_SUPPLIER_MS }]);
    const result = await ask(s.tg, ADMIN, "/search THR MHD +4");
    expect(result.text).toContain("One-way: THR MHD");
    // Long enough for Telegram to have re-sent the update twice over, had it not been answered.
    await new Promise((r) => setTimeout(r, 2 * TELEGRAM_WAITS_MS));
    expect(s.sim.calls().SearchByRouteAndDate).toBe(1);
    expect(s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes("One-way: THR MHD")).length).toBe(1);
    expect((await webhookInfo()).last_error_message).toBeUndefined();
  });

  it("a refund confirmed while the supplier is slow is sent once", async () => {
    const summary = await refundUpToSummary(s, ADMIN, oneWayRefundable.pnr, { reason: "personal" });
    s.sim.resetCalls();
    s.sim.setFaults([{ operation: "DoRefund", latencyMs: SLOW_SUPPLIER_MS }]);
    await confirm(s, ADMIN, summary, new RegExp(`Refund of ${oneWayRefundable.pnr} done`));
    await new Promise((r) => setTimeout(r, 2 * TELEGRAM_WAITS_MS));
    expect(s.sim.calls().DoRefund).toBe(1);
    expect((await webhookInfo()).last_error_message).toBeUndefined();
  });

  it("an update sent twice with the same id runs once", async () => {
    const update = { update_id: 900_001, message: { message_id: 90_001, date: 0, chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text: "/help", entities: [{ type: "bot_command", offset: 0, length: 5 }] } };
    const before = s.tg.calls("sendMessage").length;
    expect((await post(JSON.stringify(update))).status).toBe(200);
    expect((await post(JSON.stringify(update))).status).toBe(200);
    await expect.poll(() => s.tg.calls("sendMessage").length).toBe(before + 1);
    // A later update still runs: the second copy was dropped, not queued behind.
    expect((await ask(s.tg, ADMIN, "/help")).text).toContain("/users");
    expect(s.tg.calls("sendMessage").length).toBe(before + 2);
  });

  it("refuses bodies over the cap, and bodies that are not an update, without running anything", async () => {
    const before = s.tg.calls().length;
    const huge = JSON.stringify({ update_id: 900_002, message: { text: "x".repeat(MAX_UPDATE_BYTES) } });
    expect((await post(huge)).status).toBe(413);
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ update_id: "1" }))).status).toBe(400);
    expect((await post("{}", "wrong-secret-0123456789")).status).toBe(401);
    expect(s.tg.calls().length).toBe(before);
    expect((await ask(s.tg, ADMIN, "/help")).text).toContain("/users");
  });
});
