import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBotRig, type BotRig } from "../../support/bot-rig.js";
import { ADMIN, STRANGER } from "../../support/stack.js";

/** /aircraft's branches in the process, through the bot rig (no Telegram emulator). */
describe("/aircraft, in process", () => {
  let rig: BotRig;
  beforeAll(async () => {
    rig = await startBotRig();
  });
  afterAll(async () => {
    await rig.close();
  });

  it("answers staff with the fleet from the supplier", async () => {
    await rig.send(ADMIN, "/aircraft");
    // The call as sent: HTML, as Telegram receives it.
    expect(rig.sentTo(ADMIN.id).at(-1)).toMatch(/^<b>Fleet<\/b> \(\d+ aircraft\)\n1\. <b>EP-IEA<\/b> · Airbus A320-200/);
    expect(rig.calls.filter((c) => c.method === "sendMessage").at(-1)?.payload).toMatchObject({ parse_mode: "HTML", link_preview_options: { is_disabled: true } });
    expect(rig.sim.calls().AircraftGetList).toBe(1);
  });

  it("refuses a stranger, naming their id, without asking the supplier", async () => {
    const before = rig.sim.calls().AircraftGetList;
    await rig.send(STRANGER, "/aircraft");
    expect(rig.sentTo(STRANGER.id)).toHaveLength(1);
    expect(rig.sentTo(STRANGER.id)[0]).toContain(String(STRANGER.id));
    expect(rig.sim.calls().AircraftGetList).toBe(before);
  });
});
