import { join } from "node:path";
import { Database } from "../../src/ledger/sqlite-driver.js";
import { Kysely, sql, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseFindText, type FindTerm } from "../../src/domain/find-text.js";
import { FIND_COUNT_CAP, findBookings, ledgerIsEmpty } from "../../src/ledger/find.js";
import type { Ledger } from "../../src/ledger/ledger.js";
import { LEDGER_MIGRATIONS } from "../../src/ledger/migrations.js";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { bookedWire, parsed, type SamplePassenger } from "../support/ledger-events.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** /find's queries on each database: every kind of key, one hit per booking, newest first, the rest counted. */

const NOW = new Date("2026-11-22T12:00:00Z");

const terms = (text: string): FindTerm[] => {
  const parsedText = parseFindText(text);
  if (!parsedText.ok) throw new Error(`${text}: ${parsedText.reason}`);
  return parsedText.terms;
};

function booking(id: number, pnr: string, passengers: SamplePassenger[], at: string, over: { phone?: string; email?: string; ticket?: string } = {}) {
  const wire = bookedWire(id, pnr, { passengers, at });
  const data = wire.Data as Record<string, unknown>;
  if (over.phone) data["Phone"] = over.phone;
  if (over.email) data["Email"] = over.email;
  if (over.ticket) wire.Data.Passengers[0]!.CharterSegments[0]!.LocalTicketNumber = over.ticket;
  return wire;
}

async function filled(ledger: Ledger): Promise<void> {
  await ledger.ingest(
    parsed(
      booking(1, "AB12CD", [{ first: "Maryam", last: "Karimi", age: 1, codeMelli: "0012345679" }, { first: "Reza", last: "Karimi", age: 1, passport: "P9876543" }], "2026-11-20 10:00:00", { ticket: "0962310040001" }),
      booking(2, "KL34MN", [{ first: "علي", last: "رضائي", age: 1 }], "2026-11-21 08:00:00", { phone: "0935 111 2233", email: "Ali.Rezaei@Example.com" }),
      booking(3, "PQ56RS", [{ first: "Hossein", last: "Karimian", age: 1 }, { first: "Zahra", last: "Mína", age: 2 }], "2026-11-21 09:00:00"),
    ),
    NOW,
  );
}

describe.each(TEST_DATABASES)("/find in the ledger on $name", (database) => {
  const fixture = ledgerFixture(database);
  const fresh = async () => {
    const ledger = await fixture.open(await fixture.place());
    await filled(ledger);
    return ledger;
  };
  const find = (ledger: Ledger, text: string, limit = 10) => findBookings(ledger.db, ledger.dialect, terms(text), limit);

  it("finds any part of a name, folded, one hit per booking naming the passenger, newest first", async () => {
    const ledger = await fresh();
    const karim = await find(ledger, "karim");
    expect(karim.total).toBe(2);
    expect(karim.hits.map((h) => [h.pnr, h.matched, h.passenger?.firstName])).toEqual([
      ["PQ56RS", "name", "Hossein"],
      ["AB12CD", "name", "Maryam"],
    ]);
    expect((await find(ledger, "REZA KARIMI")).hits.map((h) => [h.pnr, h.passenger?.firstName])).toEqual([["AB12CD", "Reza"]]);
    // Words in any order, accents and Arabic letter variants folded.
    expect((await find(ledger, "karimi reza")).hits.map((h) => h.pnr)).toEqual(["AB12CD"]);
    expect((await find(ledger, "mina")).hits.map((h) => [h.pnr, h.passenger?.firstName])).toEqual([["PQ56RS", "Zahra"]]);
    expect((await find(ledger, "رضایی")).hits.map((h) => h.pnr)).toEqual(["KL34MN"]);
    expect((await find(ledger, "علی رض")).hits.map((h) => h.pnr)).toEqual(["KL34MN"]);
    expect((await find(ledger, "nobody")).total).toBe(0);
  });

  it("finds a name by its spelling in the other script, word by word, and not a name of other letters", async () => {
    const ledger = await fresh();
    const found: Record<string, [string, string][]> = {
      "کریمی": [["AB12CD", "Maryam"]],
      "رضا کريمي": [["AB12CD", "Reza"]],
      "Maryam کریمی": [["AB12CD", "Maryam"]],
      "Ali Rezaei": [["KL34MN", "علي"]],
      "کریمیان": [["PQ56RS", "Hossein"]],
      "کاظمی": [],
      "Razavi": [],
    };
    for (const [text, hits] of Object.entries(found)) {
      expect((await find(ledger, text)).hits.map((h) => [h.pnr, h.passenger?.firstName]), text).toEqual(hits);
    }
  });

  it("finds by PNR, ticket, national code, passport, phone and email as typed", async () => {
    const ledger = await fresh();
    const only = async (text: string) => (await find(ledger, text)).hits.map((h) => [h.pnr, h.matched, h.passenger?.firstName]);
    expect(await only("ab12cd")).toEqual([["AB12CD", "pnr", "Maryam"]]);
    expect(await only("096-2310040001")).toEqual([["AB12CD", "ticket", "Maryam"]]);
    expect(await only("۰۰۱۲۳۴۵۶۷۹")).toEqual([["AB12CD", "national-code", "Maryam"]]);
    expect(await only("p9876543")).toEqual([["AB12CD", "passport", "Reza"]]);
    expect(await only("+98 935 111 2233")).toEqual([["KL34MN", "phone", "علي"]]);
    expect(await only("ali.rezaei@example.com")).toEqual([["KL34MN", "email", "علي"]]);
  });

  it("gives at most the limit of hits and counts them all", async () => {
    const ledger = await fresh();
    const answer = await find(ledger, "karim", 1);
    expect(answer).toMatchObject({ total: 2, capped: false, hits: [{ pnr: "PQ56RS" }] });
  });

  it("counts up to the cap and still gives the newest bookings first, equal times by PNR", async () => {
    const ledger = await fixture.open(await fixture.place());
    const many = FIND_COUNT_CAP + 5;
    const at = (i: number) => `2026-10-${String(1 + (i % 20)).padStart(2, "0")} 10:00:00`;
    const pnr = (i: number) => `Z${String(many - i).padStart(5, "0")}`;
    for (let from = 0; from < many; from += 200) {
      const ids = Array.from({ length: Math.min(200, many - from) }, (_, k) => from + k);
      await ledger.db.insertInto("bookings").values(ids.map((i) => ({ pnr: pnr(i), event_id: 100 + i, booked_at: at(i), channel: "charter", currency: "IRR", total_whole: 1, total_nano: 0, route: "THR-MHD", passenger_count: 1 }))).execute();
      await ledger.db.insertInto("passengers").values(ids.map((i) => ({ pnr: pnr(i), idx: 0, first_name: "Sara", last_name: `Karimzadeh${i}`, name_folded: `sara karimzadeh${i}`, name_key: "sr krmzd" }))).execute();
    }
    const answer = await find(ledger, "karim", 10);
    expect([answer.total, answer.capped]).toEqual([FIND_COUNT_CAP, true]);
    // 2026-10-20 is the newest day: i = 19, 39, 59, ... of which the smallest PNRs come first.
    const newest = Array.from({ length: many }, (_, i) => i).filter((i) => i % 20 === 19).map(pnr).sort().slice(0, 10);
    expect(answer.hits.map((h) => [h.pnr, h.matched])).toEqual(newest.map((p) => [p, "name"]));
    // Its booking's own passenger is named, as below the cap.
    expect(answer.hits[0]!.passenger?.lastName).toMatch(/^Karimzadeh/);
  });

  it("says when the ledger is empty", async () => {
    const ledger = await fixture.open(await fixture.place());
    expect(await ledgerIsEmpty(ledger.db)).toBe(true);
    await filled(ledger);
    expect(await ledgerIsEmpty(ledger.db)).toBe(false);
  });

  it("re-keys the rows an older ledger holds when it migrates, and finds them", async () => {
    const place = await fixture.place();
    const old = place.databaseUrl
      ? new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: place.databaseUrl }) }) })
      : new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(join(place.dataDir, LEDGER_FILE)) }) });
    const first = new Migrator({ db: old, provider: { getMigrations: async () => ({ "0001-ledger": LEDGER_MIGRATIONS["0001-ledger"]! }) } });
    expect((await first.migrateToLatest()).error).toBeUndefined();
    const db = old as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db.insertInto("bookings").values({ pnr: "OLD123", event_id: 1, booked_at: "2026-11-01 10:00:00", channel: "charter", currency: "IRR", total_payable: 1, route: "THR-MHD", passenger_count: 1, phone: "0912 123 4567", phone_key: "9121234567", email: "A@B.IR", email_key: "a@b.ir" }).execute();
    await db.insertInto("passengers").values({ pnr: "OLD123", idx: 0, first_name: "علي", last_name: "Kärimi", name_folded: "علي kärimi", national_code: "0012345679" }).execute();
    await old.destroy();

    const ledger = await fixture.open(place);
    const passenger = await ledger.db.selectFrom("passengers").selectAll().executeTakeFirstOrThrow();
    expect([passenger.name_folded, passenger.national_code_key, passenger.passport_key]).toEqual(["علی karimi", "0012345679", null]);
    expect(await ledger.db.selectFrom("bookings").select(["phone_key", "email_key"]).executeTakeFirstOrThrow()).toEqual({ phone_key: "+989121234567", email_key: "a@b.ir" });
    // The spelling keys were filled for the rows there were: the Persian spelling finds the Latin name.
    expect((await find(ledger, "علی کاریمی")).hits.map((h) => h.pnr)).toEqual(["OLD123"]);
    expect((await find(ledger, "علی کاظمی")).total).toBe(0);
    expect((await find(ledger, "علی karim")).hits.map((h) => h.pnr)).toEqual(["OLD123"]);
    expect((await find(ledger, "09121234567")).hits.map((h) => h.pnr)).toEqual(["OLD123"]);
    // New rows after the migration are indexed by the triggers; pruned ones leave the index.
    await filled(ledger);
    expect((await find(ledger, "karim")).total).toBe(3);
    await ledger.prune(new Date("2028-06-01T00:00:00Z"));
    expect((await find(ledger, "karim")).total).toBe(0);
    if (ledger.dialect === "sqlite") {
      // SQLite's text indexes hold exactly the rows there are: the triggers followed every insert and delete.
      for (const fts of ["passengers_name_fts", "bookings_keys_fts", "passengers_keys_fts", "passengers_name_key_fts"]) {
        await expect(sql.raw(`insert into ${fts}(${fts}, rank) values ('integrity-check', 1)`).execute(ledger.db)).resolves.toBeDefined();
      }
    }
  });
});

sayWhenNoPostgres();
