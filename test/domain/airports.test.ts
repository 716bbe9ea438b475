import { describe, expect, it } from "vitest";
import { AIRPORT_NAMES, airportName, airportsNear, airportsOfCity, routePlaces } from "../../src/domain/airports.js";

describe("airports by city, and a mistyped code", () => {
  it("reads a city in English, Persian or Arabic, any case, with or without spaces or the Arabic article", () => {
    expect(airportsOfCity("tehran")).toEqual(["THR", "IKA"]);
    expect(airportsOfCity("تهران")).toEqual(["THR", "IKA"]);
    expect(airportsOfCity("طهران")).toEqual(["THR", "IKA"]);
    expect(airportsOfCity("Bandar Abbas")).toEqual(["BND"]);
    expect(airportsOfCity("بندرعباس")).toEqual(["BND"]);
    expect(airportsOfCity("الأهواز")).toEqual(["AWZ"]);
    expect(airportsOfCity("اهواز")).toEqual(["AWZ"]);
    // Arabic letters in a Persian name (ي for ی, ك for ک) fold alike.
    expect(airportsOfCity("كيش")).toEqual(["KIH"]);
    // An airport's own name picks the one airport of its city.
    expect(airportsOfCity("Mehrabad")).toEqual(["THR"]);
    expect(airportsOfCity("atlantis")).toEqual([]);
  });

  it("offers the codes one keystroke away: one letter changed or two neighbours swapped; none for a known code", () => {
    expect(airportsNear("MHX")).toEqual(["MHD"]);
    expect(airportsNear("hmd")).toEqual(["MHD", "HDM"]);
    expect(airportsNear("THR")).toEqual([]);
    expect(airportsNear("QQQ")).toEqual([]);
    // Codes the caller knows (recent airports) count too.
    expect(airportsNear("KIX", ["KIV"])).toEqual(["KIH", "KIV"]);
  });

  it("names an airport in each language, and has one entry per code", () => {
    expect([airportName("ika", "en"), airportName("IKA", "fa"), airportName("NJF", "ar")]).toEqual(["Tehran / Imam Khomeini", "تهران / امام خمینی", "النجف"]);
    expect(airportName("XXX", "en")).toBeUndefined();
    expect(new Set(AIRPORT_NAMES.map((a) => a.code)).size).toBe(AIRPORT_NAMES.length);
  });
});

describe("a route typed as one answer", () => {
  it("reads two places, codes or cities of one or two words, split by spaces or a dash or an arrow", () => {
    expect(routePlaces("THR-MHD")).toEqual(["THR", "MHD"]);
    expect(routePlaces("thr → mhd")).toEqual(["thr", "mhd"]);
    expect(routePlaces("tehran mashhad")).toEqual(["tehran", "mashhad"]);
    expect(routePlaces("تهران مشهد")).toEqual(["تهران", "مشهد"]);
    expect(routePlaces("bandar abbas tehran")).toEqual(["bandar abbas", "tehran"]);
    expect(routePlaces("tehran bandar abbas")).toEqual(["tehran", "bandar abbas"]);
    expect(routePlaces("طهران - بندر عباس")).toEqual(["طهران", "بندر عباس"]);
  });

  it("is null for one place, three, or a word that is no place", () => {
    for (const text of ["tehran", "THR", "THR MHD KIH", "tehran to mashhad", "tehrun mashhad", "THR-", ""]) expect(routePlaces(text)).toBeNull();
  });
});
