/**
 * Aircraft the simulated supplier manages (Bot path, Aircraft GetList). Owned flights use these
 * types; third-party flights use their operators' types, which are not part of this fleet.
 */
export interface Aircraft {
  id: number;
  registration: string;
  /** IATA aircraft type code, as in the Aircraft field of a flight. */
  iataTypeCode: string;
  model: string;
  seatCount: number;
  airlineIataCode: string;
  isActive: boolean;
}

export const FLEET: readonly Aircraft[] = [
  { id: 101, registration: "EP-IEA", iataTypeCode: "320", model: "Airbus A320-200", seatCount: 168, airlineIataCode: "IR", isActive: true },
  { id: 102, registration: "EP-IEB", iataTypeCode: "320", model: "Airbus A320-200", seatCount: 168, airlineIataCode: "IR", isActive: true },
  { id: 103, registration: "EP-IBJ", iataTypeCode: "306", model: "Airbus A300B4-600R", seatCount: 252, airlineIataCode: "IR", isActive: true },
  { id: 104, registration: "EP-IDA", iataTypeCode: "100", model: "Fokker 100", seatCount: 104, airlineIataCode: "IR", isActive: false },
  { id: 201, registration: "EP-ATA", iataTypeCode: "AT7", model: "ATR 72-500", seatCount: 70, airlineIataCode: "EP", isActive: true },
  { id: 202, registration: "EP-ASZ", iataTypeCode: "100", model: "Fokker 100", seatCount: 100, airlineIataCode: "EP", isActive: true },
  { id: 203, registration: "EP-APE", iataTypeCode: "735", model: "Boeing 737-500", seatCount: 122, airlineIataCode: "EP", isActive: true },
  { id: 204, registration: "EP-ASL", iataTypeCode: "100", model: "Fokker 100", seatCount: 100, airlineIataCode: "EP", isActive: true },
  { id: 301, registration: "EP-ZAB", iataTypeCode: "M88", model: "McDonnell Douglas MD-88", seatCount: 160, airlineIataCode: "ZV", isActive: true },
  { id: 302, registration: "EP-ZAD", iataTypeCode: "M88", model: "McDonnell Douglas MD-88", seatCount: 160, airlineIataCode: "ZV", isActive: true },
  { id: 303, registration: "EP-ZAX", iataTypeCode: "321", model: "Airbus A321-200", seatCount: 220, airlineIataCode: "ZV", isActive: true },
  { id: 304, registration: "EP-ZAY", iataTypeCode: "321", model: "Airbus A321-200", seatCount: 220, airlineIataCode: "ZV", isActive: false },
];
