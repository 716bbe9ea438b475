/**
 * Airports the simulated supplier serves. Like a real supplier, it defines only airports that
 * have flights; any other code answers Error1027-AirportNotFound.
 */
export interface Airport {
  code: string;
  city: string;
  /** Fixed UTC offset in minutes (Iran has no daylight saving time since 2022). */
  utcOffsetMinutes: number;
  country: string;
}

const IRAN = 210;

export const AIRPORTS: readonly Airport[] = [
  { code: "THR", city: "Tehran Mehrabad", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "IKA", city: "Tehran Imam Khomeini", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "MHD", city: "Mashhad", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "KIH", city: "Kish Island", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "SYZ", city: "Shiraz", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "IFN", city: "Isfahan", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "TBZ", city: "Tabriz", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "AWZ", city: "Ahvaz", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "BND", city: "Bandar Abbas", utcOffsetMinutes: IRAN, country: "IR" },
  { code: "NJF", city: "Najaf", utcOffsetMinutes: 180, country: "IQ" },
  { code: "IST", city: "Istanbul", utcOffsetMinutes: 180, country: "TR" },
  { code: "DXB", city: "Dubai", utcOffsetMinutes: 240, country: "AE" },
];

const BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]));

export function findAirport(code: string): Airport | undefined {
  return BY_CODE.get(code);
}

export function airport(code: string): Airport {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`airport ${code} is not defined`);
  return found;
}
