/** Airlines whose flights the simulated supplier sells, with their numeric ticket prefixes. */
export interface Airline {
  code: string;
  name: string;
  /** First three digits of the airline's 13-digit ticket numbers. */
  ticketPrefix: string;
}

export const AIRLINES: readonly Airline[] = [
  { code: "IR", name: "Iran Air", ticketPrefix: "096" },
  { code: "EP", name: "Iran Aseman Airlines", ticketPrefix: "815" },
  { code: "ZV", name: "Zagros Airlines", ticketPrefix: "110" },
  { code: "W5", name: "Mahan Air", ticketPrefix: "537" },
  { code: "QB", name: "Qeshm Air", ticketPrefix: "492" },
];

const BY_CODE = new Map(AIRLINES.map((airline) => [airline.code, airline]));

export function airline(code: string): Airline {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`airline ${code} is not defined`);
  return found;
}

/** A supplier the simulated one buys third-party (web-service) flights from. */
export interface PartnerSupplier {
  id: number;
  name: string;
}

export const PARTNER_SUPPLIERS: Readonly<Record<string, PartnerSupplier>> = {
  W5: { id: 7301, name: "Mahan Air Web Service" },
  QB: { id: 7302, name: "Qeshm Air Web Service" },
};

/** The simulated supplier itself: the name in events, GetHistory and B2M data. */
export const SUPPLIER_NAME = "Simorgh Charter";
