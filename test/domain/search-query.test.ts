import { describe, expect, it } from "vitest";
import { MAX_DAYS_AHEAD, addDays } from "../../src/domain/dates.js";
import {
  MAX_DESTINATIONS,
  MAX_LEGS,
  shiftSearchDates,
  type ParsedSearch,
  type SearchKind,
  type SearchRoute,
  type SearchSource,
} from "../../src/domain/parsed-search.js";
import { MAX_LINE_LENGTH, formatSearchLine, parseSearchLine, type SearchLineResult } from "../../src/domain/search-query.js";
import { prng, type Prng } from "./prng.js";

const TODAY = "2026-11-20";

const oneway = (origin: string, destination: string, date: string, extra: Partial<ParsedSearch> = {}): ParsedSearch => ({
  kind: "oneway",
  routes: [{ origin, destination, date }],
  source: "All",
  closed: false,
  tour: false,
  ...extra,
});

function query(line: string, today = TODAY): ParsedSearch {
  const result = parseSearchLine(line, today);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(line)} to parse: ${JSON.stringify(result.error)}`);
  return result.query;
}

describe("the four forms of DESIGN.md", () => {
  it("one-way", () => {
    expect(query("THR MHD 2026-12-01")).toEqual(oneway("THR", "MHD", "2026-12-01"));
  });

  it("round trip: outbound then the mirrored return", () => {
    expect(query("THR MHD 2026-12-01 2026-12-05")).toEqual({
      kind: "roundtrip",
      routes: [
        { origin: "THR", destination: "MHD", date: "2026-12-01" },
        { origin: "MHD", destination: "THR", date: "2026-12-05" },
      ],
      source: "All",
      closed: false,
      tour: false,
    });
    expect(query("THR MHD +3 +3").routes.map((r) => r.date)).toEqual(["2026-11-23", "2026-11-23"]);
  });

  it("several destinations: one route each, same date", () => {
    expect(query("THR MHD,KIH,SYZ 2026-12-01")).toEqual({
      kind: "multi-dest",
      routes: ["MHD", "KIH", "SYZ"].map((destination) => ({ origin: "THR", destination, date: "2026-12-01" })),
      source: "All",
      closed: false,
      tour: false,
    });
  });

  it("multicity: legs in order, dates never decreasing", () => {
    expect(query("THR-MHD 2026-12-01 MHD-KIH 2026-12-03")).toEqual({
      kind: "multicity",
      routes: [
        { origin: "THR", destination: "MHD", date: "2026-12-01" },
        { origin: "MHD", destination: "KIH", date: "2026-12-03" },
      ],
      source: "All",
      closed: false,
      tour: false,
    });
    // Airports need not connect; equal dates are fine.
    expect(query("THR-MHD +1 KIH-SYZ +1 SYZ-THR +2 IFN-TBZ +9").routes).toHaveLength(MAX_LEGS);
  });

  it("a single ORIGIN-DEST leg is a one-way search", () => {
    expect(query("THR-MHD 2026-12-01")).toEqual(oneway("THR", "MHD", "2026-12-01"));
  });
});

describe("optional words", () => {
  it("set the request flags, in any case and anywhere", () => {
    expect(query("THR MHD +1 closed tour")).toMatchObject({ closed: true, tour: true, source: "All" });
    expect(query("THR MHD +1 OWNED")).toMatchObject({ source: "OwnedFlight", closed: false, tour: false });
    expect(query("THR MHD +1 ThirdParty")).toMatchObject({ source: "ThirdPartyFlight" });
    expect(query("THR MHD +1 third-party")).toMatchObject({ source: "ThirdPartyFlight" });
    expect(query("closed THR MHD tour +1")).toMatchObject({ closed: true, tour: true });
    expect(query("THR-MHD +1 tour MHD-KIH +2 closed closed")).toMatchObject({ kind: "multicity", closed: true, tour: true });
  });

  it("are read in Persian and Arabic too, whatever the user's language", () => {
    expect(query("THR MHD فردا بسته تور خودی")).toMatchObject({ closed: true, tour: true, source: "OwnedFlight" });
    expect(query("THR MHD +1 شخص\u200cثالث")).toMatchObject({ source: "ThirdPartyFlight" });
    expect(query("THR MHD غدا مغلقة جولات رحلاتنا")).toMatchObject({ closed: true, tour: true, source: "OwnedFlight" });
    expect(query("THR MHD +1 طرف-ثالث")).toMatchObject({ source: "ThirdPartyFlight" });
  });

  it("refuse owned with thirdparty", () => {
    const result = parseSearchLine("THR MHD +1 owned closed thirdparty", TODAY);
    expect(result).toEqual({
      ok: false,
      error: { code: "conflicting-source", token: "thirdparty", example: query("THR MHD 2026-11-21 closed") },
    });
  });
});

describe("routes typed with an arrow or a spaced dash", () => {
  it.each(["THR→MHD +1", "THR ➡️ MHD +1", "thr - mhd +1", "THR–MHD +1", "THR → MHD +1"])("%j is THR-MHD", (line) => {
    expect(query(line)).toEqual(oneway("THR", "MHD", "2026-11-21"));
  });

  it("reads legs typed with arrows as a multicity trip", () => {
    expect(query("THR→MHD +1 MHD→KIH +2")).toMatchObject({ kind: "multicity", routes: [{ origin: "THR" }, { origin: "MHD", destination: "KIH" }] });
  });
});

describe("tolerance", () => {
  it.each([
    ["thr mhd 2026-12-01", oneway("THR", "MHD", "2026-12-01")],
    ["   THR    MHD\t2026-12-01  ", oneway("THR", "MHD", "2026-12-01")],
    ["THR\u00a0MHD\n2026-12-1", oneway("THR", "MHD", "2026-12-01")],
    ["THR MHD ۲۰۲۶-۱۲-۰۱", oneway("THR", "MHD", "2026-12-01")],
    ["THR MHD ١٤٠٥/٠٩/٠١", oneway("THR", "MHD", "2026-11-22")],
    ["\u200fTHR MHD\u200f ۱۴۰۵/۰۹/۰۱\u200e", oneway("THR", "MHD", "2026-11-22")],
    ["THR MHD today", oneway("THR", "MHD", "2026-11-20")],
    ["THR MHD Tomorrow", oneway("THR", "MHD", "2026-11-21")],
    ["THR MHD +0", oneway("THR", "MHD", "2026-11-20")],
    ["thr\u2013mhd +1", oneway("THR", "MHD", "2026-11-21")], // en dash typed by a phone
  ])("reads %j", (line, expected) => {
    expect(query(line)).toEqual(expected);
  });

  it("reads destination lists with spaces or a Persian comma, and drops repeats", () => {
    const expected = ["MHD", "KIH", "SYZ"];
    for (const line of ["THR MHD, KIH, SYZ +1", "THR MHD ,KIH , SYZ +1", "THR MHD،KIH، SYZ +1", "THR MHD,KIH,SYZ,mhd, +1"]) {
      expect(query(line).routes.map((r) => r.destination)).toEqual(expected);
    }
    expect(query("THR MHD,MHD +1 +2").kind).toBe("roundtrip");
  });
});

describe("refusals", () => {
  it.each<[string, string, string | undefined]>([
    ["", "empty", undefined],
    ["   \u200f ", "empty", undefined],
    ["closed tour", "empty", undefined],
    ["THR", "missing-destination", undefined],
    ["THR 2026-12-01", "missing-destination", undefined],
    ["THR tomorrow", "missing-destination", undefined],
    ["thr فردا closed", "missing-destination", undefined],
    ["THR MHD", "missing-date", undefined],
    ["THR MHD closed", "missing-date", undefined],
    ["TEHRAN MHD +1", "airport", "TEHRAN"],
    ["THR MH1 +1", "airport", "MH1"],
    ["THR MHD,KISH +1", "airport", "KISH"],
    ["THR , +1", "airport", "THR,"],
    ["2026-12-01 THR MHD", "airport", "2026-12-01"],
    ["THR thr +1", "same-airport", "thr"],
    ["THR MHD,THR +1", "same-airport", "THR"],
    ["THR MHD 2026-02-30", "date", "2026-02-30"],
    ["THR MHD 1405/12/30", "date", "1405/12/30"],
    ["THR MHD 2026/12/1x", "date", "2026/12/1x"],
    ["THR MHD +1 +x", "date", "+x"],
    ["THR MHD 2026-11-19", "past-date", "2026-11-19"],
    ["THR MHD +366", "too-far", "+366"],
    ["THR MHD +1 2027-11-21", "too-far", "2027-11-21"],
    ["THR MHD +5 +4", "return-before-outbound", "+4"],
    ["THR MHD +1 +2 +3", "structure", "+3"],
    ["THR MHD,KIH +1 +2", "structure", "+2"],
    ["THR MHD +1 business", "unknown-word", "business"],
    ["THR MHD +1 yesterday", "unknown-word", "yesterday"],
    ["THR MHD +1 KIH", "structure", "KIH"],
    ["THR MHD +1 MHD-KIH +2", "structure", "MHD-KIH"],
    ["THR MHD,KIH,SYZ,IFN,TBZ,AWZ +1", "too-many-destinations", "MHD,KIH,SYZ,IFN,TBZ,AWZ"],
    ["THR-MHD", "missing-date", "THR-MHD"],
    ["THR-MHD MHD-KIH +1", "missing-date", "THR-MHD"],
    ["THR-MHD +1 +2", "structure", "+2"],
    ["THR-MHD +1 KIH", "structure", "KIH"],
    ["THR-MHD +1 please", "unknown-word", "please"],
    ["THR-MHD pronto", "unknown-word", "pronto"],
    ["THR-MH +1", "airport", "MH"],
    ["THR-MHD-KIH +1", "airport", "THR-MHD-KIH"],
    ["THR- +1", "airport", "THR-"],
    ["THR-THR +1", "same-airport", "THR-THR"],
    ["THR-MHD 2026-13-01", "date", "2026-13-01"],
    ["THR-MHD +3 MHD-KIH +2", "multicity-order", "+2"],
    ["A-B +1 B-C +2 C-D +3 D-E +4 E-F +5", "too-many-legs", "E-F"],
    ["THR-MHD +1 MHD-KIH +2 KIH-SYZ +3 SYZ-IFN +4 IFN-TBZ +5", "too-many-legs", "IFN-TBZ"],
  ])("%j -> %s", (line, code, token) => {
    const result = parseSearchLine(line, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.token).toBe(token);
  });

  it("show the offending part as typed, Persian digits included", () => {
    const result = parseSearchLine("THR MHD ۱۴۰۵/۱۳/۰۱", TODAY);
    expect(result).toMatchObject({ ok: false, error: { code: "date", token: "۱۴۰۵/۱۳/۰۱" } });
  });

  it("give an example of the attempted form, built from the user's valid parts", () => {
    const example = (line: string) => {
      const result = parseSearchLine(line, TODAY);
      return result.ok ? undefined : formatSearchLine(result.error.example);
    };
    expect(example("THR MHDX 2026-12-01")).toBe("THR MHD 2026-12-01");
    expect(example("KIH SYZ 2026-02-30")).toBe("KIH SYZ 2026-11-21");
    expect(example("THR MHD +5 +4")).toBe("THR MHD 2026-11-24 2026-11-25");
    expect(example("THR MHD,KISH +1")).toBe("THR MHD,KIH,SYZ 2026-11-21");
    expect(example("THR-MHD +3 MHD-KIH +2")).toBe("THR-MHD 2026-11-22 MHD-KIH 2026-11-23");
    expect(example("tour IKA-IST pronto")).toBe("IKA-IST 2026-11-21 IST-THR 2026-11-24 tour");
    expect(example("")).toBe("THR MHD 2026-11-21");
    expect(example("THR MHD +365 +400")).toBe("THR MHD 2027-11-20 2027-11-20");
  });

  it("shorten a huge offending part and replace control characters", () => {
    const result = parseSearchLine(`THR ${"X".repeat(900)} +1`, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.token).toBe(`${"X".repeat(40)}…`);
    expect(parseSearchLine("TH\u0007R MHD +1", TODAY)).toMatchObject({ error: { code: "airport", token: "TH\uFFFDR" } });
  });
});

describe("formatSearchLine", () => {
  it("writes the canonical line", () => {
    expect(formatSearchLine(query("thr mhd,kih tomorrow thirdparty tour closed"))).toBe(
      "THR MHD,KIH 2026-11-21 closed tour thirdparty",
    );
    expect(formatSearchLine(query("thr mhd +1 +2 owned"))).toBe("THR MHD 2026-11-21 2026-11-22 owned");
    expect(formatSearchLine(query("thr-mhd +1 kih-syz +2"))).toBe("THR-MHD 2026-11-21 KIH-SYZ 2026-11-22");
    expect(formatSearchLine(query("THR MHD ۱۴۰۵/۰۹/۰۱"))).toBe("THR MHD 2026-11-22");
  });

  it("writes the optional words in the user's language, and the line parses back", () => {
    const q = query("thr mhd +1 closed tour owned");
    // Persian dates are Jalali, as Persian staff write them.
    expect(formatSearchLine(q, "fa")).toBe("THR MHD 1405/08/30 بسته تور خودی");
    expect(formatSearchLine(q, "ar")).toBe("THR MHD 2026-11-21 مغلقة جولات رحلاتنا");
    for (const lang of ["en", "fa", "ar"] as const) {
      for (const line of ["thr mhd +1 closed tour owned", "thr mhd +1 thirdparty", "thr mhd +1 +3", "thr mhd,kih +2", "thr-mhd +1 kih-syz +2"]) {
        expect(parseSearchLine(formatSearchLine(query(line), lang), TODAY)).toEqual({ ok: true, query: query(line) });
      }
    }
  });

  it("shiftSearchDates moves every date (day before / day after)", () => {
    const moved = shiftSearchDates(query("THR-MHD 2026-12-31 MHD-KIH 2027-01-02"), 1);
    expect(formatSearchLine(moved)).toBe("THR-MHD 2027-01-01 MHD-KIH 2027-01-03");
    expect(formatSearchLine(shiftSearchDates(moved, -2))).toBe("THR-MHD 2026-12-30 MHD-KIH 2027-01-01");
  });
});

// ---- properties ---------------------------------------------------------------------------

const AIRPORTS = ["THR", "MHD", "KIH", "SYZ", "IFN", "TBZ", "AWZ", "IKA", "IST", "DXB", "BND", "KSH"];

function distinctAirports(random: Prng, count: number): string[] {
  const chosen: string[] = [];
  while (chosen.length < count) {
    const code = random.pick(AIRPORTS);
    if (!chosen.includes(code)) chosen.push(code);
  }
  return chosen;
}

function randomQuery(random: Prng, today: string): ParsedSearch {
  const dates = (n: number) => Array.from({ length: n }, () => addDays(today, random.int(0, MAX_DAYS_AHEAD))).sort();
  const kind = random.pick<SearchKind>(["oneway", "roundtrip", "multi-dest", "multicity"]);
  let routes: SearchRoute[];
  if (kind === "oneway") {
    const [a = "", b = ""] = distinctAirports(random, 2);
    routes = [{ origin: a, destination: b, date: dates(1)[0] ?? "" }];
  } else if (kind === "roundtrip") {
    const [a = "", b = ""] = distinctAirports(random, 2);
    const [out = "", back = ""] = dates(2);
    routes = [{ origin: a, destination: b, date: out }, { origin: b, destination: a, date: back }];
  } else if (kind === "multi-dest") {
    const [origin = "", ...destinations] = distinctAirports(random, random.int(3, MAX_DESTINATIONS + 1));
    const [date = ""] = dates(1);
    routes = destinations.map((destination) => ({ origin, destination, date }));
  } else {
    const legDates = dates(random.int(2, MAX_LEGS));
    routes = legDates.map((date) => {
      const [origin = "", destination = ""] = distinctAirports(random, 2);
      return { origin, destination, date };
    });
  }
  return {
    kind,
    routes,
    source: random.pick<SearchSource>(["All", "OwnedFlight", "ThirdPartyFlight"]),
    closed: random.chance(0.5),
    tour: random.chance(0.5),
  };
}

const PIECES = [
  "THR", "mhd", "KIH", "syz", "IKA", "TH", "THRR", "T1R", "ÄBC", "THR-MHD", "mhd-kih", "KIH-SYZ", "THR-", "-MHD", "A-B-C",
  "MHD,KIH", "KIH,SYZ,IFN", ",", ",,", "MHD,", ",KIH", "2026-12-01", "2026-11-21", "2027-06-30", "2026-02-30", "2025-01-01",
  "+0", "+1", "+3", "+365", "+366", "+", "today", "tomorrow", "TODAY", "yesterday", "1405/09/01", "۱۴۰۵/۰۹/۰۱", "1405/12/30",
  "closed", "tour", "owned", "thirdparty", "CLOSED", "business", "<b>", "&amp;", "\u0000", "\u0007", "\u200f", "😀",
  "\uD800", "\uDFFF", "-", "—", "–", "،", "x".repeat(300), "۱", "٣", "\u202e",
];
const GAPS = [" ", "  ", "\t", "\n", "\u00a0", " , ", ",", "-", ""];

function tokenSoup(random: Prng): string {
  return Array.from({ length: random.int(0, 12) }, () => random.pick(PIECES) + random.pick(GAPS)).join("");
}

/** A valid line with a few random edits: near misses reach every refusal and many acceptances. */
function mutatedLine(random: Prng, today: string): string {
  const tokens = formatSearchLine(randomQuery(random, today)).split(" ");
  for (let edits = random.int(0, 3); edits > 0; edits--) {
    const at = random.int(0, tokens.length);
    const edit = random.int(0, 4);
    if (edit === 0) tokens.splice(at, 1);
    else if (edit === 1) tokens.splice(at, 0, random.pick(PIECES));
    else if (edit === 2) tokens.splice(at, 1, random.pick(PIECES));
    else if (edit === 3) tokens.splice(at, 1, (tokens[at] ?? "").toLowerCase());
    else tokens.reverse();
  }
  return tokens.join(random.pick([" ", "  ", " \u200f", "\t"]));
}

function randomText(random: Prng): string {
  return Array.from({ length: random.int(0, 60) }, () =>
    String.fromCharCode(random.chance(0.7) ? random.int(0, 0x7f) : random.int(0, 0xffff)),
  ).join("");
}

/** What every accepted query must satisfy. */
function checkInvariants(q: ParsedSearch, today: string): void {
  const last = addDays(today, MAX_DAYS_AHEAD);
  for (const route of q.routes) {
    expect(route.origin).toMatch(/^[A-Z]{3}$/);
    expect(route.destination).toMatch(/^[A-Z]{3}$/);
    expect(route.origin).not.toBe(route.destination);
    expect(route.date >= today && route.date <= last).toBe(true);
  }
  const [first, second] = q.routes;
  switch (q.kind) {
    case "oneway":
      expect(q.routes).toHaveLength(1);
      break;
    case "roundtrip":
      expect(q.routes).toHaveLength(2);
      expect([second?.origin, second?.destination]).toEqual([first?.destination, first?.origin]);
      expect((second?.date ?? "") >= (first?.date ?? "")).toBe(true);
      break;
    case "multi-dest":
      expect(q.routes.length).toBeGreaterThanOrEqual(2);
      expect(q.routes.length).toBeLessThanOrEqual(MAX_DESTINATIONS);
      expect(new Set(q.routes.map((r) => r.destination)).size).toBe(q.routes.length);
      for (const r of q.routes) expect([r.origin, r.date]).toEqual([first?.origin, first?.date]);
      break;
    case "multicity":
      expect(q.routes.length).toBeGreaterThanOrEqual(2);
      expect(q.routes.length).toBeLessThanOrEqual(MAX_LEGS);
      for (let i = 1; i < q.routes.length; i++) expect((q.routes[i]?.date ?? "") >= (q.routes[i - 1]?.date ?? "")).toBe(true);
      break;
  }
}

function checkResult(result: SearchLineResult, today: string): void {
  if (result.ok) {
    checkInvariants(result.query, today);
    expect(parseSearchLine(formatSearchLine(result.query), today)).toEqual(result);
  } else {
    // The example shown to the user is itself a correct line.
    expect(parseSearchLine(formatSearchLine(result.error.example), today).ok).toBe(true);
    expect(Array.from(result.error.token ?? "").length).toBeLessThanOrEqual(41);
  }
}

describe("properties", () => {
  it("parse(format(q)) = q for random valid queries", () => {
    const random = prng(1);
    for (let i = 0; i < 3000; i++) {
      const today = addDays("2024-01-01", random.int(0, 3000));
      const q = randomQuery(random, today);
      expect(parseSearchLine(formatSearchLine(q), today)).toEqual({ ok: true, query: q });
    }
  });

  it("never throws on token soups or near-miss lines, and every outcome is consistent", () => {
    const random = prng(2);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const line = random.chance(0.5) ? tokenSoup(random) : mutatedLine(random, TODAY);
      const result = parseSearchLine(line, TODAY);
      const outcome = result.ok ? result.query.kind : result.error.code;
      seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
      checkResult(result, TODAY);
    }
    // The generators do reach every kind and nearly every refusal.
    for (const kind of ["oneway", "roundtrip", "multi-dest", "multicity"]) expect(seen.get(kind)).toBeGreaterThan(50);
    expect(seen.size).toBeGreaterThanOrEqual(16);
  });

  it("never throws on random unicode text and control characters", () => {
    const random = prng(3);
    for (let i = 0; i < 10_000; i++) checkResult(parseSearchLine(randomText(random), TODAY), TODAY);
  });

  it("refuses over-long lines unread, and is fast on the longest accepted ones", () => {
    const random = prng(4);
    expect(parseSearchLine(`THR MHD +1${" ".repeat(MAX_LINE_LENGTH)}`, TODAY)).toEqual({
      ok: false,
      error: { code: "too-long", example: query("THR MHD 2026-11-21") },
    });
    const started = performance.now();
    for (let i = 0; i < 300; i++) {
      const line = Array.from({ length: 200 }, () => random.pick(PIECES.filter((p) => p.length < 10)))
        .join(random.pick(GAPS))
        .slice(0, MAX_LINE_LENGTH);
      checkResult(parseSearchLine(line, TODAY), TODAY);
    }
    for (const piece of [",", "۱", "-", "THR ", "+1 ", "MHD, ", "THR-MHD +1 "]) {
      const line = piece.repeat(Math.floor(MAX_LINE_LENGTH / piece.length));
      checkResult(parseSearchLine(line, TODAY), TODAY);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
