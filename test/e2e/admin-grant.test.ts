import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { buttonData, ownedBy, setRole, toastFor } from "../support/security-steps.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, letIn, press, upcoming } from "../support/steps.js";

/**
 * Maker-checker for the admin role: Ada (ADMIN_IDS) makes admins alone; Ali and Bea, admins she
 * let in, only propose it, and a second admin approves or refuses. Carl asks to be let in;
 * Vera is a viewer.
 */

const ALI: TgUserSpec = { id: 7601, first_name: "Ali", language_code: "en" };
const BEA: TgUserSpec = { id: 7602, first_name: "Bea", language_code: "en" };
const CARL: TgUserSpec = { id: 7603, first_name: "Carl", language_code: "en" };
const VERA: TgUserSpec = { id: 7604, first_name: "Vera", language_code: "en" };

const isProposal = (m: StoredMessage) => m.text.startsWith("📝 Admin role");

// One story in order: Carl, made admin on Ali's proposal, is then the admin Ali made; Ali is demoted last.
describe("making someone admin takes a second admin", { shuffle: false }, () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, ALI, "admin");
    await letIn(s, BEA, "admin");
    await letIn(s, VERA, "viewer");
  }, 30_000);
  afterAll(() => s?.stop());

  const isAdmin = async (user: TgUserSpec) => (await roleOf(s, user)) === "admin";

  /** An admin presses a role button of Vera's detail in /users; resolves with the toast. */
  async function setsVera(admin: TgUserSpec, role: string): Promise<string> {
    const list = await ask(s.tg, admin, "/users");
    const detail = await press(s.tg, admin, list, buttons(list).find((b) => b.startsWith("Vera"))!);
    const data = buttonData(detail)[buttons(detail).findIndex((b) => b.replace("● ", "") === role)]!;
    return toastFor(s, admin, detail, data);
  }
  const aliSetsVera = (role: string) => setsVera(ALI, role);

  it("an admin from ADMIN_IDS makes an admin at once, and the audit says who", async () => {
    expect(await isAdmin(ALI)).toBe(true);
    expect(await grants(s)).toEqual([
      { action: "user.admin", userId: ADMIN.id, userName: "Ada", target: ALI.id, targetName: "Ali", grantedBy: ADMIN.id },
      { action: "user.admin", userId: ADMIN.id, userName: "Ada", target: BEA.id, targetName: "Bea", grantedBy: ADMIN.id },
    ]);
  });

  it("Approve-as-admin on a request by another admin is a proposal: the proposer cannot approve it, a second admin does, the first decision wins", async () => {
    const refusal = await ask(s.tg, CARL, "/start");
    const request = upcoming(s, ALI.id, (m) => buttons(m).includes("✅ Admin"));
    await press(s.tg, CARL, refusal, "🙋 Request access");
    const toBea = upcoming(s, BEA.id, isProposal);
    const toAda = upcoming(s, ADMIN.id, isProposal);
    const mine = await press(s.tg, ALI, await request, "✅ Admin");
    expect(mine.text).toMatch(/^📝 Proposal #(\d+): Carl \(7603\) as admin\. A second admin must approve it: sent to 2 other admins\.$/);
    const [bea, ada] = [await toBea, await toAda];
    expect(bea.text).toMatch(/^📝 Admin role, proposal #\d+: Ali proposes making Carl \(7603\) an admin\./);
    expect(buttons(bea)).toEqual(["✅ Approve", "❌ Refuse"]);
    expect(await roleOf(s, CARL)).toBeUndefined();

    // Ali's own approval, as a tampered client would send it, is refused.
    expect(await toastFor(s, ALI, mine, ownedBy(buttonData(bea)[0]!, ALI))).toBe("You proposed this: another admin must approve it.");

    const welcome = s.tg.waitFor(CARL.id, (m) => m.text.includes("You are in, as admin"));
    const aliTold = upcoming(s, ALI.id, (m) => m.text.startsWith("✅ Carl"));
    const decided = await press(s.tg, BEA, bea, "✅ Approve");
    expect(decided.text).toBe("✅ Carl (7603) is now admin: proposed by Ali, approved by Bea.");
    expect((await aliTold).text).toBe(decided.text);
    await welcome;
    expect(await isAdmin(CARL)).toBe(true);
    expect(await toastFor(s, ADMIN, ada, buttonData(ada)[0]!)).toBe("This proposal was already decided.");
    expect((await grants(s)).at(-1)).toMatchObject({ action: "user.admin", userId: BEA.id, target: CARL.id, grantedBy: ALI.id, approvedBy: BEA.id });
  });

  it("a role change to admin in /users is a proposal too; an admin the proposer made cannot approve it; a refusal changes nothing", async () => {
    const toCarl = upcoming(s, CARL.id, isProposal);
    const toBea = upcoming(s, BEA.id, isProposal);
    expect(await aliSetsVera("admin")).toMatch(/^📝 Proposal #\d+: Vera \(7604\) as admin\. A second admin must approve it: sent to 3 other admins\.$/);
    expect(await isAdmin(VERA)).toBe(false);
    expect(await aliSetsVera("admin")).toBe("Making this user an admin is already proposed by Ali and waits for a second admin.");

    // Carl was proposed by Ali: he is no second person to Ali.
    const carl = await toCarl;
    expect(await toastFor(s, CARL, carl, buttonData(carl)[0]!)).toBe("You and Ali made one another admin: a third admin must approve this.");
    expect(await isAdmin(VERA)).toBe(false);

    const aliTold = upcoming(s, ALI.id, (m) => m.text.startsWith("❌ Vera"));
    expect((await press(s.tg, BEA, await toBea, "❌ Refuse")).text).toBe("❌ Vera (7604) was not made admin: proposed by Ali, refused by Bea.");
    await aliTold;
    expect(await isAdmin(VERA)).toBe(false);
    expect(await toastFor(s, CARL, carl, buttonData(carl)[0]!)).toBe("This proposal was already decided.");
  });

  it("a proposal whose proposer is no longer an admin cannot be approved; demoting is immediate", async () => {
    const toBea = upcoming(s, BEA.id, isProposal);
    await aliSetsVera("admin");
    const bea = await toBea;
    await setRole(s, ALI, "agent");
    expect(await isAdmin(ALI)).toBe(false);
    expect(await toastFor(s, BEA, bea, buttonData(bea)[0]!)).toBe("Ali is no longer an admin, so their proposal cannot be approved. Nothing was changed.");
    expect(await isAdmin(VERA)).toBe(false);
    // It gives way to a new proposal.
    expect(await setsVera(BEA, "admin")).toMatch(/^📝 Proposal #\d+: Vera \(7604\) as admin\./);
  });
});

interface Saved {
  users: Record<string, { role: string }>;
  audit: { entries: Record<string, unknown>[] };
}
const saved = async (s: Stack) => JSON.parse(await readFile(join(s.dataDir, STORE_FILE_NAME), "utf8")) as Saved;

/** A user's role as saved; undefined when not let in. */
async function roleOf(s: Stack, user: TgUserSpec): Promise<string | undefined> {
  return (await saved(s)).users[String(user.id)]?.role;
}

/** The audit's admin-role entries, without ids and times. */
async function grants(s: Stack) {
  return (await saved(s)).audit.entries.filter((e) => e["action"] === "user.admin").map(({ id: _id, at: _at, ...rest }) => rest);
}
