/** Wire types shared by several operations. Field names are the supplier's (PascalCase). */

export type WireCulture = "fa-IR" | "en-US" | "ar-IQ";

export interface WireIranianCartMelli {
  CodeMelli: string;
}

export interface WirePassport {
  Number: string;
  /** yyyy-MM-dd */
  ExpiryDate: string;
  /** Two-letter country code. */
  IssuingCountry: string;
}

export interface WireSaleCurrency {
  Id: number;
  Code: string;
}

export interface WireErrorBody {
  ExceptionType: string;
  ErrorMessage: string | null;
}
