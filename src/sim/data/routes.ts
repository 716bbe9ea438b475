/**
 * The timetable: city pairs flown in both directions every day, with the services (airline,
 * owned or third-party, aircraft, fare classes, departures) on each. The reverse direction is
 * derived, so a pair is written once.
 */
export type FlightSourceKind = "Owned" | "ThirdParty";

export interface Nationalities {
  /** Two-letter codes, or ["All"]. */
  permitted: readonly string[];
  /** Two-letter codes; may contain duplicates, like the real feed. */
  prohibited: readonly string[];
}

export type RemarkKey = "charter" | "partner" | "pilgrimage";

export interface Service {
  airline: string;
  source: FlightSourceKind;
  aircraft: string;
  /** Booking codes of CLASS_TEMPLATES offered on every flight of the service. */
  classes: readonly string[];
  /** Flight number and local departure time (HH:mm). */
  departures: ReadonlyArray<readonly [string, string]>;
  nationalities: Nationalities;
  remarks: RemarkKey | null;
}

export interface RouteStop {
  airport: string;
  groundMinutes: number;
}

export interface Route {
  /** "THR-MHD" */
  key: string;
  origin: string;
  destination: string;
  /** Airborne minutes of each leg: one more than there are stops. */
  legMinutes: readonly number[];
  stops: readonly RouteStop[];
  /** Adult Economy Flex fare in rials before the daily demand factor. */
  fareRials: number;
  /** Owned classes with a round-trip discount sell a cheaper combined fare on this pair. */
  roundTripFares: boolean;
  services: readonly Service[];
}

interface ServicePair extends Omit<Service, "departures" | "nationalities" | "remarks"> {
  out: ReadonlyArray<readonly [string, string]>;
  back: ReadonlyArray<readonly [string, string]>;
  nationalities?: Nationalities;
  remarks?: RemarkKey | null;
}

interface PairDef {
  a: string;
  b: string;
  legMinutes: readonly number[];
  stops?: readonly RouteStop[];
  fareRials: number;
  roundTripFares?: boolean;
  services: readonly ServicePair[];
}

const ALL: Nationalities = { permitted: ["All"], prohibited: [] };
const OWNED = ["Y", "M", "T"] as const;
const OWNED_WIDE = ["Y", "M", "T", "C"] as const;
const PARTNER = ["V", "K"] as const;

const PAIRS: readonly PairDef[] = [
  {
    a: "THR", b: "MHD", legMinutes: [75], fareRials: 28_000_000, roundTripFares: true,
    services: [
      { airline: "ZV", source: "Owned", aircraft: "M88", classes: OWNED, out: [["4010", "06:30"], ["4012", "12:15"], ["4014", "19:40"]], back: [["4011", "09:20"], ["4013", "15:05"], ["4015", "22:30"]] },
      { airline: "W5", source: "ThirdParty", aircraft: "310", classes: PARTNER, out: [["1047", "16:50"]], back: [["1048", "20:10"]] },
    ],
  },
  {
    a: "THR", b: "KIH", legMinutes: [95], fareRials: 32_000_000, roundTripFares: true,
    services: [{ airline: "IR", source: "Owned", aircraft: "320", classes: [...OWNED_WIDE, "TR"], out: [["7250", "07:10"], ["7252", "17:30"]], back: [["7251", "10:15"], ["7253", "20:40"]] }],
  },
  {
    a: "THR", b: "SYZ", legMinutes: [80], fareRials: 27_000_000,
    services: [{ airline: "EP", source: "Owned", aircraft: "100", classes: OWNED, out: [["3840", "08:00"], ["3842", "18:20"]], back: [["3841", "10:45"], ["3843", "21:05"]] }],
  },
  {
    a: "THR", b: "IFN", legMinutes: [55], fareRials: 18_000_000,
    services: [{ airline: "EP", source: "Owned", aircraft: "AT7", classes: OWNED, out: [["3620", "13:30"]], back: [["3621", "15:40"]], remarks: null }],
  },
  {
    a: "THR", b: "TBZ", legMinutes: [70], fareRials: 22_000_000,
    services: [{ airline: "IR", source: "Owned", aircraft: "320", classes: OWNED_WIDE, out: [["7420", "06:50"], ["7424", "20:15"]], back: [["7421", "09:10"], ["7425", "22:35"]] }],
  },
  {
    a: "THR", b: "AWZ", legMinutes: [75], fareRials: 24_000_000,
    services: [
      { airline: "ZV", source: "Owned", aircraft: "321", classes: OWNED_WIDE, out: [["4060", "11:00"]], back: [["4061", "13:45"]] },
      { airline: "QB", source: "ThirdParty", aircraft: "100", classes: PARTNER, out: [["1220", "15:25"]], back: [["1221", "18:05"]] },
    ],
  },
  {
    a: "THR", b: "BND", legMinutes: [80, 50], stops: [{ airport: "SYZ", groundMinutes: 35 }], fareRials: 30_000_000,
    services: [{ airline: "EP", source: "Owned", aircraft: "100", classes: OWNED, out: [["3870", "09:40"]], back: [["3871", "14:30"]] }],
  },
  {
    a: "MHD", b: "KIH", legMinutes: [120], fareRials: 35_000_000, roundTripFares: true,
    services: [{ airline: "ZV", source: "Owned", aircraft: "321", classes: [...OWNED_WIDE, "TR"], out: [["4030", "10:20"]], back: [["4031", "13:40"]] }],
  },
  {
    a: "MHD", b: "BND", legMinutes: [85, 55, 50], stops: [{ airport: "IFN", groundMinutes: 30 }, { airport: "SYZ", groundMinutes: 30 }], fareRials: 38_000_000,
    services: [{ airline: "IR", source: "Owned", aircraft: "306", classes: [...OWNED_WIDE, "W"], out: [["7530", "07:45"]], back: [["7531", "15:20"]] }],
  },
  {
    a: "IKA", b: "IST", legMinutes: [225], fareRials: 95_000_000,
    services: [
      { airline: "W5", source: "ThirdParty", aircraft: "343", classes: [...PARTNER, "J", "D", "F"], out: [["120", "07:35"], ["124", "16:10"]], back: [["121", "13:20"], ["125", "21:55"]], nationalities: { permitted: ["All"], prohibited: ["AF", "AF", "PK"] } },
      { airline: "QB", source: "ThirdParty", aircraft: "321", classes: PARTNER, out: [["1280", "05:50"]], back: [["1281", "11:10"]] },
    ],
  },
  {
    a: "IKA", b: "DXB", legMinutes: [130], fareRials: 60_000_000,
    services: [
      { airline: "IR", source: "Owned", aircraft: "320", classes: [...OWNED_WIDE, "TR"], out: [["7660", "08:00"]], back: [["7661", "11:50"]] },
      { airline: "W5", source: "ThirdParty", aircraft: "343", classes: [...PARTNER, "J"], out: [["062", "14:15"]], back: [["063", "17:40"]], nationalities: { permitted: ["All"], prohibited: ["AF", "PK", "AF", "SY"] } },
    ],
  },
  {
    a: "IKA", b: "NJF", legMinutes: [110], fareRials: 45_000_000,
    services: [
      { airline: "ZV", source: "Owned", aircraft: "321", classes: [...OWNED, "TR"], out: [["4090", "06:10"]], back: [["4091", "10:20"]], nationalities: { permitted: ["IR", "IQ"], prohibited: [] }, remarks: "pilgrimage" },
      { airline: "QB", source: "ThirdParty", aircraft: "321", classes: PARTNER, out: [["1330", "12:40"]], back: [["1331", "16:30"]], nationalities: { permitted: ["IR", "IQ", "AF", "PK"], prohibited: [] } },
    ],
  },
  {
    a: "MHD", b: "NJF", legMinutes: [150], fareRials: 50_000_000,
    services: [{ airline: "EP", source: "Owned", aircraft: "735", classes: [...OWNED, "TR"], out: [["3910", "05:30"]], back: [["3911", "09:40"]], nationalities: { permitted: ["IR", "IQ", "AF"], prohibited: [] }, remarks: "pilgrimage" }],
  },
  {
    a: "SYZ", b: "DXB", legMinutes: [75], fareRials: 40_000_000,
    services: [{ airline: "IR", source: "Owned", aircraft: "320", classes: OWNED_WIDE, out: [["7690", "19:30"]], back: [["7691", "22:10"]] }],
  },
  {
    a: "TBZ", b: "IST", legMinutes: [150], fareRials: 70_000_000,
    services: [{ airline: "W5", source: "ThirdParty", aircraft: "310", classes: [...PARTNER, "J"], out: [["144", "09:15"]], back: [["145", "12:50"]] }],
  },
];

function expand(pair: PairDef): Route[] {
  const make = (origin: string, destination: string, forward: boolean): Route => ({
    key: `${origin}-${destination}`,
    origin,
    destination,
    legMinutes: forward ? pair.legMinutes : [...pair.legMinutes].reverse(),
    stops: forward ? (pair.stops ?? []) : [...(pair.stops ?? [])].reverse(),
    fareRials: pair.fareRials,
    roundTripFares: pair.roundTripFares ?? false,
    services: pair.services.map((s) => ({
      airline: s.airline,
      source: s.source,
      aircraft: s.aircraft,
      classes: s.classes,
      departures: forward ? s.out : s.back,
      nationalities: s.nationalities ?? ALL,
      remarks: s.remarks === undefined ? (s.source === "Owned" ? "charter" : "partner") : s.remarks,
    })),
  });
  return [make(pair.a, pair.b, true), make(pair.b, pair.a, false)];
}

export const ROUTES: readonly Route[] = PAIRS.flatMap(expand);

const BY_KEY = new Map(ROUTES.map((route) => [route.key, route]));

export function findRoute(origin: string, destination: string): Route | undefined {
  return BY_KEY.get(`${origin}-${destination}`);
}

/** Flight remarks by language; ar-IQ falls back to English where no Arabic text exists. */
export const REMARKS: Readonly<Record<RemarkKey, { fa: string; en: string; ar: string | null }>> = {
  charter: {
    fa: "پرواز چارتری. پذیرش مسافر ۴۵ دقیقه قبل از پرواز بسته می‌شود.",
    en: "Charter flight. Check-in closes 45 minutes before departure.",
    ar: "رحلة عارضة. يغلق تسجيل الوصول قبل 45 دقيقة من المغادرة.",
  },
  partner: {
    fa: "پرواز همکار؛ بلیت توسط شرکت هواپیمایی عامل صادر می‌شود.",
    en: "Partner flight; the ticket is issued by the operating airline.",
    ar: null,
  },
  pilgrimage: {
    fa: "پرواز زیارتی. همراه داشتن گذرنامه با حداقل شش ماه اعتبار الزامی است.",
    en: "Pilgrimage flight. A passport valid for at least six months is required.",
    ar: "رحلة زيارة. يلزم جواز سفر صالح لمدة ستة أشهر على الأقل.",
  },
};
