import { afterEach, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { readMark } from "../../src/ledger/desk-marks.js";
import { CREDIT_SIDE_MARK } from "../../src/services/balance-watch.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, letIn, upcoming } from "../support/steps.js";

/**
 * /balance and BALANCE_WARN_BELOW through the simulator's CurrentBalance: admins are told once
 * per crossing below the limit (a restart is not one, going above and below again is), and the
 * supplier's Error1004/1005 read as the bot's own words.
 */

const AGENT: TgUserSpec = { id: 7801, first_name: "Aga", language_code: "en" };
const TICK_MS = 60;
/** Many reads: a second warning would have come. */
const SETTLE_MS = 700;
const LIMIT = "1000000";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const warnings = (s: Stack) => s.tg.messages(ADMIN.id).filter((m) => m.text.startsWith("⚠️ The supplier account's credit"));

describe.each(TEST_DATABASES)("the account's credit on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  it("shows the credit to admins only, and warns once per crossing below BALANCE_WARN_BELOW, a restart in between", async () => {
    const place = await fixture.place();
    const s = await adminStack({
      dataDir: place.dataDir,
      balanceTickMs: TICK_MS,
      sim: { credit: 2_500_000 },
      env: { BALANCE_WARN_BELOW: LIMIT, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
    });
    stacks.push(s);
    await letIn(s, AGENT, "agent");
    expect((await ask(s.tg, ADMIN, "/balance")).text).toBe("💰 The supplier account's credit: 2,500,000 IRR\nAdmins are told when it falls below 1,000,000 IRR.");
    expect((await ask(s.tg, AGENT, "/balance")).text).toMatch(/admin/);
    await pause(SETTLE_MS);
    expect(warnings(s)).toHaveLength(0);

    s.sim.setCredit({ amount: 999_999 });
    await expect.poll(() => warnings(s).length, { timeout: 5000 }).toBe(1);
    expect(warnings(s)[0]!.text).toBe("⚠️ The supplier account's credit fell to 999,999 IRR, below 1,000,000 IRR. Top it up before sales and refunds stop.");
    expect((await ask(s.tg, ADMIN, "/balance")).text).toContain("⚠️ That is below the warning limit of 1,000,000 IRR.");
    await s.restart();
    await pause(SETTLE_MS);
    expect(warnings(s), "a restart is not a crossing").toHaveLength(1);
    const ledger = await fixture.open(place);
    expect(await readMark(ledger.db, CREDIT_SIDE_MARK)).toBe("below");

    s.sim.setCredit({ amount: 1_000_000 });
    await expect.poll(() => readMark(ledger.db, CREDIT_SIDE_MARK), { timeout: 5000 }).toBe("above");
    expect(warnings(s)).toHaveLength(1);
    s.sim.setCredit({ amount: 10 });
    await expect.poll(() => warnings(s).length, { timeout: 5000 }).toBe(2);
    expect(warnings(s)[1]!.text).toContain("fell to 10 IRR");
    await pause(SETTLE_MS);
    expect(warnings(s)).toHaveLength(2);
  });

  it("words Error1004 and Error1005 for staff, and a refused credit is a crossing", async () => {
    const place = await fixture.place();
    const s = await adminStack({
      dataDir: place.dataDir,
      balanceTickMs: TICK_MS,
      env: { BALANCE_WARN_BELOW: LIMIT, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
    });
    stacks.push(s);
    s.sim.setCredit({ standing: "noCredit" });
    // The next read of the credit may warn the admin before /balance answers.
    const refused = upcoming(s, ADMIN.id, (m) => m.text.startsWith("⛔"));
    await s.tg.sendText(ADMIN, "/balance");
    expect((await refused).text).toBe(
      "⛔ The supplier refused: the account has no credit left (Error1004). Nothing can be sold or refunded until an admin tops it up with the supplier.",
    );
    await expect.poll(() => warnings(s).length, { timeout: 5000 }).toBe(1);
    expect(warnings(s)[0]!.text).toBe(
      "⚠️ The supplier account's credit can no longer be used (warning limit 1,000,000 IRR):\n⛔ The supplier refused: the account has no credit left (Error1004). Nothing can be sold or refunded until an admin tops it up with the supplier.",
    );
    s.sim.setCredit({ standing: "dueDateReached" });
    expect((await ask(s.tg, ADMIN, "/balance")).text).toBe(
      "⛔ The supplier refused: the account's credit due date is reached (Error1005). Nothing can be sold or refunded until an admin settles it with the supplier.",
    );
    await pause(SETTLE_MS);
    expect(warnings(s), "still below: no new crossing").toHaveLength(1);
  });

  it("reads no credit while BALANCE_WARN_BELOW is unset", async () => {
    const place = await fixture.place();
    const s = await adminStack({ dataDir: place.dataDir, balanceTickMs: TICK_MS, ...(place.databaseUrl ? { env: { DATABASE_URL: place.databaseUrl } } : {}) });
    stacks.push(s);
    await pause(SETTLE_MS);
    expect(s.sim.calls().CurrentBalance ?? 0).toBe(0);
    expect((await ask(s.tg, ADMIN, "/balance")).text).toBe("💰 The supplier account's credit: 25,000,000,000 IRR");
  });
});

sayWhenNoPostgres();
