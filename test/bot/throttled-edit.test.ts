import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThrottledEdit } from "../../src/bot/changed/throttled-edit.js";

describe("the progress message's edits", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("edits at most once per interval, with the latest text, and always at the end", async () => {
    const edits: [number, string][] = [];
    const progress = new ThrottledEdit(async (text) => void edits.push([Date.now(), text]), 2000);
    const start = Date.now();
    progress.show("1");
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ["2", "3", "4"]) {
      progress.show(text);
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(2000);
    progress.show("5");
    const done = progress.final("end");
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(edits.map(([at, text]) => [at - start, text])).toEqual([
      [0, "1"],
      [2000, "4"],
      [4000, "end"],
    ]);
  });

  it("does not edit a message to the text it already shows", async () => {
    const edits: string[] = [];
    const progress = new ThrottledEdit(async (text) => void edits.push(text), 1000);
    progress.show("same");
    await vi.advanceTimersByTimeAsync(0);
    progress.show("same");
    await vi.advanceTimersByTimeAsync(1000);
    await progress.final("same");
    expect(edits).toEqual(["same"]);
  });

  it("knows what the message shows at the start: the first progress, already shown, is not sent again", async () => {
    const edits: string[] = [];
    const progress = new ThrottledEdit(async (text) => void edits.push(text), 1000, Date.now, "0 of 2");
    progress.show("0 of 2");
    await vi.advanceTimersByTimeAsync(1000);
    progress.show("1 of 2");
    await vi.advanceTimersByTimeAsync(1000);
    await progress.final("1 of 2");
    expect(edits).toEqual(["1 of 2"]);
  });

  it("drops a change still waiting for its turn when cancelled, after the edit under way", async () => {
    const edits: string[] = [];
    const progress = new ThrottledEdit(async (text) => void edits.push(text), 1000);
    progress.show("1");
    await vi.advanceTimersByTimeAsync(0);
    progress.show("2");
    await progress.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(edits).toEqual(["1"]);
  });
});
