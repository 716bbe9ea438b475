import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandMenu } from "../../src/bot/command-table.js";
import { startBotRig, type BotRig } from "../support/bot-rig.js";
import { ADMIN } from "../support/stack.js";

const VIEWER = { id: 5101, first_name: "Vic", username: "vic_viewer", language_code: "en" };
const UNKNOWN = "I do not know that command";
const REFUSED = /^This needs the (agent|admin) role; yours is viewer\./;

/** The command table is the router: every row reaches its feature, behind the row's role. */
describe("the command table, in process", () => {
  let rig: BotRig;
  const lastTo = (id: number) => rig.sentTo(id).at(-1) ?? "";
  beforeAll(async () => {
    rig = await startBotRig();
    await rig.letIn(VIEWER, "viewer");
  });
  afterAll(async () => {
    await rig.close();
  });

  it("hands every command of the table to a feature that answers it", async () => {
    const commands = commandMenu.for("admin", (key) => key).map((c) => c.command);
    expect(commands).toContain("aircraft");
    for (const command of commands) {
      const before = rig.sentTo(ADMIN.id).length;
      await rig.send(ADMIN, `/${command}`);
      const answers = rig.sentTo(ADMIN.id).slice(before);
      expect(answers.length, `/${command} got no answer`).toBeGreaterThan(0);
      expect(answers.join("\n"), `/${command} reached the fallback`).not.toContain(UNKNOWN);
    }
  });

  it("refuses a command above the sender's role, by the table's role", async () => {
    for (const command of commandMenu.for("admin", (key) => key).map((c) => c.command)) {
      const viewerMay = commandMenu.for("viewer", (key) => key).some((c) => c.command === command);
      if (viewerMay) continue;
      await rig.send(VIEWER, `/${command}`);
      expect(lastTo(VIEWER.id), `/${command}`).toMatch(REFUSED);
    }
  });

  it("leaves a waiting flow as it was when a command is refused", async () => {
    await rig.send(VIEWER, "/search");
    expect(lastTo(VIEWER.id)).toContain("What kind of trip?");
    await rig.send(VIEWER, "/audit");
    expect(lastTo(VIEWER.id)).toMatch(REFUSED);
    await rig.send(VIEWER, "/cancel");
    expect(lastTo(VIEWER.id)).toBe("Cancelled. Nothing was changed.");
  });
});
