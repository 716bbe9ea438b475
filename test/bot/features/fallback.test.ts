import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandMenu } from "../../../src/bot/command-table.js";
import type { TgUserSpec } from "../../../src/dev/telegram/emulator.js";
import { startBotRig, type BotRig } from "../../support/bot-rig.js";
import { ADMIN } from "../../support/stack.js";

const VIEWER: TgUserSpec = { id: 5201, first_name: "Vera", language_code: "en" };

/** The fallback's answers to mistyped commands, in process, for every command of the table. */
describe("unknown commands, in process", () => {
  let rig: BotRig;
  const answerTo = async (user: TgUserSpec, text: string) => {
    const before = rig.sentTo(user.id).length;
    await rig.send(user, text);
    const sent = rig.sentTo(user.id).slice(before);
    expect(sent, text).toHaveLength(1);
    return sent[0]!;
  };
  beforeAll(async () => {
    rig = await startBotRig();
    await rig.letIn(VIEWER, "viewer");
  });
  afterAll(async () => {
    await rig.close();
  });

  it("points every command of the table typed in capitals to itself, with the rest of the line", async () => {
    for (const { command } of commandMenu.for("admin", (key) => key)) {
      const answer = await answerTo(ADMIN, `/${command.toUpperCase()} x<y`);
      expect(answer, command).toBe(`🤔 Did you mean /${command}? Commands are written in small letters; tap it to send it.\nWith what you typed after it: <code>/${command} x&lt;y</code>`);
    }
  });

  it("suggests to a viewer only what a viewer may use", async () => {
    const viewer = commandMenu.for("viewer", (key) => key).map((c) => c.command);
    for (const { command } of commandMenu.for("admin", (key) => key)) {
      const answer = await answerTo(VIEWER, `/${command[0]!.toUpperCase()}${command.slice(1)}`);
      if (viewer.includes(command)) expect(answer, command).toMatch(new RegExp(`^🤔 Did you mean /${command}\\?`));
      else expect(answer, command).toBe("I do not know that command. Send /help for the list.");
    }
  });

  it("answers a command's name typed without the slash, and never fails on odd input", async () => {
    expect(await answerTo(VIEWER, "Search THR MHD tomorrow")).toContain("<code>/search THR MHD tomorrow</code>");
    expect(await answerTo(VIEWER, "THR MHD")).toBe("Send a command, for example /help.");
    for (const odd of ["/", "/@", "/ü", `/${"s".repeat(300)}`, "/search\u0000x", "/serch@other_bot"]) {
      expect(await answerTo(VIEWER, odd), odd).toMatch(/^(🤔 Did you mean|I do not know that command|Send a command)/);
    }
    expect(rig.log.lines.join("\n")).not.toMatch(/"level":50/);
  });
});
