import { describe, expect, it } from "vitest";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import { createI18n } from "../../../src/bot/i18n.js";
import { bookRefusalText, passengerLine, renderIssued, renderSummary, totalLines, type BookWords } from "../../../src/bot/render/book.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { BookOffer } from "../../../src/bot/book/offer.js";
import type { Language } from "../../../src/domain/languages.js";
import type { Store } from "../../../src/store/store.js";
import { AvailabilityResponseSchema } from "../../../src/supplier/schemas/availability.js";
import { SAMPLE_QUERY, roundTripSample } from "../../support/search-sample.js";

const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
function words(lang: Language): BookWords {
  const t = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
  return { t, f: formatFor({ lang, timeZone: "Asia/Tehran", t }), owner: 42 };
}

const [segment] = AvailabilityResponseSchema.parse(roundTripSample({ itineraries: 1, fareName: "Saver <b>&" })).ItineraryList[0]!.FlightList;
const flightClass = { ...segment!.FlightClass, AdultFare: { ...segment!.FlightClass.AdultFare, Payable: 10_000_000.5 }, ChildFare: { ...segment!.FlightClass.ChildFare, Payable: 7_500_000 }, InfantFare: { ...segment!.FlightClass.InfantFare, Payable: 1_000_000 } };
const offer: BookOffer = { query: SAMPLE_QUERY, currency: "IRR", segments: [segment!], classes: [flightClass] };
const reza = { age: "adult", sex: "M", firstName: "REZA", lastName: "TEHRANI", birthDate: "1985-06-01", nationalCode: "0499370899", passport: null } as const;
const leyla = { age: "child", sex: "F", firstName: "LEYLA", lastName: "<KARIMI>", birthDate: "2019-03-09", nationalCode: null, passport: { number: "P9988776", expiryDate: "2030-01-01", nationality: "TR", issuedIn: "TR" } } as const;

describe("the screens of selling", () => {
  it("totals per age group and count from the supplier's amounts, then the total payable", () => {
    const lines = totalLines([flightClass], { adults: 2, children: 1, infants: 0 }, 27_500_001, "IRR", words("en"));
    expect(lines).toEqual(["👤 Adult: 2 × 10,000,000.5 IRR = 20,000,001 IRR", "🧒 Child: 1 × 7,500,000 IRR = 7,500,000 IRR", "💵 <b>Total payable 27,500,001 IRR</b>"]);
    expect(totalLines([flightClass], { adults: 1, children: 0, infants: 1 }, 11_000_000.5, "IRR", words("fa"))[1]).toBe("👶 نوزاد: ۱ × ۱٬۰۰۰٬۰۰۰ ریال = ۱٬۰۰۰٬۰۰۰ ریال");
  });

  it("masks each passenger's document and escapes names", () => {
    expect(passengerLine(reza, 0, words("en"))).toBe("1. <b>REZA TEHRANI</b> · 👤 Adult · ♂ Male · 1 Jun 1985 · IR ••••0899");
    const line = passengerLine(leyla, 1, words("en"));
    expect(line).toContain("&lt;KARIMI&gt;");
    expect(line).toContain("TR ••••8776");
    expect(line).not.toContain("P9988776");
  });

  it("shows the hold with its countdown, Confirm and Cancel; every outside text escaped", () => {
    const summary = renderSummary(
      { offer, party: { adults: 1, children: 1, infants: 0 }, passengers: [reza, leyla], mobile: "09121234567", email: "", total: 17_500_000.5, expiresAt: "2026-11-22T10:10:00Z", minutes: 10 },
      "cf1",
      words("en"),
    );
    expect(summary.text).toContain("Saver &lt;b&gt;&amp;");
    expect(summary.text).toContain("⏳ Held for 10 minutes, until 22 Nov 2026 13:40 (Iran Standard Time)");
    expect(summary.text).toContain("📱 09121234567 · ✉️ —");
    const pressed = summary.keyboard!.inline_keyboard.flat().map((b) => ("callback_data" in b ? decodeCallback(b.callback_data)?.fields : undefined));
    expect(pressed).toEqual([["cf1", "ok"], ["cf1", "no"]]);
  });

  it("answers the booking with its PNR, each passenger's tickets, the amount and its history", () => {
    const issued = renderIssued({ pnr: "GELSHY", passengers: [{ name: "REZA TEHRANI", tickets: ["1104429885728", "1104429885729"] }] }, "23702000", "IRR", "FDK-ABC", words("en"));
    expect(issued.text).toBe("✅ <b>Booked: PNR <code>GELSHY</code></b>\n1. REZA TEHRANI · ticket <code>1104429885728</code>, <code>1104429885729</code>\n💵 Debited: <b>23,702,000 IRR</b>\nReference <code>FDK-ABC</code>");
    expect(issued.keyboard!.inline_keyboard.flat()[0]!.text).toBe("📘 Full history");
  });

  it("says a refusal in the bot's words where it has them, the supplier's otherwise", () => {
    const { t } = words("en");
    const refusal = (kind: string, message: string | null) => bookRefusalText({ type: "supplier", kind: kind as never, code: "X", message, traceId: null }, t);
    expect(refusal("NoCredit", null)).toMatch(/no credit left/);
    expect(refusal("ForbiddenNationality", "AF")).toMatch(/nationality for this class \(Error1012\)/);
    expect(refusal("Exception", "<b>closed</b>")).toBe("⛔ The supplier refused the booking: &lt;b&gt;closed&lt;/b&gt;. Nothing was booked.");
  });
});
