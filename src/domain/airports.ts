/**
 * Airports staff name by their city: the commercial airports of Iran and the region's usual
 * charter destinations, with their cities in English, Persian and Arabic. The supplier has no
 * list of its airports (it answers Error1027 for one it does not define), so this table is what
 * a typed city is read against, and what a mistyped code is compared with ("did you mean
 * MHD?"). A code not in it is still searched: the supplier may fly there. Pure, never throws.
 */
import { isIataAirport, normalizeCode } from "./iata.js";
import type { Language } from "./languages.js";
import { foldText } from "./text-fold.js";

export interface AirportName {
  code: string;
  /** The city as staff say it, in each language; the airport's own name after a slash where a city has several. */
  en: string;
  fa: string;
  ar: string;
  /** Other spellings staff type for the city (folded when compared). */
  also?: readonly string[];
}

export const AIRPORT_NAMES: readonly AirportName[] = [
  { code: "THR", en: "Tehran / Mehrabad", fa: "تهران / مهرآباد", ar: "طهران / مهرآباد", also: ["teheran", "طهران"] },
  { code: "IKA", en: "Tehran / Imam Khomeini", fa: "تهران / امام خمینی", ar: "طهران / الإمام الخميني", also: ["teheran", "طهران"] },
  { code: "MHD", en: "Mashhad", fa: "مشهد", ar: "مشهد", also: ["mashad", "meshed"] },
  { code: "SYZ", en: "Shiraz", fa: "شیراز", ar: "شيراز" },
  { code: "IFN", en: "Isfahan", fa: "اصفهان", ar: "أصفهان", also: ["esfahan", "اصفهان"] },
  { code: "TBZ", en: "Tabriz", fa: "تبریز", ar: "تبريز" },
  { code: "AWZ", en: "Ahvaz", fa: "اهواز", ar: "الأهواز", also: ["ahwaz", "اهواز"] },
  { code: "KIH", en: "Kish", fa: "کیش", ar: "كيش" },
  { code: "BND", en: "Bandar Abbas", fa: "بندرعباس", ar: "بندر عباس", also: ["bandarabbas", "بندر عباس"] },
  { code: "KER", en: "Kerman", fa: "کرمان", ar: "كرمان" },
  { code: "KSH", en: "Kermanshah", fa: "کرمانشاه", ar: "كرمانشاه" },
  { code: "ZAH", en: "Zahedan", fa: "زاهدان", ar: "زاهدان" },
  { code: "RAS", en: "Rasht", fa: "رشت", ar: "رشت" },
  { code: "BUZ", en: "Bushehr", fa: "بوشهر", ar: "بوشهر" },
  { code: "ABD", en: "Abadan", fa: "آبادان", ar: "عبادان" },
  { code: "OMH", en: "Urmia", fa: "ارومیه", ar: "أرومية", also: ["orumiyeh", "urumiyeh"] },
  { code: "SRY", en: "Sari", fa: "ساری", ar: "ساري" },
  { code: "GSM", en: "Qeshm", fa: "قشم", ar: "قشم" },
  { code: "AZD", en: "Yazd", fa: "یزد", ar: "يزد" },
  { code: "ADU", en: "Ardabil", fa: "اردبیل", ar: "أردبيل" },
  { code: "ZBR", en: "Chabahar", fa: "چابهار", ar: "تشابهار" },
  { code: "GBT", en: "Gorgan", fa: "گرگان", ar: "جرجان" },
  { code: "HDM", en: "Hamadan", fa: "همدان", ar: "همدان" },
  { code: "XBJ", en: "Birjand", fa: "بیرجند", ar: "بيرجند" },
  { code: "SDG", en: "Sanandaj", fa: "سنندج", ar: "سنندج" },
  { code: "PGU", en: "Asaluyeh", fa: "عسلویه", ar: "عسلوية" },
  { code: "NJF", en: "Najaf", fa: "نجف", ar: "النجف", also: ["النجف"] },
  { code: "BGW", en: "Baghdad", fa: "بغداد", ar: "بغداد" },
  { code: "BSR", en: "Basra", fa: "بصره", ar: "البصرة" },
  { code: "EBL", en: "Erbil", fa: "اربیل", ar: "أربيل" },
  { code: "DXB", en: "Dubai", fa: "دبی", ar: "دبي" },
  { code: "SHJ", en: "Sharjah", fa: "شارجه", ar: "الشارقة" },
  { code: "DOH", en: "Doha", fa: "دوحه", ar: "الدوحة" },
  { code: "MCT", en: "Muscat", fa: "مسقط", ar: "مسقط" },
  { code: "IST", en: "Istanbul", fa: "استانبول", ar: "إسطنبول", also: ["استامبول"] },
  { code: "EVN", en: "Yerevan", fa: "ایروان", ar: "يريفان" },
  { code: "TBS", en: "Tbilisi", fa: "تفلیس", ar: "تبليسي" },
  { code: "GYD", en: "Baku", fa: "باکو", ar: "باكو" },
];

const BY_CODE = new Map(AIRPORT_NAMES.map((a) => [a.code, a]));

/** Folded, without the Arabic article and spaces: "الأهواز", "bandar abbas" and "Bandar-Abbas" each have one form. */
const cityKey = (text: string): string =>
  foldText(text)
    .replace(/^ال/, "")
    .replace(/[\s\-‐‑–—]+/g, "");

const BY_CITY = new Map<string, string[]>();
for (const a of AIRPORT_NAMES) {
  const cities = [a.en, a.fa, a.ar].map((name) => name.split(" / ")[0]!);
  const airportNames = [a.en, a.fa, a.ar].flatMap((name) => name.split(" / ").slice(1));
  for (const name of [...cities, ...airportNames, ...(a.also ?? [])]) {
    const key = cityKey(name);
    const codes = BY_CITY.get(key) ?? [];
    if (!codes.includes(a.code)) BY_CITY.set(key, [...codes, a.code]);
  }
}

/** The airports of a city typed in any of the three languages ("tehran", "تهران": THR and IKA); empty for none. */
export function airportsOfCity(text: string): string[] {
  return BY_CITY.get(cityKey(text)) ?? [];
}

/**
 * A route typed as one answer: "THR-MHD", "tehran → mashhad", "تهران مشهد", "bandar abbas
 * tehran". Its two places as typed, each a code or a city of the table; null otherwise.
 */
export function routePlaces(text: string): [origin: string, destination: string] | null {
  const plain = text.trim();
  const sides = plain.split(/\s*[-–—→>]\s*/);
  if (sides.length === 2) return sides.every(isPlace) ? [sides[0]!, sides[1]!] : null;
  // Spaces only: the one split whose both sides are places (a city may take two words).
  const words = plain.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const [origin, destination] = [words.slice(0, k).join(" "), words.slice(k).join(" ")];
    if (isPlace(origin) && isPlace(destination)) return [origin, destination];
  }
  return null;
}

const isPlace = (text: string): boolean => isIataAirport(text) || airportsOfCity(text).length > 0;

/** The airport's city (and name, where its city has several) in `lang`; undefined for a code the table lacks. */
export function airportName(code: string, lang: Language): string | undefined {
  return BY_CODE.get(normalizeCode(code))?.[lang];
}

/**
 * The codes among `known` (the table's, and any others the caller knows) one keystroke from
 * `code`: one letter changed, or two neighbours swapped. Empty when `code` is known itself.
 */
export function airportsNear(code: string, known: readonly string[] = []): string[] {
  const typed = normalizeCode(code);
  const all = [...new Set([...AIRPORT_NAMES.map((a) => a.code), ...known])];
  if (all.includes(typed)) return [];
  return all.filter((candidate) => candidate.length === typed.length && oneKeystroke(typed, candidate));
}

function oneKeystroke(a: string, b: string): boolean {
  const differ = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  if (differ.length === 1) return true;
  return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!];
}
