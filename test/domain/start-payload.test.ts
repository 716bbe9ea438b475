import { describe, expect, it } from "vitest";
import { decodeStartPayload, deepLink, encodeStartPayload, searchPayload, type StartPayload } from "../../src/domain/start-payload.js";
import { parseSearchLine } from "../../src/domain/search-query.js";

const TODAY = "2026-11-20";
const query = (line: string) => {
  const parsed = parseSearchLine(line, TODAY);
  if (!parsed.ok) throw new Error(`test line does not parse: ${line}`);
  return parsed.query;
};

describe("deep-link payloads", () => {
  it("encodes each kind in Telegram's alphabet and reads it back", () => {
    const cases: [StartPayload, string][] = [
      [{ kind: "help" }, "help"],
      [{ kind: "history", pnr: "K7M2QA" }, "h_K7M2QA"],
      [{ kind: "refund", pnr: "AB12C" }, "r_AB12C"],
      [{ kind: "manifest", flight: { airline: "W5", number: "1047" }, date: "2026-12-01" }, "m_W51047_20261201"],
      [{ kind: "search", line: "THR MHD 2026-12-01 2026-12-05 closed" }, "s_THR_MHD_20261201_20261205_closed"],
      [{ kind: "search", line: "THR MHD,KIH,SYZ 2026-12-01" }, "s_THR_MHD__KIH__SYZ_20261201"],
      [{ kind: "search", line: "THR-MHD 2026-12-01 MHD-KIH 2026-12-03" }, "s_THR-MHD_20261201_MHD-KIH_20261203"],
    ];
    for (const [payload, text] of cases) {
      expect(encodeStartPayload(payload)).toBe(text);
      expect(text).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(decodeStartPayload(text)).toEqual(payload);
    }
  });

  it("carries a search's canonical line, which parses back to the same search", () => {
    for (const line of ["thr mhd tomorrow", "THR MHD +3 +6 owned tour", "THR mhd,kih +2 closed", "THR-MHD +1 MHD-KIH +2 MHD-SYZ +3"]) {
      const payload = searchPayload(query(line));
      expect(payload).not.toBeNull();
      const decoded = decodeStartPayload(payload!);
      expect(decoded?.kind).toBe("search");
      expect(query((decoded as { line: string }).line)).toEqual(query(line));
    }
  });

  it("writes a PNR as the supplier may send it (lower case, spaces, Persian digits) in the form it reads back", () => {
    for (const pnr of ["k7m2qa", " K7M2QA ", "K7M۲QA"]) {
      const payload = encodeStartPayload({ kind: "history", pnr });
      expect(payload, pnr).toBe("h_K7M2QA");
      expect(decodeStartPayload(payload!)).toEqual({ kind: "history", pnr: "K7M2QA" });
      expect(encodeStartPayload({ kind: "refund", pnr })).toBe("r_K7M2QA");
    }
  });

  it("gives no payload for what Telegram cannot carry", () => {
    expect(searchPayload(query("THR-MHD +1 MHD-KIH +2 KIH-SYZ +3 SYZ-THR +4 closed tour thirdparty"))).toBeNull();
    expect(encodeStartPayload({ kind: "history", pnr: "K7M:2Q" })).toBeNull();
    expect(encodeStartPayload({ kind: "history", pnr: "TOOLONGPNR" })).toBeNull();
  });

  it("refuses payloads it never makes: unknown kinds, damaged or cut arguments, other characters", () => {
    for (const text of [
      "",
      "x_K7M2QA",
      "h_",
      "h_k7m2qa",
      "h_K7M",
      "h_K7M2QA9XY",
      "r_K7M2Q!",
      "m_IR452",
      "m_IR452_20261301",
      "m_IR452_2026120",
      "m_12345_20261201",
      "m_IR0_20261201",
      "s_",
      "s__THR",
      "s_THR_",
      "s_THR___MHD",
      "h_K7M2QA ",
      "a".repeat(65),
      "h_ک۷M2QA",
    ]) {
      expect(decodeStartPayload(text), text).toBeNull();
    }
  });

  it("builds the t.me link", () => {
    expect(deepLink("flightdesk_bot", "h_K7M2QA")).toBe("https://t.me/flightdesk_bot?start=h_K7M2QA");
  });
});
