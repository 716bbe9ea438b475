import type { Language } from "../../domain/languages.js";
import { formatAmount } from "./money.js";
import type { Translate } from "./types.js";

/**
 * How the bot writes numbers, dates and times for one reader. One digit policy per language:
 * Persian digits in fa, Arabic-Indic in ar, unless the user chose Latin digits in /lang.
 * Identifiers (PNRs, ticket and flight numbers, airport codes) are not numbers and are written
 * as sent: staff copy them.
 */
export type Digits = "native" | "latin";

const NATIVE_DIGITS: Record<Language, string> = { en: "0123456789", fa: "۰۱۲۳۴۵۶۷۸۹", ar: "٠١٢٣٤٥٦٧٨٩" };
/** Thousands and decimal separators that go with native digits. */
const NATIVE_SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  fa: { group: "٬", decimal: "٫" },
  ar: { group: "٬", decimal: "٫" },
};
/** RIGHT-TO-LEFT MARK: an invisible strong right-to-left character. */
export const RLM = "\u200F";
/** Currencies with a word of their own in a language; the others are written as their code. */
const CURRENCY_WORDS: Record<Language, Readonly<Record<string, string>>> = {
  en: {},
  fa: { IRR: "ریال" },
  ar: { IRR: "ريال" },
};

/** The Unicode extension naming the numbering system of native digits. */
const NUMBERING: Record<Language, string> = { en: "latn", fa: "arabext", ar: "arab" };

export interface Format {
  readonly lang: Language;
  readonly digits: Digits;
  /** DISPLAY_TIMEZONE: booking and event times are shown in it. */
  readonly timeZone: string;
  /** The digits of a text made of numbers ("13:45", "2026-12-01"), in the reader's digits. */
  num(text: string | number): string;
  /** An amount exactly as the supplier sent it, grouped: 1,722,700 / ۱٬۷۲۲٬۷۰۰. */
  amount(value: number | string): string;
  /** "1,722,700 IRR" / "۱٬۷۲۲٬۷۰۰ ریال": the amount, then the currency as staff say it. */
  money(value: number | string, currency: string): string;
  /** A currency code as staff of the language say it (ریال, ريال for IRR); another code as sent. */
  currency(code: string): string;
  /** A count the supplier may leave out: "?" when it did. */
  count(value: number | null | undefined): string;
  /** A flight length: "2h", "2h 5m", "45m", in words of the language. */
  duration(minutes: number): string;
  /** A calendar date (yyyy-MM-dd): 23 Nov 2026 / ۲ آذر ۱۴۰۵ / ٢٣ نوفمبر ٢٠٢٦. */
  date(isoDate: string): string;
  /** The same, and in Persian the Gregorian date after the Jalali one, for dates staff match against tickets. */
  dateBoth(isoDate: string): string;
  /** An instant in DISPLAY_TIMEZONE, without seconds: 23 Nov 2026 13:45. Name the zone once per screen with `zoneName`. */
  instant(at: Date | string): string;
  /** The zone's name in the reader's language ("Iran Standard Time"). */
  readonly zoneName: string;
  /**
   * A left-to-right run (a PNR, a route "THR → MHD (IR 452)", Latin text with parentheses)
   * isolated inside a right-to-left line, so Telegram's layout does not scramble it. As is in English.
   */
  ltr(text: string): string;
  /**
   * A text with each line begun by a RIGHT-TO-LEFT MARK in Persian and Arabic: Telegram lays a
   * line out from its first strong character, and a line that opens with a name, a PNR, an
   * amount's currency or an emoji would read left to right. As is in English.
   */
  rtlLines(text: string): string;
  /** Items of a list in a line: "2 adults, 1 child" / "۲ بزرگسال، ۱ کودک" (the Arabic comma in fa/ar). */
  list(items: readonly string[]): string;
}

export interface FormatOptions {
  lang: Language;
  digits?: Digits;
  timeZone: string;
  t: Translate;
}

/** The date formats of one language, numbering and zone. */
interface DateFormats {
  date: Intl.DateTimeFormat;
  /** Persian's Gregorian date beside the Jalali one. */
  gregorianDay: Intl.DateTimeFormat;
  instantDate: Intl.DateTimeFormat;
  instantTime: Intl.DateTimeFormat;
  zoneName: string;
}

/** Built once per language, numbering and zone: a screen formats dozens of dates, a bot a few readers' worth. */
const dateFormats = new Map<string, DateFormats>();
function dateFormatsFor(lang: Language, nu: string, timeZone: string): DateFormats {
  const key = `${lang}|${nu}|${timeZone}`;
  let formats = dateFormats.get(key);
  if (!formats) {
    const calendar = lang === "fa" ? "persian" : "gregory";
    const locale = (cal: string) => `${lang === "en" ? "en-GB" : lang}-u-ca-${cal}-nu-${nu}`;
    const dayMonthYear = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
    const dateOptions = lang === "en" ? dayMonthYear : { ...dayMonthYear, month: "long" as const };
    formats = {
      date: new Intl.DateTimeFormat(locale(calendar), dateOptions),
      gregorianDay: new Intl.DateTimeFormat(locale("gregory"), { day: "numeric", month: "long", timeZone: "UTC" }),
      instantDate: new Intl.DateTimeFormat(locale(calendar), { ...dateOptions, timeZone }),
      instantTime: new Intl.DateTimeFormat(locale("gregory"), { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
      zoneName:
        new Intl.DateTimeFormat(locale("gregory"), { timeZone, timeZoneName: "long" })
          .formatToParts(new Date(0))
          .find((p) => p.type === "timeZoneName")?.value ?? timeZone,
    };
    dateFormats.set(key, formats);
  }
  return formats;
}

/** Reads the supplier's UTC "yyyy-MM-dd HH:mm(:ss)" or an ISO instant; null when it is neither. */
export function parseUtc(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatFor({ lang, digits = "native", timeZone, t }: FormatOptions): Format {
  const latin = digits === "latin" || lang === "en";
  const formats = dateFormatsFor(lang, latin ? "latn" : NUMBERING[lang], timeZone);

  const num = (text: string | number): string => {
    const s = String(text);
    if (latin) return s;
    const native = NATIVE_DIGITS[lang];
    return s.replace(/[0-9]/g, (d) => native[Number(d)]!);
  };
  const amount = (value: number | string): string => {
    const text = formatAmount(value);
    if (latin) return text;
    const { group, decimal } = NATIVE_SEPARATORS[lang];
    return num(text.replace(/[,.]/g, (c) => (c === "," ? group : decimal)));
  };
  const currencyWord = (code: string): string => CURRENCY_WORDS[lang][code.trim().toUpperCase()] ?? code;
  const date = (isoDate: string): string => {
    const day = parseUtc(`${isoDate} 00:00`);
    return day ? formats.date.format(day) : isoDate;
  };

  return {
    lang,
    digits: latin ? "latin" : "native",
    // LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE.
    ltr: (text) => (lang === "en" ? text : `\u2066${text}\u2069`),
    list: (items) => items.join(lang === "en" ? ", " : "، "),
    rtlLines: (text) => (lang === "en" ? text : text.replace(/^(?!\u200F)(?=.)/gm, RLM)),
    timeZone,
    zoneName: formats.zoneName,
    num,
    amount,
    money: (value, currency) => `${amount(value)} ${currencyWord(currency)}`.trim(),
    currency: currencyWord,
    count: (value) => (value == null ? "?" : amount(value)),
    duration(minutes) {
      const h = Math.floor(minutes / 60);
      const m = Math.round(minutes % 60);
      // hn and mn choose the word's plural form (Arabic has one, two, a few and many).
      const args = { h: num(h), hn: h, m: num(m), mn: m };
      if (h === 0) return t("duration-minutes", args);
      return m === 0 ? t("duration-hours", args) : t("duration-hours-minutes", args);
    },
    date,
    dateBoth(isoDate) {
      if (lang !== "fa") return date(isoDate);
      const day = parseUtc(`${isoDate} 00:00`);
      if (!day) return isoDate;
      return `${date(isoDate)} (${formats.gregorianDay.format(day)})`;
    },
    instant(at) {
      const when = typeof at === "string" ? parseUtc(at) : at;
      if (!when) return typeof at === "string" ? at : String(at); // Shown as sent rather than guessed at.
      return `${formats.instantDate.format(when)} ${formats.instantTime.format(when)}`;
    },
  };
}
