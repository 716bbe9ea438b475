import { describe, expect, it } from "vitest";
import { formatFor } from "../../../src/bot/render/format.js";
import { decidedText, renderFlightScreen, renderOutcome, renderRequest } from "../../../src/bot/render/flight-control.js";
import type { FlightProposal } from "../../../src/ledger/flight-proposals.js";
import { FlightListResponseSchema } from "../../../src/supplier/schemas/flight-control.js";
import { WIRE_FLIGHT } from "../../support/wire-flight.js";
import { parseAnswer } from "../../../src/supplier/validate.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
const w = { t, f: formatFor({ lang: "en", timeZone: "UTC", t }) };

const WIRE = { ...WIRE_FLIGHT, publicRemarks: "No <refund> & no change" };

const PROPOSAL: FlightProposal = {
  id: 12,
  state: "pending",
  flightId: "4101",
  airline: "ZV",
  flightNumber: "4061",
  date: "2026-12-02",
  origin: "AWZ",
  destination: "THR",
  oldData: WIRE,
  change: { seatCapacity: 170 },
  proposer: { id: 5001, name: "Ada <admin>" },
  proposedAt: "2026-11-22T10:00:00.000Z",
  expiresAt: "2026-11-22T12:00:00.000Z",
  decider: { id: 7412, name: "Ben & Co" },
  decidedAt: "2026-11-22T10:05:00.000Z",
  detail: null,
};

describe("flight control's screens", () => {
  it("shows the flight as GetList reads it, remarks escaped, with close and capacity buttons for the owner", () => {
    const [flight] = parseAnswer("FlightGetList", FlightListResponseSchema, { flightList: [WIRE] });
    const { text, keyboard } = renderFlightScreen(flight!, null, 5001, w);
    expect(text).toContain('flight-remarks{"remarks":"No &lt;refund&gt; &amp; no change"}');
    expect(text).toContain("flight-sold-unknown");
    expect(text).toContain("flight-visible");
    expect(keyboard!.inline_keyboard.flat().map((b) => ("callback_data" in b ? b.callback_data : ""))).toEqual([
      `fca:${(5001).toString(36)}:c:4101:2026-12-02:AWZTHR`,
      `fca:${(5001).toString(36)}:k:4101:2026-12-02:AWZTHR`,
    ]);
  });

  it("names the proposer escaped in a request, and plainly in a toast", () => {
    expect(renderRequest(PROPOSAL, 7412, w).text).toContain('"name":"Ada &lt;admin&gt;"');
    expect(decidedText({ ...PROPOSAL, state: "holds" }, w)).toBe('flight-already-approved{"id":"12","name":"Ben & Co"}');
  });

  it("lists what changed under a stale outcome, then what the flight reads now", () => {
    const stale = { ...PROPOSAL, state: "stale" as const, detail: { differences: [{ field: "seatCapacity" as const, before: "180", after: "200" }], read: { ...WIRE, seatCapacity: 200 } } };
    const lines = renderOutcome(stale, w).split("\n");
    expect(lines[0]).toMatch(/^flight-outcome-stale\{"id":"12"/);
    expect(lines[1]).toBe('flight-difference-then-now{"field":"flight-field-seatCapacity","before":"180","after":"200"}');
    expect(lines[2]).toBe('flight-read-now{"capacity":"200","visibility":"flight-value-open"}');
  });

  it("says closed or open for the sub-agencies field, and the supplier's words under a stale refusal", () => {
    const mismatch = { ...PROPOSAL, state: "mismatch" as const, change: { hideFlightFromSubsidiaryAgencies: true }, detail: { differences: [{ field: "hideFlightFromSubsidiaryAgencies" as const, before: "true", after: "false" }] } };
    expect(renderOutcome(mismatch, w).split("\n")[1]).toBe('flight-difference-wanted{"field":"flight-field-hideFlightFromSubsidiaryAgencies","before":"flight-value-closed","after":"flight-value-open"}');
    const refused = renderOutcome({ ...PROPOSAL, state: "stale", detail: { message: "Old <data>" } }, w);
    expect(refused).toMatch(/^flight-outcome-stale-supplier\{.*"message":"Old &lt;data&gt;"/);
  });

  it("fits one message when both sides of a difference are long remarks, and the supplier's words too", () => {
    const long = "<b>".repeat(1500);
    const detail = { message: long, differences: [{ field: "publicRemarks" as const, before: long, after: `${long}!` }], read: WIRE };
    const text = renderOutcome({ ...PROPOSAL, state: "stale", detail }, w);
    expect(text.length).toBeLessThan(4096);
    expect(text).toContain("&lt;b&gt;…");
  });
});
