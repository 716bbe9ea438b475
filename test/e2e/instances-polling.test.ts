import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, POSTGRES_TEST_URL, sayWhenNoPostgres } from "../support/ledger-databases.js";
import { freePort } from "../support/ports.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask } from "../support/steps.js";

const TAKEOVER_SECONDS = 2;

sayWhenNoPostgres();

interface ReadyAnswer {
  status: number;
  checks: Record<string, string>;
}

/**
 * Two FlightDesks (two DATA_DIRs) on one PostgreSQL database and one bot token, in long-polling
 * mode: one leads (it polls Telegram and runs the background work), the other stands by,
 * ready; when the leader goes, the other takes over within LEADER_TAKEOVER_SECONDS.
 */
// One story: both instances lead and stand by first, then the leader stops and the other takes over.
describe.skipIf(!POSTGRES_TEST_URL)("two instances on one database, long polling", { shuffle: false }, () => {
  const instances: { s: Stack; ops: string; stopped: boolean }[] = [];
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createTestDatabase(POSTGRES_TEST_URL!, "polling_instances");
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const env = { DATABASE_URL: database.url, LEADER_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS), METRICS_PORT: String(port), METRICS_HOST: "127.0.0.1" };
      // One Telegram for both, as for one bot token.
      const s = await startStack({ env, ...(instances[0] ? { sharedTelegram: instances[0].s.tg } : {}) });
      instances.push({ s, ops: `http://127.0.0.1:${port}`, stopped: false });
    }
  });
  afterAll(async () => {
    // The emulator's owner last.
    for (const i of [...instances].reverse()) if (!i.stopped) await i.s.stop();
    await database?.drop();
  });

  const readyz = async (ops: string): Promise<ReadyAnswer> => {
    const res = await fetch(`${ops}/readyz`);
    return { status: res.status, checks: ((await res.json()) as { checks: Record<string, string> }).checks };
  };
  const conflicts = () => instances.flatMap(({ s }) => s.logs).filter((l) => l.includes("409 Conflict")).length;

  it("one leads and polls, the other stands by, ready; a message gets one answer; no 409", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    expect((await readyz(a.ops)).checks).toMatchObject({ leader: "leading", updates: "ok" });
    const standby = await readyz(b.ops);
    expect(standby).toMatchObject({ status: 200, checks: { leader: "standing by", updates: "standing by", store: "ok" } });
    const before = a.s.tg.messages(ADMIN.id).filter((m) => m.from === "bot").length;
    const reply = await ask(a.s.tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");
    // Long enough for a second poller to have fought over the token: the next answer comes after it.
    await ask(a.s.tg, ADMIN, "/help");
    expect(a.s.tg.messages(ADMIN.id).filter((m) => m.from === "bot").length).toBe(before + 2);
    expect(conflicts()).toBe(0);
    expect(b.s.logs.some((l) => l.includes("this instance leads"))).toBe(false);
    // Admins see which instance leads.
    expect((await ask(a.s.tg, ADMIN, "/poller")).text).toMatch(/This instance leads the background work and the polls \(flightdesk /);
  });

  it("the leader stopped: the other leads within the takeover time and answers", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const stoppedAt = Date.now();
    await a.s.app.stop();
    a.stopped = true;
    await expect.poll(async () => (await readyz(b.ops)).checks["leader"], { timeout: TAKEOVER_SECONDS * 1000 + 3000, interval: 100 }).toBe("leading");
    expect(Date.now() - stoppedAt).toBeLessThan(TAKEOVER_SECONDS * 1000 + 2000);
    const reply = await ask(b.s.tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");
    expect(conflicts()).toBe(0);
  });

  it("a long poll of the instance that led before (409, while the lead changes hands) pauses the leader a moment: it polls again by itself and answers", async () => {
    const b = instances[1]!;
    // What the former leader's last long poll does before it finds out: Telegram ends the leader's with 409.
    const stray = await fetch(`${b.s.tg.apiRoot}/bot${b.s.tg.token}/getUpdates`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ timeout: 0 }) });
    expect(stray.status).toBe(200);
    await expect.poll(conflicts).toBe(1);
    expect(b.s.logs.find((l) => l.includes("409 Conflict"))).toMatch(/another instance of this FlightDesk while the lead changes hands; polling again shortly/);
    await expect.poll(async () => (await readyz(b.ops)).checks["updates"]).toBe("ok");
    const reply = await ask(b.s.tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");
    expect((await readyz(b.ops)).checks["leader"]).toBe("leading");
  });
});
