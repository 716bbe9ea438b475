/**
 * The questions of the booking flow about people: the party, the contact, and each passenger
 * (Latin names, sex, birth date against the age group on the flight's date, nationality against
 * the fare class's rule 8, then a national code or a passport). A wrong answer is explained and
 * asked again (search-ask.ts); nothing is sent to the supplier until every answer is in.
 */
import { ageGroupOn, type AgeGroup } from "../../domain/age-group.js";
import { readCalendarDate } from "../../domain/dates.js";
import { emailOf } from "../../domain/email.js";
import { holdRefusal } from "../../domain/hold-party.js";
import { isCountryCode, normalizeCode } from "../../domain/iata.js";
import { nationalCodeOf } from "../../domain/national-code.js";
import { nationalityRefusal } from "../../domain/nationality.js";
import { MAX_PASSENGERS, parseParty, type Party } from "../../domain/party.js";
import { passportLastsFor, passportNumberOf } from "../../domain/passport.js";
import { latinNameOf } from "../../domain/person-name.js";
import { iranianMobileOf } from "../../domain/phone.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { SellPassenger } from "../../supplier/client.js";
import type { Sex } from "../../supplier/titles.js";
import type { FlowContext } from "../context.js";
import { accept, refuse } from "../flow-ask.js";
import type { FlowConversation } from "../flows.js";
import { flightDates, offerSeats, type BookOffer } from "../book/offer.js";
import type { BookWords } from "../render/book.js";
import { escapeHtml } from "../render/html.js";
import { nationalityChoices, nationalityQuestion, partyExamples, partyQuestion } from "../render/search-checks.js";
import { counted } from "../render/search-flight.js";
import { choiceQuestion } from "../render/search-guided.js";
import { answerText, ask } from "./search-ask.js";

/** The travellers, checked against the seats the offer has left and the 9 seats of a lock. */
export async function askParty(conversation: FlowConversation, ctx: FlowContext, offer: BookOffer, w: BookWords): Promise<Party> {
  const seats = offerSeats(offer.classes);
  return ask<Party>(conversation, ctx, "party", partyQuestion(w), (answer) => {
    const parsed = parseParty("button" in answer ? answer.button.replaceAll("-", " ") : answer.text);
    if (!parsed.ok) {
      const vars = { token: escapeHtml(parsed.error.token ?? ""), ...counted(MAX_PASSENGERS, w.f), ...partyExamples(w) };
      return refuse(ctx.t(`search-party-error-${parsed.error.code}`, vars));
    }
    const refusal = holdRefusal(parsed.party, seats);
    return refusal === null ? accept(parsed.party) : refuse(ctx.t(`book-party-${refusal}`, counted(seats, w.f)));
  });
}

/** The contact's Iranian mobile and, optionally, an email. */
export async function askContact(conversation: FlowConversation, ctx: FlowContext, w: BookWords): Promise<{ mobile: string; email: string }> {
  const mobile = await ask<string>(conversation, ctx, "mobile", { text: ctx.t("book-ask-mobile") }, (answer) => {
    const read = iranianMobileOf(answerText(answer));
    return read ? accept(read) : refuse(ctx.t("book-mobile-bad", { text: escapeHtml(printableSnippet(answerText(answer))) }));
  });
  const emailQuestion = choiceQuestion(ctx.t("book-ask-email"), "email", [[ctx.t("book-button-skip"), "-"]], w);
  const email = await ask<string>(conversation, ctx, "email", emailQuestion, (answer) => {
    if ("button" in answer) return accept("");
    const read = emailOf(answer.text);
    return read ? accept(read) : refuse(ctx.t("book-email-bad", { text: escapeHtml(printableSnippet(answer.text)) }));
  });
  return { mobile, email };
}

/** Passenger `index` (0-based) of `count`, of the age group the party gave that place. */
export async function askPassenger(conversation: FlowConversation, ctx: FlowContext, offer: BookOffer, age: AgeGroup, index: number, count: number, w: BookWords): Promise<SellPassenger> {
  const { t } = ctx;
  const dates = flightDates(offer);
  const who = { index: w.f.num(index + 1), count: w.f.num(count), age: t(`search-age-${age}`) };
  const name = (step: string, key: string) =>
    ask<string>(conversation, ctx, `${step}${index}`, { text: t(key, who) }, (answer) => {
      const read = latinNameOf(answerText(answer));
      return read.ok ? accept(read.name) : refuse(t(`book-name-${read.reason}`));
    });
  const firstName = await name("fn", "book-ask-first-name");
  const lastName = await name("ln", "book-ask-last-name");
  const sexQuestion = choiceQuestion(t("book-ask-sex", { name: escapeHtml(`${firstName} ${lastName}`) }), `sx${index}`, [[t("book-sex-M"), "M"], [t("book-sex-F"), "F"]], w);
  const sex = await ask<Sex>(conversation, ctx, `sx${index}`, sexQuestion, (answer) => {
    const value = answerText(answer).trim().toUpperCase();
    return value === "M" || value === "F" ? accept(value) : refuse(t("search-flow-type-or-press"));
  });
  const birthDate = await ask<string>(conversation, ctx, `bd${index}`, { text: t("book-ask-birth", who) }, (answer) => {
    const read = readCalendarDate(answerText(answer));
    if (!read.ok) return refuse(t(`book-date-${read.reason}`));
    const group = ageGroupOn(read.date, dates.first);
    if (group === null) return refuse(t("book-birth-after-flight"));
    return group === age ? accept(read.date) : refuse(t("book-age-mismatch", { age: t(`search-age-${age}`), actual: t(`search-age-${group}`), date: w.f.date(dates.first) }));
  });
  const codes = nationalityChoices(offer.classes);
  const nationality = await ask<string>(conversation, ctx, `nt${index}`, nationalityQuestion(codes, w, t("book-ask-nationality"), `nt${index}`), (answer) => {
    const typed = answerText(answer);
    if (!isCountryCode(typed)) return refuse(t("search-nationality-error", { token: escapeHtml(printableSnippet(typed)) }));
    const code = normalizeCode(typed);
    // Availability rule 8, before anything is sent: the prohibited list wins.
    const refusal = nationalityRefusal(code, offer.classes);
    return refusal === null ? accept(code) : refuse(t(`book-nationality-${refusal.reason}`, { code: escapeHtml(code) }));
  });
  const base = { age, sex, firstName, lastName, birthDate };
  if (nationality === "IR") {
    const nationalCode = await ask<string>(conversation, ctx, `nc${index}`, { text: t("book-ask-national-code") }, (answer) => {
      const read = nationalCodeOf(answerText(answer));
      return read ? accept(read) : refuse(t("book-national-code-bad"));
    });
    return { ...base, nationalCode, passport: null };
  }
  const number = await ask<string>(conversation, ctx, `pp${index}`, { text: t("book-ask-passport") }, (answer) => {
    const read = passportNumberOf(answerText(answer));
    return read ? accept(read) : refuse(t("book-passport-bad"));
  });
  const expiryDate = await ask<string>(conversation, ctx, `px${index}`, { text: t("book-ask-passport-expiry", { date: w.f.date(dates.last) }) }, (answer) => {
    const read = readCalendarDate(answerText(answer));
    if (!read.ok) return refuse(t(`book-date-${read.reason}`));
    return passportLastsFor(read.date, dates.last) ? accept(read.date) : refuse(t("book-passport-expires", { date: w.f.date(dates.last) }));
  });
  const issuedIn = await ask<string>(conversation, ctx, `pc${index}`, nationalityQuestion([nationality], w, t("book-ask-passport-country"), `pc${index}`), (answer) => {
    const typed = answerText(answer);
    return isCountryCode(typed) ? accept(normalizeCode(typed)) : refuse(t("search-nationality-error", { token: escapeHtml(printableSnippet(typed)) }));
  });
  return { ...base, nationalCode: null, passport: { number, expiryDate, nationality, issuedIn } };
}
