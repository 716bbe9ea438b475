import { digits, guid, type Rng } from "../random.js";
import { addDays } from "../time.js";
import type { AgeCode, PassengerInfo, Passport } from "./bookings.js";

/** Plausible passengers: Iranians with a valid national code, foreigners with a passport. */

const IRANIAN_MALE = ["Reza", "Ali", "Mohammad", "Hossein", "Amir", "Mehdi", "Saeed", "Hamid", "Kourosh", "Babak", "Arash", "Dariush"];
const IRANIAN_FEMALE = ["Maryam", "Fatemeh", "Zahra", "Sara", "Neda", "Leila", "Shirin", "Parisa", "Mina", "Roya", "Azadeh", "Niloufar"];
const IRANIAN_LAST = ["Ahmadi", "Hosseini", "Karimi", "Rezaei", "Moradi", "Mohammadi", "Jafari", "Rahimi", "Sadeghi", "Tehrani", "Shirazi", "Kazemi", "Navabi", "Farahani"];

interface ForeignNames {
  country: string;
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

const FOREIGN: readonly ForeignNames[] = [
  { country: "IQ", male: ["Haider", "Mustafa", "Karrar"], female: ["Zainab", "Noor", "Hawraa"], last: ["Al-Moussawi", "Al-Hakim", "Kadhim"] },
  { country: "TR", male: ["Emre", "Mehmet", "Burak"], female: ["Elif", "Zeynep", "Ayse"], last: ["Yilmaz", "Kaya", "Demir"] },
  { country: "AF", male: ["Ahmad", "Farid", "Nasir"], female: ["Mariam", "Lina", "Freshta"], last: ["Rahmani", "Karimzai", "Haidari"] },
  { country: "DE", male: ["Jonas", "Lukas", "Felix"], female: ["Anna", "Lea", "Sophie"], last: ["Schneider", "Fischer", "Weber"] },
  { country: "AE", male: ["Khalid", "Saeed", "Omar"], female: ["Fatima", "Mariam", "Aisha"], last: ["Al Mansoori", "Al Nuaimi", "Al Shamsi"] },
];

/** A 10-digit Iranian national code with a correct check digit. */
export function codeMelli(rng: Rng): string {
  const body = `${rng.int(0, 6)}${digits(rng, 8)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0) % 11;
  return body + String(sum < 2 ? sum : 11 - sum);
}

function passport(rng: Rng, country: string, travelDate: string): Passport {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  return {
    number: `${letters[rng.int(0, letters.length - 1)]}${letters[rng.int(0, letters.length - 1)]}${digits(rng, 7)}`,
    expiryDate: addDays(travelDate, rng.int(200, 3000)),
    issuingCountry: country,
  };
}

function birthdate(rng: Rng, ageCode: AgeCode, travelDate: string): string {
  const days = ageCode === "ADL" ? rng.int(18 * 365, 70 * 365) : ageCode === "CHD" ? rng.int(2 * 365 + 5, 11 * 365) : rng.int(30, 700);
  return addDays(travelDate, -days);
}

export interface PassengerOptions {
  ageCode: AgeCode;
  /** yyyy-MM-dd of the first flight: ages and passport validity are relative to it. */
  travelDate: string;
  foreign?: boolean;
  lastName?: string;
}

export function randomPassenger(rng: Rng, options: PassengerOptions): PassengerInfo {
  const gender = rng.chance(0.5) ? "M" : "F";
  const base = { id: guid(rng), ageCode: options.ageCode, gender, birthdate: birthdate(rng, options.ageCode, options.travelDate) } as const;
  if (options.foreign) {
    const names = rng.pick(FOREIGN);
    return {
      ...base,
      firstName: rng.pick(gender === "M" ? names.male : names.female),
      lastName: options.lastName ?? rng.pick(names.last),
      nationality: names.country,
      codeMelli: null,
      passport: passport(rng, names.country, options.travelDate),
    };
  }
  return {
    ...base,
    firstName: rng.pick(gender === "M" ? IRANIAN_MALE : IRANIAN_FEMALE),
    lastName: options.lastName ?? rng.pick(IRANIAN_LAST),
    nationality: "IR",
    codeMelli: codeMelli(rng),
    passport: null,
  };
}

/** A party: adults first, then children and infants (never more infants than adults). */
export function randomParty(rng: Rng, size: number, travelDate: string, foreign: boolean): PassengerInfo[] {
  const lead = randomPassenger(rng, { ageCode: "ADL", travelDate, foreign });
  const party = [lead];
  let adults = 1;
  let infants = 0;
  while (party.length < size) {
    const roll = rng.next();
    const ageCode: AgeCode = roll < 0.55 ? "ADL" : roll < 0.85 || infants >= adults ? "CHD" : "INF";
    if (ageCode === "ADL") adults++;
    if (ageCode === "INF") infants++;
    // Families share a last name most of the time.
    const lastName = rng.chance(0.7) ? lead.lastName : undefined;
    party.push(randomPassenger(rng, { ageCode, travelDate, foreign, ...(lastName ? { lastName } : {}) }));
  }
  return party;
}

export interface Contact {
  phone: string;
  email: string;
  address: string;
}

const CITIES = ["Tehran, Valiasr St.", "Mashhad, Imam Reza St.", "Shiraz, Zand Blvd.", "Isfahan, Chaharbagh St.", "Tabriz, Imam St."];

export function randomContact(rng: Rng, lead: PassengerInfo): Contact {
  const local = `${lead.firstName}.${lead.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  return {
    phone: `+98912${digits(rng, 7)}`,
    email: `${local || "passenger"}${rng.int(1, 99)}@example.com`,
    address: `${rng.pick(CITIES)}, No. ${rng.int(1, 240)}`,
  };
}
