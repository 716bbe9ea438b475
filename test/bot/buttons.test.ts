import { describe, expect, it } from "vitest";
import { buttons } from "../../src/bot/buttons.js";
import { ANYONE, CALLBACK_DATA_LIMIT, decodeCallback, defineButton, encodeCallback, field, isShared } from "../../src/bot/callback-data.js";

const OWNER = 123456789;

/** One value for each kind's fields, the longest the kind declares where it declares one. */
const samples = {
  language: { lang: "fa" },
  digits: { digits: "native" },
  accessRequest: {},
  accessDecision: { user: 987654321, decision: "viewer" },
  userList: { page: 12 },
  userRequest: { user: 42 },
  userDetail: { user: Number.MAX_SAFE_INTEGER, action: "revoke" },
  alertsSubscribe: { topic: "cancellations" },
  alertsUnsubscribe: { which: "all" },
  groupAlertsDecision: { subscription: 1295, choice: "k", view: "a" },
  groupAlertsForget: { chat: -1001234567890123 },
  alertHistory: { pnr: "ABC123" },
  historyPenalty: { pnr: "ABC123" },
  historyRefund: { pnr: "ABC123" },
  searchPage: { result: "e8xi7l7z", page: 3 },
  searchDetails: { result: "e8xi7l7z", journey: "zz", page: 2 },
  searchRefresh: { result: "e8xi7l7z" },
  searchShift: { result: "e8xi7l7z", days: -1 },
  searchParty: { result: "e8xi7l7z", journey: "0" },
  searchNationality: { result: "e8xi7l7z", journey: "1a" },
  searchBook: { result: "e8xi7l7z", offer: "0123456789" },
  searchGuided: { step: "date1", value: "2026-11-22" },
  refund: { step: "s3", action: "ok" },
  historyDetails: { pnr: "ABC123" },
  searchView: { result: "e8xi7l7z", page: 12, sort: "p", airline: "W5" },
  searchDay: { result: "e8xi7l7z", days: -1, sort: "d", airline: "IR" },
  flightManifest: { airline: "W5", number: "01047", date: "2026-12-02" },
  salesExport: { first: "20261101", last: "20261130", route: "THRMHD", airline: "-", agency: "Parsian Travel" },
  manifestExcel: { flight: "IR1234", date: "2026-12-02" },
  paceChart: { airline: "IR", number: "1234", date: "2026-11-29", route: "THRMHD" },
  paceExport: { first: "20261129", last: "20261212", route: "-", airline: "W5" },
  paceDay: { date: "20261129", route: "THRMHD" },
  paceAck: { alert: 9_999_999 },
  salesDay: { day: "20261122" },
  changedFlight: { mode: "a", date: "2026-12-02", key: "1z141z3" },
  changedRun: { run: "k3x9q0p2m7ab", action: "t", idx: 9999 },
  flightControl: { airline: "W5", number: "01047", date: "2026-12-02", route: "THRMHD" },
  flightAction: { action: "k", flight: "123456789012", date: "2026-12-02", route: "THRMHD" },
  flightProposal: { proposal: 123456, decision: "a" },
  adminGrant: { user: 9_999_999_999, proposal: 123456, decision: "r" },
} satisfies { [K in keyof typeof buttons]: Parameters<(typeof buttons)[K]["pack"]>[1] };

describe("button kinds", () => {
  it("round-trip every kind: packed data reads back as the same owner and fields", () => {
    for (const [name, kind] of Object.entries(buttons)) {
      const values = samples[name as keyof typeof samples];
      const packed = (kind.pack as (owner: number, v: object) => ReturnType<typeof kind.pack>)(OWNER, values);
      if (!packed.ok) throw new Error(`${name} did not fit`);
      expect(Buffer.byteLength(packed.data), name).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);
      expect(decodeCallback(packed.data)?.kind, name).toBe(kind.code);
      expect(kind.unpack(packed.data), name).toEqual({ owner: OWNER, fields: values });
      expect(kind.is(packed.data), name).toBe(true);
      expect(kind.pattern.test(packed.data), name).toBe(true);
    }
  });

  it("keep the wire format of buttons already in chats", () => {
    expect(buttons.searchPage.pack(OWNER, { result: "abc", page: 2 })).toEqual({ ok: true, data: `srp:${OWNER.toString(36)}:abc:2` });
    expect(buttons.userDetail.unpack(encodeCallback("usr", OWNER, "zz", "admin"))).toEqual({ owner: OWNER, fields: { user: 1295, action: "admin" } });
    expect(buttons.accessRequest.pack(OWNER, {})).toEqual({ ok: true, data: `req:${OWNER.toString(36)}` });
  });

  it("leave an optional last field out, and read data without it", () => {
    const packed = buttons.searchDetails.pack(OWNER, { result: "abc", journey: "1" });
    expect(packed).toEqual({ ok: true, data: `srd:${OWNER.toString(36)}:abc:1` });
    expect(buttons.searchDetails.unpack(encodeCallback("srd", OWNER, "abc", "1"))).toEqual({ owner: OWNER, fields: { result: "abc", journey: "1" } });
    expect(buttons.userDetail.unpack(encodeCallback("usr", OWNER, "zz"))?.fields).toEqual({ user: 1295 });
  });

  it("refuse forged data: another kind, a wrong number of fields, a bad id or number", () => {
    const forged: [keyof typeof buttons, string | undefined][] = [
      ["searchPage", undefined],
      ["searchPage", "srp"],
      ["searchPage", encodeCallback("srd", OWNER, "abc", "1")],
      ["searchPage", encodeCallback("srp", OWNER, "abc")],
      ["searchPage", encodeCallback("srp", OWNER, "abc", 1, 2)],
      ["searchPage", encodeCallback("srp", OWNER, "abc", "x")],
      ["searchPage", encodeCallback("srp", OWNER, "abc", "12345")],
      ["accessRequest", encodeCallback("req", OWNER, "x")],
      ["userRequest", encodeCallback("usq", OWNER, "!")],
      ["userRequest", encodeCallback("usq", OWNER, "0")],
      ["userRequest", encodeCallback("usq", OWNER, "")],
      ["userDetail", encodeCallback("usr", OWNER)],
      ["userDetail", encodeCallback("usr", OWNER, "zz", "admin", "x")],
      ["groupAlertsDecision", encodeCallback("agd", OWNER, "Z", "k", "a")],
      ["refund", `rf:-1:t:go`],
      ["refund", encodeCallback("rf", OWNER, "t")],
    ];
    for (const [name, data] of forged) expect(buttons[name].unpack(data), `${name} ${data}`).toBeNull();
    expect(buttons.refund.is(encodeCallback("rf", OWNER, "t"))).toBe(true);
    expect(buttons.refund.is(encodeCallback("rfx", OWNER, "t", "go"))).toBe(false);
    expect(buttons.refund.pattern.test(encodeCallback("rfx", OWNER, "t", "go"))).toBe(false);
  });

  it("carry ANYONE as the owner only for a shared kind", () => {
    const ack = buttons.paceAck.pack(ANYONE, { alert: 42 });
    expect(ack).toEqual({ ok: true, data: "pca:0:16" });
    expect(buttons.paceAck.unpack(ack.ok ? ack.data : "")).toEqual({ owner: ANYONE, fields: { alert: 42 } });
    expect(isShared(decodeCallback("pca:0:16")!)).toBe(true);
    // Another kind forged with owner 0 does not even parse: no one's button becomes everyone's.
    expect(decodeCallback(encodeCallback("pcd", 0, "20261129", "THRMHD"))).toBeNull();
    expect(buttons.userDetail.unpack("usr:0:zz:admin")).toBeNull();
    expect(isShared(decodeCallback(encodeCallback("pca", OWNER, "16"))!)).toBe(false);
  });

  it("give a value that cannot be carried back as a result, never a throw", () => {
    expect(buttons.alertHistory.pack(OWNER, { pnr: "AB:12" })).toEqual({ ok: false, error: "colon" });
    expect(buttons.alertHistory.pack(OWNER, { pnr: "P".repeat(60) })).toEqual({ ok: false, error: "too-long" });
    expect(buttons.searchGuided.pack(OWNER, { step: "opt", value: "ف".repeat(30) })).toEqual({ ok: false, error: "too-long" });
  });
});

describe("defining a button kind", () => {
  it("throws for a code already taken", () => {
    expect(() => defineButton("srp", {})).toThrow(/srp is defined twice/);
    expect(() => defineButton(buttons.refund.code, { step: field.text() })).toThrow(/defined twice/);
  });

  it("throws when the fields at their longest could exceed 64 bytes", () => {
    expect(() => defineButton("t-long", { a: field.text(30), b: field.id36(), c: field.text(10) })).toThrow(/over 64/);
    expect(() => defineButton("t-ids", { a: field.id36(), b: field.id36(), c: field.id36(), d: field.id36() })).toThrow(/over 64/);
  });

  it("throws for a malformed code or an optional field before a required one", () => {
    expect(() => defineButton("Bad:code", {})).toThrow(/short lowercase/);
    expect(() => defineButton("t-order", { a: field.optional(field.int(2)), b: field.int(2) })).toThrow(/optional fields must come last/);
  });

  it("accepts a kind just within 64 bytes, and registers its code", () => {
    // 4 + 1 + 11 + 1 + 47 = 64
    const kind = defineButton("t-ok", { a: field.text(47) });
    expect(kind.pack(Number.MAX_SAFE_INTEGER, { a: "x".repeat(47) })).toMatchObject({ ok: true });
    expect(() => defineButton("t-ok", {})).toThrow(/defined twice/);
  });
});
