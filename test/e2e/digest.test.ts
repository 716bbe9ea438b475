import { afterEach, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { DIGEST_DUE, digestStack as digestStackOn, isPhoto, pause, SETTLE_MS } from "../support/digest-stack.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, askInGroup, letIn, press, upcoming } from "../support/steps.js";

/**
 * /subscribe digest through the Telegram emulator, on a clock the test moves: the day's chart
 * arrives once at its hour with the short summary as its caption, a restart neither repeats it
 * nor loses a day that fell due while the bot was down, /unsubscribe stops it, and in a group
 * only an admin may ask for it.
 */

const VIDA: TgUserSpec = { id: 7602, first_name: "Vida", language_code: "en" };
const DESK = { id: -100_7600, type: "supergroup" as const, title: "Desk" };

describe.each(TEST_DATABASES)("the daily digest on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });
  const digestStack = () => digestStackOn(fixture, stacks);

  it("sends the day's chart with its summary once at 23:30, not again after a restart, and no more once stopped", async () => {
    const { s, clock } = await digestStack();
    expect((await ask(s.tg, ADMIN, "/subscribe digest")).text).toContain("every day at 23:30 (Iran Standard Time)");
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(0);

    const photo = s.tg.waitFor(ADMIN.id, isPhoto);
    clock.now = DIGEST_DUE;
    const sent = await photo;
    expect(Buffer.from(sent.file!.data).subarray(1, 4).toString()).toBe("PNG");
    expect(sent.text).toMatch(/^📊 Sales of the day, /);
    expect(sent.text).toContain("2 bookings, 6 passengers");
    expect(sent.text).toContain("17,227,000 IRR · 125.55 USD");
    expect(sent.text).toContain("/sales 2026-11-22");
    expect(sent.text.length).toBeLessThanOrEqual(1024);
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);

    await s.restart();
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);

    // An admin's /subscriptions in private also shows every group's alerts, in a second message.
    const groups = upcoming(s, ADMIN.id, (m) => m.text.startsWith("👥"));
    expect((await ask(s.tg, ADMIN, "/subscriptions")).text).toContain("1. Daily sales digest at 23:30");
    await groups;
    const list = await ask(s.tg, ADMIN, "/unsubscribe");
    expect((await press(s.tg, ADMIN, list, "✖ 1. Daily sales digest at 23:30")).text).toContain("Stopped: Daily sales digest at 23:30");
    clock.now = new Date("2026-11-23T20:00:10Z");
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);
  });

  it("sends a day that fell due while the bot was down once it starts again, once", async () => {
    const { s, clock } = await digestStack();
    await ask(s.tg, ADMIN, "/subscribe digest 23:00");
    await s.restart(async () => {
      clock.now = new Date("2026-11-22T21:00:00Z"); // 00:30 on the 23rd
    });
    const sent = await s.tg.waitFor(ADMIN.id, isPhoto);
    expect(sent.text).toContain("/sales 2026-11-22");
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);
  });

  it("in a group, only an admin subscribes it, and it goes to the group", async () => {
    const { s, clock } = await digestStack();
    await letIn(s, VIDA, "viewer");
    await s.tg.addBotToGroup(ADMIN, DESK);
    expect((await askInGroup(s.tg, VIDA, DESK, "/subscribe digest 23:15")).text).toContain("only FlightDesk admins");
    expect((await askInGroup(s.tg, ADMIN, DESK, "/subscribe digest 23:15")).text).toContain("every day at 23:15");
    expect((await askInGroup(s.tg, ADMIN, DESK, "/subscribe digest 8:")).text).toContain("is not a time of day");
    clock.now = new Date("2026-11-22T19:45:10Z");
    const sent = await s.tg.waitFor(DESK.id, isPhoto);
    expect(sent.text).toContain("2 bookings");
  });
});

sayWhenNoPostgres();
