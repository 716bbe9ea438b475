import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";
import { TEST_DATABASES } from "../support/ledger-databases.js";
import { ledgerStack, storedAudit, type LedgerStack } from "../support/ledger-stack.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { speak } from "../support/refund-steps.js";
import { fitsPhone, richDetails, richTable } from "../support/rich.js";
import { ask, buttons, letIn, press } from "../support/steps.js";

/**
 * /find and /manifest through the Telegram emulator, on a ledger the bot reads while the test
 * writes into it (as the poller would): masking for a viewer against an agent, the Excel file
 * opened cell by cell, the audit entry, bad input, an empty ledger, Persian words.
 */

const VIEWER: TgUserSpec = { id: 7601, first_name: "Vida", language_code: "en" };
const AGENT: TgUserSpec = { id: 7602, first_name: "Arash", language_code: "en" };
const FA: TgUserSpec = { id: 7603, first_name: "Farid", language_code: "fa" };
const NOW = new Date("2026-11-22T12:00:00Z");
const LTR = /[\u2066-\u2069]/g;

describe.each(TEST_DATABASES)("/find and /manifest end to end on $name", (database) => {
  let s: Stack;
  let ledger: Ledger;
  let stack: LedgerStack | undefined;
  beforeAll(async () => {
    // The test writes into the bot's ledger through a second connection, as the poller would.
    stack = await ledgerStack(database, "find_e2e", { env: { ADMIN_IDS: [ADMIN.id, FA.id].join(",") } });
    ({ s, ledger } = stack);
    await letIn(s, VIEWER, "viewer");
    await letIn(s, AGENT, "agent");
  }, 30_000);
  afterAll(() => stack?.stop());

  // One story in order: the first step shows the ledger empty, then fills it for the others to read.
  describe("an empty ledger, then filled", { shuffle: false }, () => {
    it("says the ledger is empty and how to backfill it, then finds once it is filled", async () => {
      expect((await ask(s.tg, AGENT, "/find karimi")).text).toMatch(/ledger is empty.*EVENTS_START/s);
      expect((await ask(s.tg, AGENT, "/manifest IR1234 2026-12-02")).text).toMatch(/ledger is empty/);
      const wire = bookedWire(2, "KL34MN", { at: "2026-11-21 08:00:00", passengers: [{ first: "علي", last: "رضائي", age: 1, codeMelli: "0012345679" }] });
      await ledger.ingest(parsed(bookedWire(1, "AB12CD", { at: "2026-11-20 10:00:00" }), wire, cancelledWire(3, "AB12CD", [1])), NOW);
      const found = await ask(s.tg, AGENT, "/find karimi");
      expect(found.text.replace(LTR, "")).toMatch(/^1 booking matches karimi\n1\. AB12CD · Maryam Karimi \(\+2 passengers\)\n {3}THR-MHD, MHD-THR · IR1234 2 Dec 2026 · Parsian Travel · booked 20 Nov 2026 10:00/);
      expect(buttons(found)).toEqual(["📜 History AB12CD", "⧉ AB12CD"]);
      expect(found.keyboard.flat()[1]!.copyText).toBe("AB12CD");
    });

    it("shows national codes, phones and emails whole to an agent and masked to a viewer", async () => {
      expect((await ask(s.tg, AGENT, "/find 0012345679")).text).toContain("National code: 0012345679");
      const viewer = await ask(s.tg, VIEWER, "/find 0012345679");
      expect(viewer.text).toContain("National code: ••••5679");
      expect(viewer.text).not.toContain("National code: 0012345679");
      expect((await ask(s.tg, VIEWER, "/find 0912 123 4567")).text).toContain("Phone: ••••4567");
      expect((await ask(s.tg, VIEWER, "/find maryam.karimi@example.com")).text).toContain("Email: ••••rimi@example.com");
    });

    it("finds a PNR typed in two pieces, as /history reads it; one not in the ledger is a tap from /history", async () => {
      const found = await ask(s.tg, AGENT, "/find ab1 2cd");
      expect(found.text.replace(LTR, "")).toMatch(/^1 booking matches ab1 2cd\n1\. AB12CD · Maryam Karimi/);
      const spaced = await ask(s.tg, AGENT, "/find kl3 4mn");
      expect(spaced.text.replace(LTR, "")).toContain("KL34MN");
      const unknown = await ask(s.tg, AGENT, "/find zz9 9zz");
      expect(unknown.text).toBe("No booking in the ledger matches zz9 9zz. The ledger holds what the feed brought; the supplier may still know ZZ99ZZ.");
      expect(buttons(unknown)).toEqual(["📜 Open /history ZZ99ZZ"]);
      const history = await press(s.tg, AGENT, unknown, "📜 Open /history ZZ99ZZ");
      expect(history.text).toMatch(/ZZ99ZZ/);
    });

    it("finds a Persian name written with Arabic letters, in Persian words", async () => {
      const found = await ask(s.tg, FA, "/find رضایی");
      expect(found.text.replace(LTR, "")).toContain("KL34MN · علي رضائي");
      expect(found.text).toContain("رزرو با رضایی جور است");
    });

    it("finds a Latin name typed in Persian letters, and a Persian name typed in Latin, in English and Persian", async () => {
      const latin = await ask(s.tg, AGENT, "/find کریمی");
      expect(latin.text.replace(LTR, "")).toMatch(/^1 booking matches کریمی\n1\. AB12CD · Maryam Karimi \(\+2 passengers\)/);
      expect(buttons(latin)).toEqual(["📜 History AB12CD", "⧉ AB12CD"]);
      const persian = await ask(s.tg, FA, "/find Ali Rezaei");
      expect(persian.text.replace(LTR, "")).toContain("KL34MN · علي رضائي");
      expect(persian.text).toContain("رزرو با Ali Rezaei جور است");
      expect(persian.text).not.toContain("AB12CD");
      // A name of other letters is not a match: Kazemi is not Karimi.
      expect((await ask(s.tg, AGENT, "/find کاظمی")).text).toMatch(/^No booking in the ledger matches کاظمی/);
    });

    it("answers bad input: a short name, an unreadable text, a bad flight or date, an unknown flight", async () => {
      expect((await ask(s.tg, VIEWER, "/find ka")).text).toMatch(/at least three letters/);
      expect((await ask(s.tg, VIEWER, "/find")).text).toMatch(/^Send \/find with what you know/);
      expect((await ask(s.tg, VIEWER, "/find 12 ab!")).text).toMatch(/cannot read that/);
      expect((await ask(s.tg, VIEWER, "/manifest IR1234")).text).toMatch(/^Send \/manifest with a flight and its date/);
      expect((await ask(s.tg, VIEWER, "/manifest 1234 2026-12-02")).text).toMatch(/not a flight/);
      expect((await ask(s.tg, VIEWER, "/manifest IR1234 2026-02-30")).text).toMatch(/not a date/);
      expect((await ask(s.tg, VIEWER, "/manifest IR1234 2026-12-03")).text.replace(LTR, "")).toBe("No passengers of IR1234 on 3 Dec 2026 in the ledger. It has passengers on: 2 Dec 2026.");
      expect((await ask(s.tg, VIEWER, "/manifest IR999 2026-12-02")).text.replace(LTR, "")).toMatch(/^No passengers of IR999 on 2 Dec 2026, nor a week either side/);
    });

    it("lists a flight's passengers in booking order as a table a phone shows whole, and its Excel file masked as the screen, audited", async () => {
      const manifest = await ask(s.tg, VIEWER, "/manifest ir 1234 2026-12-02");
      const text = manifest.text.replace(LTR, "");
      expect(text.split("\n").slice(0, 2)).toEqual(["IR1234 on 2 Dec 2026", "Sold seats 2 · infants 1 · cancelled 1"]);
      const [head, ...rows] = richTable(manifest).map((row) => row.map((cell) => cell.replace(LTR, "")));
      expect(head).toEqual(["#", "Passenger", "Age", "PNR"]);
      expect(rows[0]).toEqual(["1", "Maryam Karimi", "adult", "AB12CD"]);
      expect(rows[1]).toEqual(["2", "Reza Karimi · cancelled", "adult", "AB12CD"]);
      expect(rows[3]).toEqual(["4", "علي رضائي", "adult", "KL34MN"]);
      const [folded] = richDetails(manifest);
      expect(folded!.summary).toBe("Tickets, agencies and documents");
      expect(folded!.text.replace(LTR, "").split("\n")[0]).toBe("1. AB12CD-00 · Parsian Travel · ••••5678 · ••••4567 · ••••rimi@example.com");
      expect(fitsPhone(manifest)).toBe(true);
      expect(JSON.stringify(manifest.rich)).not.toMatch(/0012345678|P9876543|912 123 4567/);
      expect(buttons(manifest)).toEqual(["📥 Excel"]);

      const file = await press(s.tg, VIEWER, manifest, "📥 Excel");
      expect(file.file?.fileName).toBe("manifest-IR1234-2026-12-02.xlsx");
      expect(JSON.stringify(s.tg.calls("sendRichMessageDraft").at(-1)?.params)).toContain("📥 Writing the Excel file of IR1234 on 2 Dec 2026…");
      expect(s.tg.draft(VIEWER.id)).toBeUndefined();
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(file.file!.data) as never);
      const sheet = book.worksheets[0]!;
      const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(row(1)).toEqual(["Passenger", "Age type", "PNR", "Ticket", "Agency", "Status", "Booked", "National code", "Passport", "Phone", "Email"]);
      expect(row(2)).toEqual(["Maryam Karimi", "adult", "AB12CD", "AB12CD-00", "Parsian Travel", "active", new Date("2026-11-20T10:00:00Z"), "••••5678", undefined, "••••4567", "••••rimi@example.com"]);
      expect(row(3).slice(0, 9)).toEqual(["Reza Karimi", "adult", "AB12CD", "AB12CD-10", "Parsian Travel", "cancelled", new Date("2026-11-20T10:00:00Z"), undefined, "••••6543"]);
      expect(row(5).slice(0, 3)).toEqual(["علي رضائي", "adult", "KL34MN"]);
      expect(sheet.rowCount).toBe(5);
      expect((await storedAudit(stack!)).at(-1)).toMatchObject({ userId: VIEWER.id, action: "manifest.export", flight: "IR1234", date: "2026-12-02", rows: 4, masked: true });

      const agentFile = await press(s.tg, AGENT, await ask(s.tg, AGENT, "/manifest IR1234 2026-12-02"), "📥 Excel");
      const agentBook = new ExcelJS.Workbook();
      await agentBook.xlsx.load(Buffer.from(agentFile.file!.data) as never);
      expect((agentBook.worksheets[0]!.getRow(2).values as unknown[]).slice(8)).toEqual(["0012345678", undefined, "+98 912 123 4567", "Maryam.Karimi@example.com"]);

      // The age group in the reader's words, as /history says it, right to left.
      try {
        for (const [lang, adult, age] of [["fa", "بزرگسال", "سن"], ["ar", "بالغ", "العمر"]] as const) {
          await speak(s, VIEWER, lang);
          const read = await ask(s.tg, VIEWER, "/manifest IR1234 2026-12-02");
          expect(read.rich?.isRtl).toBe(true);
          expect(richTable(read)[0]![2]).toBe(age);
          expect(richTable(read)[1]![2]).toBe(adult);
          expect(fitsPhone(read)).toBe(true);
        }
      } finally {
        // The other tests read this viewer's screens in English.
        await speak(s, VIEWER, "en");
      }

      // Where the Bot API server refuses rich messages: the same manifest as HTML text (last: the bot sends HTML from then on).
      s.tg.setRichMessages(false);
      try {
        const html = (await ask(s.tg, VIEWER, "/manifest IR1234 2026-12-02")).text.replace(LTR, "");
        expect(html.split("\n").slice(0, 2)).toEqual(["IR1234 on 2 Dec 2026", "Sold seats 2 · infants 1 · cancelled 1"]);
        expect(html).toMatch(/1\. Maryam Karimi\n {3}adult · AB12CD · AB12CD-00 · Parsian Travel\n {3}••••5678 · ••••4567 · ••••rimi@example.com/);
        expect(html).toMatch(/2\. Reza Karimi · cancelled\n {3}adult · AB12CD · AB12CD-10/);
        expect(html).toMatch(/4\. علي رضائي\n {3}adult · KL34MN · KL34MN-00/);
        expect(html).not.toMatch(/0012345678|P9876543|912 123 4567/);
      } finally {
        s.tg.setRichMessages(true);
      }
    });
  });
});
