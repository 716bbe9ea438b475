import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask } from "../support/steps.js";
import { freePort } from "../support/ports.js";

describe("webhook mode", () => {
  let s: Stack;
  let hookUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    hookUrl = `http://127.0.0.1:${port}/tg-hook`;
    s = await startStack({ env: { WEBHOOK_URL: hookUrl, WEBHOOK_SECRET: "hook_Secret-1-long-enough", PORT: String(port) } });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("registers the webhook with its secret and answers updates pushed to it", async () => {
    const setWebhook = s.tg.calls("setWebhook").at(-1);
    expect(setWebhook?.params).toMatchObject({ url: hookUrl, secret_token: "hook_Secret-1-long-enough" });
    const reply = await ask(s.tg, ADMIN, "/help");
    expect(reply.text).toContain("/users");
  });

  it("refuses a request without the secret token", async () => {
    const update = { update_id: 999, message: { message_id: 1, date: 0, chat: { id: ADMIN.id, type: "private" }, from: { ...ADMIN, is_bot: false }, text: "/help" } };
    const noSecret = await fetch(hookUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(update) });
    expect(noSecret.status).toBe(401);
    const wrongSecret = await fetch(hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": "guess" },
      body: JSON.stringify(update),
    });
    expect(wrongSecret.status).toBe(401);
  });
});

describe("command menus", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("registers the menus per language, with the admin's own commands in the admin's chat", () => {
    const en = s.tg.commands(undefined, { type: "all_private_chats" }).map((c) => c.command);
    expect(en).toContain("help");
    expect(en).not.toContain("users");
    const fa = s.tg.commands("fa", { type: "all_private_chats" });
    expect(fa.map((c) => c.command)).toEqual(en);
    expect(fa.every((c) => !/^[A-Za-z ]+$/.test(c.description))).toBe(true);
    const admin = s.tg.commands(undefined, { type: "chat", chat_id: ADMIN.id }).map((c) => c.command);
    expect(admin).toContain("users");
  });
});
