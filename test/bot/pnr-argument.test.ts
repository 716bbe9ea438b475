import { describe, expect, it } from "vitest";
import { readLocalRef, readPnrArgument } from "../../src/bot/pnr-argument.js";

describe("readPnrArgument", () => {
  it("trims and upper-cases, and joins a PNR typed in two pieces", () => {
    expect(readPnrArgument("  k7m2qa ")).toEqual({ pnr: "K7M2QA", rest: [] });
    expect(readPnrArgument(" K7M 2QA")).toEqual({ pnr: "K7M2QA", rest: [] });
    expect(readPnrArgument("k7m 2qa 0962310040001")).toEqual({ pnr: "K7M2QA", rest: ["0962310040001"] });
    // A PNR on its own keeps the words after it for the caller (/penalty's tickets).
    expect(readPnrArgument("K7M2QA 0962310040001")).toEqual({ pnr: "K7M2QA", rest: ["0962310040001"] });
    expect(readPnrArgument("K7M")).toBeNull();
    expect(readPnrArgument("K7M 2QA9XYZ")).toBeNull();
    expect(readPnrArgument("")).toBeNull();
  });
});

describe("readLocalRef", () => {
  it("asks the upper-cased reference first and keeps the typed one", () => {
    expect(readLocalRef(" fd-1001 ")).toEqual({ asked: "FD-1001", typed: "fd-1001" });
    expect(readLocalRef("FD-1001")).toEqual({ asked: "FD-1001", typed: "FD-1001" });
    expect(readLocalRef("FD/1001")).toBeNull();
  });
});
