/**
 * Inline mode's answer: one article per flight (a journey: a round trip's two flights are one),
 * its title and description plain text, and the card it sends into the chat in HTML: the
 * flights, the cheapest fare (TotalFare) with its currency, the seats left, when the fares were
 * read. The card may be sent where customers read it: never the agency's payable or commission
 * (those stay in the private /search answer). Under the card, a link that opens the same search
 * in the bot's private chat.
 */
import { InlineKeyboard } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import type { ParsedSearch } from "../../domain/parsed-search.js";
import { deepLink, searchPayload } from "../../domain/start-payload.js";
import { MAX_INLINE_RESULTS, type InlineAnswer } from "../search/inline-answers.js";
import type { Journey } from "../search/journeys.js";
import { plainText } from "./html.js";
import { classLabel, flightLine, isTourOnly, journeySeatsText, journeyTitle, money, optionCodes, type SearchTexts } from "./search-flight.js";
import { queryHeader } from "./search-results.js";

export interface InlineCardContext extends SearchTexts {
  /** The bot's username, for the link to its private chat. */
  botUsername: string;
}

export function renderInlineCards(query: ParsedSearch, answer: InlineAnswer, c: InlineCardContext): InlineQueryResultArticle[] {
  return answer.journeys.slice(0, MAX_INLINE_RESULTS).map((journey, i) => {
    const own = journeyQuery(query, journey);
    const cheapest = journey.options[0]!;
    const payload = searchPayload(own);
    const keyboard = payload === null ? undefined : new InlineKeyboard().url(c.t("inline-open-button"), deepLink(c.botUsername, payload));
    return {
      type: "article",
      id: String(i),
      title: plainText(journeyTitle(journey, c.f)),
      description: plainText(
        c.t("inline-card-description", {
          total: money(cheapest.adultTotal, answer.currency, c.f),
          classes: optionCodes(cheapest, c.f),
          seats: journeySeatsText(journey, cheapest, c),
        }),
      ),
      input_message_content: { message_text: cardText(own, journey, answer, c), parse_mode: "HTML", link_preview_options: { is_disabled: true } },
      ...(keyboard ? { reply_markup: keyboard } : {}),
    };
  });
}

function cardText(query: ParsedSearch, journey: Journey, answer: InlineAnswer, c: SearchTexts): string {
  const withDates = new Set(query.routes.map((route) => route.date)).size > 1;
  const lines = [
    ...queryHeader(query, c),
    "",
    ...customerLines(journey, answer.currency, withDates, c),
    "",
    c.t("search-as-of", { time: c.f.instant(answer.fetchedAt), zone: c.f.zoneName }),
    c.t("search-recheck"),
  ];
  return c.f.rtlLines(lines.join("\n"));
}

/** The journey's flights, then its cheapest fare, classes and seats: what a customer may read. */
function customerLines(journey: Journey, currency: string, withDates: boolean, c: SearchTexts): string[] {
  const cheapest = journey.options[0]!;
  const price = c.t("inline-card-price", {
    total: money(cheapest.adultTotal, currency, c.f),
    classes: cheapest.classes.map((flightClass) => classLabel(flightClass, c.t)).join(" + "),
    seats: journeySeatsText(journey, cheapest, c),
  });
  const tour = isTourOnly(cheapest) ? ` · ${c.t("search-tour-only")}` : "";
  return [...journey.segments.map((segment) => flightLine(segment, c, withDates)), `${price}${tour}`];
}

/**
 * The search of this journey alone: a search of several destinations becomes the one-way
 * search of the journey's destination; any other search already is the journey's.
 */
function journeyQuery(query: ParsedSearch, journey: Journey): ParsedSearch {
  if (query.kind !== "multi-dest") return query;
  const destination = journey.segments[0]?.Destination.Code.trim().toUpperCase();
  const route = query.routes.find((r) => r.destination === destination);
  return route ? { ...query, kind: "oneway", routes: [route] } : query;
}
