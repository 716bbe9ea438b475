import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { adminStack, ask } from "../support/steps.js";
import { freePort } from "../support/ports.js";
import { confirm, letInStaff, refundUpToSummary } from "../support/refund-steps.js";
import { expectEachOnce } from "../support/alert-steps.js";
import { scrape, valueOf, type Sample } from "../support/prometheus.js";
import { bookUpToSummary, fareWithSeats, iranian, isIssued, pressFirst } from "../support/book-steps.js";

const AGENT: TgUserSpec = { id: 7301, first_name: "Mina", language_code: "en" };

interface ReadyAnswer {
  status: number;
  body: { ready: boolean; checks: Record<string, string> };
}

async function readyz(base: string): Promise<ReadyAnswer> {
  const res = await fetch(`${base}/readyz`);
  return { status: res.status, body: (await res.json()) as ReadyAnswer["body"] };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("operations endpoints on METRICS_PORT", () => {
  let s: Stack;
  let base: string;
  /** Added to the bot's clock: the poll is made stale by moving time on. */
  let skewMs = 0;
  const metrics = (): Promise<Sample[]> => scrape(`${base}/metrics`);

  async function metricsStack(): Promise<{ s: Stack; base: string }> {
    const port = await freePort();
    const s = await adminStack({
      env: { METRICS_PORT: String(port), EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" },
      sim: { eventDelaySeconds: 0 },
      now: () => new Date(Date.now() + skewMs),
    });
    return { s, base: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    ({ s, base } = await metricsStack());
    await letInStaff(s, [{ user: AGENT, role: "agent" }]);
  });
  afterAll(() => s?.stop());

  it("says it is alive, and not ready while Telegram cannot be reached", async () => {
    // A bot of its own: the probe trusts a getMe that worked for 15 s, and the other tests ask /readyz.
    const { s, base } = await metricsStack();
    try {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      s.tg.failNext("getMe", { status: 502 });
      const down = await readyz(base);
      expect(down.status).toBe(503);
      expect(down.body.checks.telegram).toMatch(/^unreachable/);
      await until(async () => (await readyz(base)).status === 200);
      expect((await readyz(base)).body.checks).toEqual({ store: "ok", telegram: "ok", updates: "ok", poller: "ok", leader: "leading" });
    } finally {
      await s.stop();
    }
  });

  it("is not ready once another process takes the bot's updates (409), and says so in one log line", async () => {
    // A bot of its own: its long polling ends for good.
    const { s, base } = await metricsStack();
    try {
      await until(async () => (await readyz(base)).status === 200);
      // What a second FlightDesk on the same token does: Telegram ends the first one's long poll with 409.
      const other = await fetch(`${s.tg.apiRoot}/bot${s.tg.token}/getUpdates`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ timeout: 0 }) });
      expect(other.status).toBe(200);
      await until(async () => (await readyz(base)).status === 503);
      expect((await readyz(base)).body.checks).toMatchObject({ updates: "stopped: another process polls Telegram for this bot's updates (409 Conflict)", telegram: "ok", store: "ok" });
      expect(s.logs.filter((l) => l.includes("another process is polling Telegram for this bot's updates (409 Conflict)"))).toHaveLength(1);
    } finally {
      await s.stop();
    }
  });

  it("counts updates by command and supplier requests by operation and outcome, after real traffic", async () => {
    const before = await metrics();
    await ask(s.tg, ADMIN, "/search THR MHD +1");
    await ask(s.tg, ADMIN, "hello there");
    await ask(s.tg, ADMIN, "/nosuchcommand 4455667788");
    // An update is timed once its handling returns, which can be just after its reply arrived:
    // waited for per command, since the last button of a test before may be counted meanwhile
    // (in a shuffled order, after the booking's: seed 1795963822305).
    const handled = (samples: Sample[], command: string) =>
      valueOf(samples, "flightdesk_update_duration_seconds_count", { command }) - valueOf(before, "flightdesk_update_duration_seconds_count", { command });
    await until(async () => {
      const now = await metrics();
      return ["search", "message", "unknown_command"].every((command) => handled(now, command) >= 1);
    });
    const after = await metrics();
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved("flightdesk_update_duration_seconds_count", { command: "search" })).toBe(1);
    expect(moved("flightdesk_update_duration_seconds_count", { command: "message" })).toBe(1);
    expect(moved("flightdesk_update_duration_seconds_count", { command: "unknown_command" })).toBe(1);
    expect(moved("flightdesk_supplier_request_duration_seconds_count", { operation: "SearchByRouteAndDate", outcome: "ok" })).toBeGreaterThanOrEqual(1);
    // A histogram: its buckets and sum are there too.
    expect(valueOf(after, "flightdesk_supplier_request_duration_seconds_bucket", { operation: "SearchByRouteAndDate", le: "+Inf" })).toBeGreaterThanOrEqual(1);
    // No free text in any label: the typed words and numbers never show.
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.some((v) => /nosuchcommand|hello|4455667788/.test(v))).toBe(false);
    // The poller's figures and the process's own.
    expect(valueOf(after, "flightdesk_poller_last_success_timestamp_seconds")).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(after.some((sample) => sample.name === "flightdesk_poller_lag_seconds")).toBe(true);
    expect(after.some((sample) => sample.name === "process_resident_memory_bytes")).toBe(true);
  });

  it("counts a refund by its outcome, and alerts sent", async () => {
    const { pnr } = SIM_FIXTURES.oneWayRefundable;
    const summary = await refundUpToSummary(s, AGENT, pnr, { reason: "personal" });
    await confirm(s, AGENT, summary, /done/);
    await ask(s.tg, ADMIN, "/subscribe bookings");
    const booking = s.sim.createBooking();
    await expectEachOnce(s.tg, ADMIN.id, [booking.pnr]);
    await until(async () => valueOf(await metrics(), "flightdesk_alerts_sent_total") >= 1);
    const after = await metrics();
    expect(valueOf(after, "flightdesk_refunds_total", { outcome: "ok" })).toBe(1);
    expect(valueOf(after, "flightdesk_supplier_request_duration_seconds_count", { operation: "DoRefund", outcome: "ok" })).toBe(1);
    expect(valueOf(after, "flightdesk_outbox_alerts")).toBe(0);
    expect(valueOf(after, "flightdesk_leader")).toBe(1);
  });

  it("counts a booking by its outcome, and the supplier's Lock and Book", async () => {
    const fare = await fareWithSeats(s, { origin: "THR", destination: "MHD" }, 1);
    const before = await metrics();
    const held = await bookUpToSummary(s, AGENT, fare, { party: "1 adult" }, [iranian("Reza")]);
    await pressFirst(s, AGENT, held, isIssued);
    const after = await metrics();
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved("flightdesk_bookings_total", { outcome: "issued" })).toBe(1);
    expect(moved("flightdesk_bookings_total", { outcome: "unknown" })).toBe(0);
    expect(moved("flightdesk_supplier_request_duration_seconds_count", { operation: "Lock", outcome: "ok" })).toBe(1);
    expect(moved("flightdesk_supplier_request_duration_seconds_count", { operation: "Book", outcome: "ok" })).toBe(1);
  });

  it("is not ready when the feed has not been read for too long, and names the check", async () => {
    s.sim.setFaults([{ operation: "B2BGetEvents", status: 500 }]);
    try {
      await until(async () => valueOf(await metrics(), "flightdesk_supplier_request_duration_seconds_count", { operation: "B2BGetEvents", outcome: "supplier_error" }) >= 1);
      skewMs = 10 * 60_000;
      const stale = await readyz(base);
      expect(stale.status).toBe(503);
      expect(stale.body.checks.poller).toMatch(/^stale: last full read of the feed \d+ s ago \(more than 60 s\)$/);
      expect(stale.body.checks.telegram).toBe("ok");
      await until(async () => valueOf(await metrics(), "flightdesk_poller_consecutive_failures") >= 1);
    } finally {
      s.sim.setFaults([]);
    }
    await until(async () => (await readyz(base)).status === 200);
  });
});

describe("operations endpoints in webhook mode", () => {
  let s: Stack;
  let hook: string;
  let ops: string;
  beforeAll(async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    hook = `http://127.0.0.1:${port}`;
    ops = `http://127.0.0.1:${metricsPort}`;
    s = await startStack({
      env: { WEBHOOK_URL: `${hook}/tg-hook`, WEBHOOK_SECRET: "hook_Secret-1-long-enough", PORT: String(port), METRICS_PORT: String(metricsPort) },
    });
  });
  afterAll(() => s?.stop());

  it("serves /readyz and /metrics on METRICS_PORT only; the public webhook port answers its path and a bare /healthz, anything else 404", async () => {
    await ask(s.tg, ADMIN, "/help");
    expect((await readyz(ops)).status).toBe(200);
    await until(async () => valueOf(await scrape(`${ops}/metrics`), "flightdesk_update_duration_seconds_count", { command: "help" }) === 1);

    const health = await fetch(`${hook}/healthz`);
    expect([health.status, await health.text()]).toEqual([200, "ok\n"]);
    for (const path of ["/metrics", "/readyz", "/healthz?verbose=1", "/healthz/", "/", "/tg-hook"]) {
      const res = await fetch(`${hook}${path}`);
      expect([path, res.status, await res.text()]).toEqual([path, 404, ""]);
    }
    expect((await fetch(`${hook}/healthz`, { method: "POST" })).status).toBe(404);
  });
});
