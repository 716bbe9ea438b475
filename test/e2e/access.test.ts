import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, STRANGER, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, letIn, press } from "../support/steps.js";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";

const GROUP = { id: -100777, type: "supergroup" as const, title: "Ops <team>" };

describe("staff access, roles and buttons", () => {
  let s: Stack;
  // The bot's clock runs ahead on demand: a stranger is answered once a minute at most.
  let skewMs = 0;
  const aMinuteLater = () => void (skewMs += 61_000);
  beforeAll(async () => {
    s = await startStack({ now: () => new Date(Date.now() + skewMs) });
    // Telegram lets a bot write only to users who opened a chat with it.
    await ask(s.tg, ADMIN, "/start");
  });
  afterAll(async () => {
    await s?.stop();
  });

  // Each test has its own users: a stranger refused, one asking in, viewers let in before it.
  let nextUserId = 6100;
  const newUser = (first_name: string): TgUserSpec => ({ id: nextUserId++, first_name, language_code: "en" });
  async function newViewer(first_name: string): Promise<TgUserSpec> {
    const user = newUser(first_name);
    await letIn(s, user, "viewer");
    return user;
  }

  const totalCalls = () => Object.values(s.sim.calls()).reduce((a, b) => a + b, 0);

  it("refuses a stranger with their id and a request button, once a minute at most, and calls no supplier operation", async () => {
    s.sim.resetCalls();
    const reply = await ask(s.tg, STRANGER, "/aircraft");
    expect(reply.text).toContain(String(STRANGER.id));
    expect(buttons(reply)).toEqual(["🙋 Request access"]);
    await s.tg.sendText(STRANGER, "/start");
    await s.tg.sendText(STRANGER, "hello");
    aMinuteLater();
    expect(buttons(await ask(s.tg, STRANGER, "/aircraft"))).toEqual(["🙋 Request access"]);
    expect(s.tg.messages(STRANGER.id).filter((m) => m.from === "bot")).toHaveLength(2);
    expect(totalCalls()).toBe(0);
  });

  it("carries an access request to the admin, whose approval lets the user in with that role", async () => {
    const applicant = newUser("Pia");
    aMinuteLater();
    const refusal = await ask(s.tg, applicant, "/help");
    const adminNotified = s.tg.nextMessage(ADMIN.id);
    const edited = await press(s.tg, applicant, refusal, "🙋 Request access");
    expect(edited.text).toMatch(/sent to the admins/);
    const request = await adminNotified;
    expect(request.text).toContain(String(applicant.id));
    expect(buttons(request)).toEqual(["✅ Viewer", "✅ Agent", "✅ Admin", "❌ Deny"]);

    // A second press does not notify the admins twice, and a third is not even answered.
    aMinuteLater();
    const again = await ask(s.tg, applicant, "/help");
    await s.tg.pressButton(applicant, again, "🙋 Request access");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/already with the admins/);
    const answers = s.tg.callbackAnswers().length;
    await s.tg.pressButton(applicant, again, "🙋 Request access");

    const welcome = s.tg.nextMessage(applicant.id);
    const decided = await press(s.tg, ADMIN, request, "✅ Viewer");
    expect(s.tg.callbackAnswers().filter((a) => a.text?.includes("already with"))).toHaveLength(1);
    expect(s.tg.callbackAnswers().length).toBe(answers + 1);
    expect(decided.text).toMatch(/is now viewer/);
    expect((await welcome).text).toMatch(/You are in, as viewer/);
    expect(s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.text.includes(String(applicant.id)))).toHaveLength(1);

    const help = await ask(s.tg, applicant, "/help");
    expect(help.text).toContain("/aircraft");
    expect(help.text).not.toContain("/users");
  });

  it("checks the role of every command", async () => {
    const viewer = await newViewer("Vic");
    const refused = await ask(s.tg, viewer, "/users");
    expect(refused.text).toMatch(/needs the admin role; yours is viewer/);
    const list = await ask(s.tg, ADMIN, "/users");
    expect(list.text).toContain(String(viewer.id));
  });

  it("refuses a button pressed by another user and a button whose data was tampered with", async () => {
    const viewer = await newViewer("Val");
    const menu = await ask(s.tg, ADMIN, `/lang@${s.tg.botInfo.username}`, GROUP);
    await s.tg.pressButton(viewer, menu, "فارسی");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/someone else/);
    await s.tg.pressRaw(ADMIN, menu, "%%not-ours");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/not valid/);
    // Well-formed data naming another owner: refused the same way as someone else's button.
    const answered = s.tg.callbackAnswers().length;
    await s.tg.pressRaw(ADMIN, menu, `lang:${(999).toString(36)}:fa`);
    await expect.poll(() => s.tg.callbackAnswers().length).toBe(answered + 1);
    expect(s.tg.callbackAnswers().at(-1)?.text).toMatch(/someone else/);
    expect(s.tg.lastMessage(GROUP.id)?.text).toBe(menu.text);
    expect((await ask(s.tg, viewer, "/help")).text).toContain("What you can do");
  });

  it("switches the language with /lang and answers in it", async () => {
    const viewer = await newViewer("Lia");
    const menu = await ask(s.tg, viewer, "/lang");
    expect(buttons(menu)).toEqual(["English", "فارسی", "العربية", "Latin digits 123"]);
    const done = await press(s.tg, viewer, menu, "فارسی");
    expect(done.text).not.toMatch(/[A-Za-z]{4,}/);
    const help = await ask(s.tg, viewer, "/help");
    expect(help.text).toContain("/aircraft");
    expect(help.text).not.toContain("What you can do");
    // Numbers follow the language's digits, or Latin ones when chosen in /lang.
    const persian = await ask(s.tg, viewer, `/search THR MHD +3`);
    expect(persian.text).toMatch(/[۰-۹]{1,3}٬[۰-۹]{3} ریال/);
    const latinMenu = await ask(s.tg, viewer, "/lang");
    expect(buttons(latinMenu)).toContain("ارقام لاتین 123");
    expect((await press(s.tg, viewer, latinMenu, "ارقام لاتین 123")).text).toContain("لاتین");
    const latin = await ask(s.tg, viewer, `/search THR MHD +3`);
    expect(latin.text).toMatch(/\d{1,3},\d{3} ریال/);
    expect(latin.text).not.toMatch(/[۰-۹]/);
    const back = await ask(s.tg, viewer, "/lang");
    expect(buttons(back)).toContain("ارقام فارسی ۱۲۳");
    await press(s.tg, viewer, back, "ارقام فارسی ۱۲۳");
    await press(s.tg, viewer, await ask(s.tg, viewer, "/lang"), "English");
  });

  it("/cancel with no flow says there is nothing to cancel", async () => {
    expect((await ask(s.tg, ADMIN, "/cancel")).text).toMatch(/nothing to cancel/);
  });

  it("answers unknown commands and stray text with a hint", async () => {
    expect((await ask(s.tg, ADMIN, "/frobnicate")).text).toMatch(/do not know that command/);
    expect((await ask(s.tg, ADMIN, "hi")).text).toMatch(/\/help/);
  });

  it("answers approved users only in a group", async () => {
    const GROUP = { id: -100778, type: "group" as const, title: "Sales & co" };
    const outsider: TgUserSpec = { id: 6010, first_name: "Outsider" };
    await s.tg.sendText(outsider, `/help@${s.tg.botInfo.username}`, { chat: GROUP });
    // Updates of a chat are handled in order: the next answer in the group is the admin's.
    const reply = await ask(s.tg, ADMIN, `/help@${s.tg.botInfo.username}`, GROUP);
    expect(reply.text).toContain("What you can do");
    expect(s.tg.messages(GROUP.id).filter((m) => m.from === "bot")).toHaveLength(1);
  });

  it("turns a supplier fault into a clear message with a reference, and the next command works", async () => {
    s.sim.setFaults([{ operation: "AircraftGetList", status: 503 }]);
    const failed = await ask(s.tg, ADMIN, "/aircraft");
    expect(failed.text).toMatch(/not answering/);
    const ref = /Reference: ([A-Z0-9]{6})/.exec(failed.text)?.[1];
    expect(ref).toBeDefined();
    expect(s.logs.some((l) => l.includes(ref!) && l.includes("AircraftGetList"))).toBe(true);
    expect(failed.text).not.toMatch(/at .*\.ts:\d+/);
    s.sim.clearFaults();
    const fleet = await ask(s.tg, ADMIN, "/aircraft");
    expect(fleet.text).toMatch(/Fleet/);
  });

  it("revokes a user from /users: they are told, and refused afterwards", async () => {
    const viewer = await newViewer("Rex");
    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, list.keyboard.flat().find((b) => b.text.startsWith(viewer.first_name))!.text);
    expect(buttons(detail)).toContain("🚫 Remove access");
    const told = s.tg.nextMessage(viewer.id);
    await press(s.tg, ADMIN, detail, "🚫 Remove access");
    expect((await told).text).toMatch(/access to FlightDesk was removed/);
    aMinuteLater();
    const refusal = await ask(s.tg, viewer, "/aircraft");
    expect(buttons(refusal)).toEqual(["🙋 Request access"]);
  });

  it("keeps users and languages across a restart with the same data folder", async () => {
    const agent: TgUserSpec = { id: 6020, first_name: "Aga", language_code: "fa" };
    const refusal = await ask(s.tg, agent, "/start");
    const req = s.tg.nextMessage(ADMIN.id);
    await press(s.tg, agent, refusal, refusal.keyboard[0]![0]!.text);
    await press(s.tg, ADMIN, await req, "✅ Agent");
    await s.restart();
    const help = await ask(s.tg, agent, "/help");
    expect(help.text).toContain("/aircraft");
    expect(buttons(help)).toEqual([]);
  });
});
