import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, press } from "../support/steps.js";

const TIMEOUT_MS = 400;

describe("a guided flow left waiting", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ flowTimeoutMs: TIMEOUT_MS });
    await ask(s.tg, ADMIN, "/start");
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("is closed, and the late answer is told so instead of being taken as something else", async () => {
    const kind = await ask(s.tg, ADMIN, "/search");
    const origin = await press(s.tg, ADMIN, kind, "One-way");
    expect(origin.text).toMatch(/From which airport\?/);
    await new Promise((r) => setTimeout(r, TIMEOUT_MS + 100));
    const late = await ask(s.tg, ADMIN, "THR");
    expect(late.text).toMatch(/waited too long and was closed/);
    expect(s.sim.calls().SearchByRouteAndDate).toBe(0);
    // The chat is free again: a new search starts from the beginning.
    expect((await ask(s.tg, ADMIN, "/search")).text).toMatch(/What kind of trip\?/);
  });

  it("answers in time as usual", async () => {
    await ask(s.tg, ADMIN, "/cancel");
    const kind = await ask(s.tg, ADMIN, "/search");
    await press(s.tg, ADMIN, kind, "One-way");
    expect((await ask(s.tg, ADMIN, "THR")).text).toContain("From THR to which airport?");
    await ask(s.tg, ADMIN, "/cancel");
  });
});
