import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, upcoming } from "../support/steps.js";
import { CONFIRM, confirm, refundUpToSummary } from "../support/refund-steps.js";

const { htmlText } = SIM_FIXTURES;
/** Telegram markup of every kind in a user's name: HTML, MarkdownV2 and a link. */
const MARKED: TgUserSpec = {
  id: 7701,
  first_name: "*Star* _Under_ [Link](http://x.example) `Code`",
  last_name: `~Strike~ ||Spoil|| <b>Bold</b> & <a href="http://x.example">Click</a>`,
  language_code: "en",
};
const MARKED_NAME = `${MARKED.first_name} ${MARKED.last_name}`;
const REMARKS = `<b>Keep</b> *seat* _4A_ [call](tg://user?id=1) & <i>asap</i> \`now\``;

/**
 * The text is shown as written: the visible text holds every character, and none of the words
 * inside the markup got an entity (no bold name, no link).
 */
function expectLiteral(msg: StoredMessage, written: string, inner: string[]): void {
  expect(msg.text).toContain(written);
  const formatted = msg.entities.map((e) => msg.text.slice(e.offset, e.offset + e.length));
  for (const word of inner) expect(formatted, `${word} in ${JSON.stringify(msg.entities)}`).not.toContain(word);
  expect(msg.entities.map((e) => e.type)).not.toContain("text_link");
}

describe("outside text with markup is shown literally", () => {
  let s: Stack;
  // A stack of its own for each test: one refunds the booking whose refund flow another shows.
  beforeEach(async () => {
    s = await adminStack();
  });
  afterEach(() => s?.stop());

  it("shows the supplier's names and remarks with HTML as written, in /history, /penalty and the refund flow", async () => {
    const pages = upcoming(s, ADMIN.id, (m) => buttons(m).length > 0);
    await ask(s.tg, ADMIN, `/history ${htmlText.pnr}`);
    const history = await pages;
    expectLiteral(history, `${htmlText.firstName} ${htmlText.lastName}`, [`O'Neil & "Co"`]);
    // Remarks are behind the details button.
    const details = await press(s.tg, ADMIN, history, "🗂 Details");
    expectLiteral(details, htmlText.remarks, [`O'Neil & "Co"`, "window seat", `alert("x")`]);
    expectLiteral(details, `${htmlText.firstName} ${htmlText.lastName}`, [`O'Neil & "Co"`]);

    const quote = await ask(s.tg, ADMIN, `/penalty ${htmlText.pnr}`);
    expectLiteral(quote, `${htmlText.firstName} ${htmlText.lastName}`, [`O'Neil & "Co"`]);

    const picker = await ask(s.tg, ADMIN, `/refund ${htmlText.pnr}`);
    expectLiteral(picker, `${htmlText.firstName} ${htmlText.lastName}`, [`O'Neil & "Co"`]);
    expect((await ask(s.tg, ADMIN, "/cancel")).text).toMatch(/Cancelled/);
  });

  it("shows a user's name with HTML and MarkdownV2 as written to the admins: request, decision, /users, /audit", async () => {
    const refusal = await ask(s.tg, MARKED, "/start");
    const request = s.tg.nextMessage(ADMIN.id);
    await press(s.tg, MARKED, refusal, "🙋 Request access");
    const inner = ["Star", "Under", "Link", "Code", "Strike", "Spoil", "Bold", "Click"];
    expectLiteral(await request, MARKED_NAME, inner);
    const welcome = s.tg.waitFor(MARKED.id, (m) => /You are in/.test(m.text));
    expectLiteral(await press(s.tg, ADMIN, await request, "✅ Agent"), MARKED_NAME, inner);
    await welcome;
    expectLiteral(await ask(s.tg, ADMIN, "/users"), MARKED_NAME, inner);

    // Their refund, with typed remarks full of markup: the summary and the audit log show both as written.
    const summary = await refundUpToSummary(s, MARKED, htmlText.pnr, { reason: "personal", remarks: REMARKS });
    expect(buttons(summary)).toContain(CONFIRM);
    expectLiteral(summary, REMARKS, ["Keep", "seat", "4A", "call", "asap", "now"]);
    expectLiteral(summary, `${htmlText.firstName} ${htmlText.lastName}`, [`O'Neil & "Co"`]);
    await confirm(s, MARKED, summary, new RegExp(`Refund of ${htmlText.pnr} done`));
    expectLiteral(await ask(s.tg, ADMIN, "/audit"), MARKED_NAME, inner);
  });

  it("echoes mistyped input with markup as written", async () => {
    const typed = "<b>X1</b>*Y*";
    for (const command of ["/history", "/status", "/penalty"]) {
      const reply = await ask(s.tg, ADMIN, `${command} ${typed}`);
      expectLiteral(reply, typed, ["X1", "Y"]);
    }
    expectLiteral(await ask(s.tg, ADMIN, "/search THR <i>MHD</i> +3"), "<i>MHD</i>", ["MHD"]);
  });
});
