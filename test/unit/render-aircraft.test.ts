import { describe, expect, it } from "vitest";
import { renderAircraft } from "../../src/bot/render/aircraft.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;

describe("renderAircraft", () => {
  it("renders one compact line per aircraft from whatever fields are there, escaped", () => {
    const { text } = renderAircraft(
      { AircraftList: [{ Id: 7, Model: "A320 <neo>", Registration: "EP-ABC", SeatCount: 180, IsActive: false }, { Name: "Fokker & Co" }] },
      t,
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe('aircraft-title{"count":2}');
    expect(lines[1]).toBe('1. <b>EP-ABC</b> · A320 &lt;neo&gt; · aircraft-seats{"count":180} (aircraft-inactive)');
    expect(lines[2]).toBe("2. <b>Fokker &amp; Co</b>");
    expect(text).not.toContain("7");
  });

  it("says so when the supplier sent no aircraft or an unexpected shape", () => {
    expect(renderAircraft({ AircraftList: [] }, t).text).toBe("aircraft-none");
    expect(renderAircraft({ Something: "else" } as never, t).text).toBe("aircraft-none");
  });
});
