import { describe, expect, it } from "vitest";
import { forgetOldSearchQueries, SEARCH_QUERIES_KEPT_MS, searchQueryHome } from "../../src/ledger/search-queries.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { SAMPLE_QUERY } from "../support/search-sample.js";

const AT = new Date("2026-11-22T12:00:00Z");

describe.each(TEST_DATABASES)("the queries behind search results, on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("keeps a result's query for any instance, renewed under the same id, forgotten after a week; a row that is no query reads as unknown", async () => {
    const ledger = await fixture.open(await fixture.place());
    const home = searchQueryHome(ledger.db);
    expect(await home.find("abc123")).toBeUndefined();
    await home.keep("abc123", { query: SAMPLE_QUERY, searchedAt: AT });
    expect(await home.find("abc123")).toEqual({ query: SAMPLE_QUERY, searchedAt: AT });
    const later = new Date(AT.getTime() + 60_000);
    await home.keep("abc123", { query: SAMPLE_QUERY, searchedAt: later });
    expect((await home.find("abc123"))?.searchedAt).toEqual(later);

    await ledger.db.insertInto("search_queries").values({ id: "bad", query: JSON.stringify({ kind: "oneway", routes: [{ origin: "<b>", destination: "MHD", date: "x" }] }), searched_at: AT.getTime() }).execute();
    expect(await home.find("bad")).toBeUndefined();

    await forgetOldSearchQueries(ledger.db, later.getTime() + SEARCH_QUERIES_KEPT_MS);
    expect(await home.find("abc123")).toBeDefined();
    await forgetOldSearchQueries(ledger.db, later.getTime() + SEARCH_QUERIES_KEPT_MS + 1);
    expect(await home.find("abc123")).toBeUndefined();
  });

  it("names each user's latest search, whoever's instance ran it; a query renewed later is the latest again", async () => {
    const ledger = await fixture.open(await fixture.place());
    const home = searchQueryHome(ledger.db);
    const other = { ...SAMPLE_QUERY, kind: "oneway" as const, routes: [{ origin: "THR", destination: "KIH", date: "2026-12-01" }] };
    expect(await home.latestOf(7001)).toBeUndefined();
    await home.keep("first", { query: SAMPLE_QUERY, searchedAt: AT }, 7001);
    await home.keep("theirs", { query: other, searchedAt: new Date(AT.getTime() + 1000) }, 7002);
    await home.keep("second", { query: other, searchedAt: new Date(AT.getTime() + 2000) }, 7001);
    // A result without a user (none searched it) is nobody's latest.
    await home.keep("nobody", { query: other, searchedAt: new Date(AT.getTime() + 3000) });
    expect(await home.latestOf(7001)).toEqual({ id: "second", query: other, searchedAt: new Date(AT.getTime() + 2000) });
    expect((await home.latestOf(7002))?.id).toBe("theirs");
    await home.keep("first", { query: SAMPLE_QUERY, searchedAt: new Date(AT.getTime() + 4000) }, 7001);
    expect((await home.latestOf(7001))?.id).toBe("first");
  });
});

sayWhenNoPostgres();
