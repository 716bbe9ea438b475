import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, STRANGER, startStack, type Stack } from "../support/stack.js";
import { ask, askInGroup, buttons, letIn, press } from "../support/steps.js";

/** Issue 16: @grammyjs/commands' "did you mean" for a mistyped command, per role and language. */
const FARID: TgUserSpec = { id: 7811, first_name: "Farid", language_code: "en" };
const ARIA: TgUserSpec = { id: 7812, first_name: "Aria", language_code: "en" };
const OPS = { id: -100_7810, type: "supergroup" as const, title: "Ops" };

describe("mistyped commands", () => {
  let s: Stack;
  const searches = () => s.sim.calls().SearchByRouteAndDate;

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, FARID, "viewer");
    await letIn(s, ARIA, "agent");
    await press(s.tg, FARID, await ask(s.tg, FARID, "/lang"), "فارسی");
    await s.tg.addBotToGroup(ADMIN, OPS);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("answers /serch THR MHD in the user's language with the command meant, to tap, and the line to send", async () => {
    const calls = searches();
    const persian = await ask(s.tg, FARID, "/serch THR MHD");
    expect(persian.text).toMatch(/^🤔 منظورتان \/search بود؟ برای فرستادن، روی آن بزنید\./);
    expect(persian.html).toContain("<code>/search THR MHD</code>");
    const english = await ask(s.tg, ARIA, "/serch THR MHD");
    expect(english.text).toBe("🤔 Did you mean /search? Tap it to send it.\nWith what you typed after it: /search THR MHD");
    expect(searches()).toBe(calls);
  });

  it("suggests only the commands the sender's role may use", async () => {
    expect((await ask(s.tg, FARID, "/refnd THR")).text).toMatch(/^این دستور را نمی‌شناسم/);
    expect((await ask(s.tg, ARIA, "/refnd THR")).text).toMatch(/^🤔 Did you mean \/refund\?/);
    expect((await ask(s.tg, ARIA, "/user")).text).toMatch(/^I do not know that command/);
    expect((await ask(s.tg, ADMIN, "/user")).text).toMatch(/^🤔 Did you mean \/users\?/);
  });

  it("in a group, answers a command addressed to the bot among the group's commands", async () => {
    expect((await askInGroup(s.tg, ARIA, OPS, "/serch THR MHD")).text).toMatch(/^🤔 Did you mean \/search\?[\s\S]*\/search THR MHD/);
    // /refund is for private chats only.
    expect((await askInGroup(s.tg, ARIA, OPS, "/refnd")).text).toMatch(/^I do not know that command/);
  });

  it("gives a stranger the refusal as before, never a suggestion", async () => {
    const refusal = await ask(s.tg, STRANGER, "/serch THR MHD");
    expect(buttons(refusal)).toEqual(["🙋 Request access"]);
    expect(refusal.text).not.toMatch(/search/);
  });
});
