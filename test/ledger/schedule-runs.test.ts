import { describe, expect, it } from "vitest";
import { RUN_LEASE_MS, ScheduleRuns, type RunDraft } from "../../src/ledger/schedule-runs.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/** The schedule-change desk's runs in SQL: one Confirm, a ticket never sent twice, a restart's view. */

const NOW = new Date("2026-11-22T12:00:00Z");
const HOLDER = "host:/srv/a";

const draft = (over: Partial<RunDraft> = {}): RunDraft => ({
  id: "run1",
  userId: 5301,
  userName: "Arya",
  chatId: 5301,
  flight: "IR 452 THR→MHD",
  oldTime: "2026-11-23 10:00",
  newTime: "2026-11-24 10:00",
  currency: "IRR",
  tickets: [
    { pnr: "AB12CD", ticket: "0962310040001", passenger: "ALI TEHRANI", amount: 17_227_000.5 },
    { pnr: "AB12CD", ticket: "0962310040002", passenger: "SARA TEHRANI", amount: 12_000_000 },
    { pnr: "ZZ99ZZ", ticket: "0962310040003", passenger: "REZA KARIMI", amount: 9_000_000 },
  ],
  selected: true,
  ...over,
});

describe.each(TEST_DATABASES)("schedule-change runs on $name", (database) => {
  const fixture = ledgerFixture(database);
  const fresh = async () => new ScheduleRuns((await fixture.open(await fixture.place())).db);

  it("keeps a draft with its tickets and amounts exactly as sent", async () => {
    const runs = await fresh();
    await runs.create(draft(), NOW);
    await runs.setMessage("run1", 77);
    const run = await runs.get("run1");
    expect(run).toMatchObject({ status: "draft", userId: 5301, chatId: 5301, messageId: 77, restarts: 0 });
    expect(run!.tickets.map((t) => [t.ticket, t.amount, t.selected, t.state])).toEqual([
      ["0962310040001", 17_227_000.5, true, "queued"],
      ["0962310040002", 12_000_000, true, "queued"],
      ["0962310040003", 9_000_000, true, "queued"],
    ]);
    expect(await runs.get("nope")).toBeNull();
  });

  it("is confirmed once, by its owner; tickets left out are skipped", async () => {
    const runs = await fresh();
    await runs.create(draft({ selected: false }), NOW);
    expect(await runs.toggle("run1", 1)).toBe(true);
    expect((await runs.get("run1"))!.tickets.map((t) => t.selected)).toEqual([false, true, false]);
    expect(await runs.toggle("run1", "all")).toBe(true);
    expect((await runs.get("run1"))!.tickets.every((t) => t.selected)).toBe(true);
    expect(await runs.toggle("run1", 0)).toBe(true);

    expect(await runs.confirm("run1", 999, NOW)).toBe(false);
    const [a, b] = await Promise.all([runs.confirm("run1", 5301, NOW), runs.confirm("run1", 5301, NOW)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const run = (await runs.get("run1"))!;
    expect(run.status).toBe("running");
    expect(run.tickets.map((t) => t.state)).toEqual(["skipped", "queued", "queued"]);
    // A running run takes no more picks, nor a cancel.
    expect(await runs.toggle("run1", 0)).toBe(false);
    expect(await runs.cancel("run1", NOW)).toBe(false);
  });

  it("marks a ticket sending once; a restart turns what was sending to unknown and leaves the queued", async () => {
    const runs = await fresh();
    await runs.create(draft(), NOW);
    await runs.confirm("run1", 5301, NOW);
    expect(await runs.sending("run1", 0, NOW)).toBe(true);
    expect(await runs.sending("run1", 0, NOW)).toBe(false);
    await runs.settle("run1", 0, { state: "done", trackingCode: "TRK-1" }, NOW);
    expect(await runs.sending("run1", 0, NOW)).toBe(false);
    expect(await runs.sending("run1", 1, NOW)).toBe(true);

    // Killed here: ticket 1 was sending, ticket 2 queued.
    expect(await runs.interrupted(NOW, HOLDER, true)).toEqual(["run1"]);
    const run = (await runs.get("run1"))!;
    expect(run.restarts).toBe(1);
    expect(run.tickets.map((t) => [t.state, t.trackingCode])).toEqual([
      ["done", "TRK-1"],
      ["unknown", null],
      ["queued", null],
    ]);
    expect(await runs.sending("run1", 1, NOW)).toBe(false);

    await runs.finish("run1", NOW);
    expect((await runs.get("run1"))!.status).toBe("done");
    expect(await runs.interrupted(NOW, HOLDER, true)).toEqual([]);
  });

  it("a run another live instance carries out is left to it; one whose owner was not seen for the lease is taken over", async () => {
    const runs = await fresh();
    await runs.create(draft(), NOW);
    await runs.confirm("run1", 5301, NOW);
    expect(await runs.own("run1", "host:/srv/b", NOW)).toBe(true);
    expect(await runs.sending("run1", 0, NOW)).toBe(true);
    // Another instance starting, or leading: not its run, and its owner is at work.
    expect(await runs.own("run1", HOLDER, NOW)).toBe(false);
    const seen = new Date(NOW.getTime() + RUN_LEASE_MS - 1000);
    expect(await runs.own("run1", "host:/srv/b", seen)).toBe(true);
    expect(await runs.interrupted(new Date(seen.getTime() + RUN_LEASE_MS - 1), HOLDER, false)).toEqual([]);
    expect((await runs.get("run1"))!.tickets[0]!.state).toBe("sending");
    // Its owner's own look for runs of instances gone never takes its own (its call may be under way).
    expect(await runs.interrupted(new Date(seen.getTime() + RUN_LEASE_MS + 1), "host:/srv/b", false)).toEqual([]);
    // Its owner died: taken over, the ticket under way unknown, and the old owner may not go on.
    expect(await runs.interrupted(new Date(seen.getTime() + RUN_LEASE_MS + 1), HOLDER, false)).toEqual(["run1"]);
    expect((await runs.get("run1"))!.tickets[0]!.state).toBe("unknown");
    expect(await runs.own("run1", "host:/srv/b", new Date(seen.getTime() + RUN_LEASE_MS + 2))).toBe(false);
    expect(await runs.own("run1", HOLDER, new Date(seen.getTime() + RUN_LEASE_MS + 2))).toBe(true);
  });

  it("a cancelled draft is never confirmed, nor resumed at a start", async () => {
    const runs = await fresh();
    await runs.create(draft({ tickets: [] }), NOW);
    expect(await runs.cancel("run1", NOW)).toBe(true);
    expect(await runs.confirm("run1", 5301, NOW)).toBe(false);
    expect(await runs.interrupted(NOW, HOLDER, true)).toEqual([]);
  });

  it("goes with the retention once finished, an unconfirmed draft after a day; a running run stays", async () => {
    const ledger = await fixture.open(await fixture.place(), { retentionDays: 31 });
    const runs = new ScheduleRuns(ledger.db);
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
    await runs.create(draft({ id: "done-old" }), daysAgo(40));
    await runs.confirm("done-old", 5301, daysAgo(40));
    await runs.finish("done-old", daysAgo(40));
    await runs.create(draft({ id: "done-new" }), daysAgo(5));
    await runs.confirm("done-new", 5301, daysAgo(5));
    await runs.finish("done-new", daysAgo(5));
    await runs.create(draft({ id: "running-old" }), daysAgo(40));
    await runs.confirm("running-old", 5301, daysAgo(40));
    await runs.create(draft({ id: "draft-old" }), daysAgo(2));
    await runs.create(draft({ id: "draft-new" }), new Date(NOW.getTime() - 3_600_000));
    await ledger.prune(NOW);
    const left = await ledger.db.selectFrom("schedule_runs").select("id").orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual(["done-new", "draft-new", "running-old"]);
    const tickets = await ledger.db.selectFrom("schedule_run_tickets").select("run_id").distinct().orderBy("run_id").execute();
    expect(tickets.map((r) => r.run_id)).toEqual(["done-new", "draft-new", "running-old"]);
  });
});

sayWhenNoPostgres();
