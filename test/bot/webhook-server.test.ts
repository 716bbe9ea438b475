import type { Update } from "grammy/types";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookServer, type WebhookServer } from "../../src/bot/webhook-server.js";
import { LogCapture } from "../support/log-capture.js";
import { freePort } from "../support/ports.js";

const SECRET = "s".repeat(16);

describe("the webhook server's record of updates taken", () => {
  const servers: WebhookServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close(1000);
  });

  const serve = async (take: (id: number) => Promise<boolean>) => {
    const port = await freePort();
    const handled: number[] = [];
    const log = new LogCapture();
    servers.push(await startWebhookServer({ port, path: "/hook", secret: SECRET, logger: log.logger, handle: async (u: Update) => void handled.push(u.update_id), take: (u: Update) => take(u.update_id) }));
    const post = (updateId: number) =>
      fetch(`http://127.0.0.1:${port}/hook`, { method: "POST", headers: { "x-telegram-bot-api-secret-token": SECRET }, body: JSON.stringify({ update_id: updateId, message: { text: "/help" } }) });
    return { handled, log, post };
  };

  it("runs an update the record says was taken already nowhere, and answers 200 for both", async () => {
    const taken = new Set<number>();
    const { handled, post } = await serve(async (id) => !taken.has(id) && Boolean(taken.add(id)));
    expect((await post(11)).status).toBe(200);
    expect((await post(11)).status).toBe(200);
    expect((await post(12)).status).toBe(200);
    await expect.poll(() => handled).toEqual([11, 12]);
  });

  it("with the database away, runs the update all the same and says why in one line", async () => {
    const { handled, log, post } = await serve(async () => {
      throw new Error("the ledger database postgres://flightdesk@db/flightdesk is unreachable (connect ECONNREFUSED)");
    });
    expect((await post(21)).status).toBe(200);
    await expect.poll(() => handled).toEqual([21]);
    expect(log.lines.filter((l) => l.includes("could not record a webhook update as taken"))).toHaveLength(1);
  });
});
