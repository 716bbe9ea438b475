import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { Metrics } from "../../src/metrics/metrics.js";
import { startOpsServer, type OpsServer } from "../../src/metrics/ops-server.js";
import { startWebhookServer } from "../../src/bot/webhook-server.js";
import { PortRefused } from "../../src/listen.js";
import { silentLogger } from "../../src/logger.js";
import { freePort } from "../support/ports.js";
import { parseExposition } from "../support/prometheus.js";

const ops = () => ({
  metrics: new Metrics({ processMetrics: false }),
  logger: silentLogger(),
  readiness: async () => ({ ready: false, checks: { store: "ok", telegram: "unreachable (ECONNREFUSED)", updates: "ok", poller: "off", leader: "leading" } }),
});

describe("the operations server", () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  async function taken(): Promise<number> {
    const port = await freePort();
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
    closing.push(() => new Promise((resolve) => other.close(() => resolve())));
    return port;
  }

  it("serves the three paths on its host and port, and 404 for anything else", async () => {
    const port = await freePort();
    const server: OpsServer = await startOpsServer(ops(), { port, host: "127.0.0.1" });
    closing.push(() => server.close());
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/healthz`)).text()).toBe("ok\n");
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, checks: { telegram: "unreachable (ECONNREFUSED)" } });
    const exposition = parseExposition(await (await fetch(`${base}/metrics`)).text());
    expect(exposition.length).toBeGreaterThan(0);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it("refuses a port another program holds, in one line naming METRICS_PORT", async () => {
    const port = await taken();
    const started = startOpsServer(ops(), { port, host: "127.0.0.1" });
    await expect(started).rejects.toBeInstanceOf(PortRefused);
    await expect(started).rejects.toThrow(`METRICS_PORT=${port} cannot be used on 127.0.0.1: another program listens there; choose another port or stop that program`);
  });

  it("refuses the webhook's taken port naming PORT", async () => {
    const port = await taken();
    const started = startWebhookServer({ port, path: "/hook", secret: "s".repeat(16), logger: silentLogger(), handle: async () => undefined, take: async () => true });
    await expect(started).rejects.toThrow(`PORT=${port} cannot be used on every interface: another program listens there`);
  });
});
