import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { fitsPhone, richTable } from "../support/rich.js";
import { adminStack, ask, buttons, press } from "../support/steps.js";
import { confirm, letInStaff, refundUpToSummary, speak } from "../support/refund-steps.js";

const { oneWayRefundable } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7301, first_name: "Aga", username: "aga_desk", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7302, first_name: "Vera", language_code: "en" };

/** /audit as admins read it: each entry a sentence naming people, bookings and flights, in their language, and filtered by booking, person or kind. */
describe("/audit", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letInStaff(s, [
      { user: AGENT, role: "agent" },
      { user: VIEWER, role: "viewer" },
    ]);
    const summary = await refundUpToSummary(s, AGENT, oneWayRefundable.pnr, { tickets: [oneWayRefundable.tickets[0]!], reason: "personal" });
    await confirm(s, AGENT, summary, new RegExp(`Refund of ${oneWayRefundable.pnr} done`));
    // A role changed through /users.
    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, buttons(list).find((b) => b.includes("Vera"))!);
    await press(s.tg, ADMIN, detail, buttons(detail).find((b) => b === "agent")!);
  });
  afterAll(() => s?.stop());

  it("says who did what to whom, by name, in sentences, a row each in a table a phone shows whole", async () => {
    const audit = await ask(s.tg, ADMIN, "/audit");
    const { text } = audit;
    const [head, ...rows] = richTable(audit);
    expect(head).toEqual(["When", "What happened"]);
    expect(rows[0]).toEqual([expect.stringMatching(/^#\d+ · \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d$/), expect.stringMatching(/^🔁 Ada changed Vera's role from viewer to agent\.$/)]);
    expect(fitsPhone(audit)).toBe(true);
    expect(text).toMatch(/🔁 Ada changed Vera's role from viewer to agent\./);
    expect(text).toContain(`↩️ Aga asked to refund ticket ${oneWayRefundable.tickets[0]} of ${oneWayRefundable.pnr} (🙋 Passenger's own reasons), penalty`);
    // Newest first.
    expect(text).toMatch(/✅ Ada let Vera in as viewer\.[\s\S]*✅ Ada let Aga in as agent\./);
    // No raw keys, no ids.
    expect(text).not.toMatch(/user\.\w|refund\.\w|— \d/);
    expect(text).not.toContain(String(AGENT.id));
  });

  it("narrows to a booking (also typed in two pieces), a person, or a kind", async () => {
    const pnr = oneWayRefundable.pnr;
    const byPnr = (await ask(s.tg, ADMIN, `/audit ${pnr.slice(0, 3).toLowerCase()} ${pnr.slice(3).toLowerCase()}`)).text;
    expect(byPnr).toMatch(new RegExp(`Audit log · ${pnr}: one entry`));
    expect(byPnr).toContain("Aga asked to refund");
    const byPerson = (await ask(s.tg, ADMIN, "/audit @aga_desk")).text;
    expect(byPerson).toMatch(/Aga asked to refund[\s\S]*Ada let Aga in as agent/);
    expect(byPerson).not.toContain("Vera");
    const access = (await ask(s.tg, ADMIN, "/audit access")).text;
    expect(access).toMatch(/Audit log · access and roles: the latest 3/);
    expect(access).not.toContain("asked to refund");
    expect((await ask(s.tg, ADMIN, "/audit exports")).text).toBe("No entry of the audit log is about exports.");
  });

  it("answers a filter it cannot read with the ways to ask, and an unknown person with a hint", async () => {
    expect((await ask(s.tg, ADMIN, "/audit what happened?")).text).toMatch(/^Which entries\? \/audit \(the latest 15\)/);
    expect((await ask(s.tg, ADMIN, "/audit @nobody")).text).toBe("Nobody on the staff is called @nobody. Send /users to see the names.");
  });

  it("reads in Persian and Arabic, codes and PNRs in Latin letters and digits", async () => {
    await speak(s, ADMIN, "fa");
    try {
      const faAudit = await ask(s.tg, ADMIN, `/audit ${oneWayRefundable.pnr}`);
      expect(faAudit.rich?.isRtl).toBe(true);
      expect(richTable(faAudit)[0]).toEqual(["زمان", "چه شد"]);
      expect(fitsPhone(faAudit)).toBe(true);
      const fa = faAudit.text;
      expect(fa).toContain(`گزارش رویدادها`);
      expect(fa).toMatch(new RegExp(`Aga استرداد بلیت ${oneWayRefundable.tickets[0]} از ${oneWayRefundable.pnr} را خواست`));
      expect((await ask(s.tg, ADMIN, "/audit دسترسی")).text).toMatch(/🔁 Ada نقش Vera را از مشاهده‌گر به کارشناس تغییر داد\./);
      await speak(s, ADMIN, "ar");
      const arAudit = await ask(s.tg, ADMIN, "/audit وصول");
      expect(richTable(arAudit)[0]).toEqual(["الوقت", "ما جرى"]);
      expect(fitsPhone(arAudit)).toBe(true);
      const ar = arAudit.text;
      expect(ar).toMatch(/🔁 غيّر Ada دور Vera من .+ إلى .+\./);
      expect(ar).toMatch(/✅ أدخل Ada Aga بدور /);
    } finally {
      await speak(s, ADMIN, "en");
    }
  });

  it("sends the same log as HTML text where the Bot API server refuses rich messages", async () => {
    s.tg.setRichMessages(false);
    try {
      const { text } = await ask(s.tg, ADMIN, "/audit access");
      expect(text).toMatch(/^🧾 Audit log · access and roles: the latest 3\n\n#\d+ · \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d\n🔁 Ada changed Vera's role from viewer to agent\.\n\n#\d+/);
    } finally {
      // Once refused, the bot sends HTML until it restarts: the other tests read tables.
      s.tg.setRichMessages(true);
      await s.restart();
    }
  });
});
