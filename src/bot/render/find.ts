import { InlineKeyboard } from "grammy";
import type { FindAnswer, FindHit } from "../../ledger/find.js";
import { addButton } from "../callback-data.js";
import { buttons } from "../buttons.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
import type { PersonalData } from "./personal-data.js";
import type { Rendered, Translate } from "./types.js";

/**
 * /find's hits: one line per booking, the passenger that matched named, a History button each.
 * None found for a text that reads as a PNR (`pnr`): the supplier may know the booking all the
 * same (sold before the ledger began, or by another channel), so /history is a tap away.
 */
export function renderFindHits(answer: FindAnswer, query: string, pnr: string | undefined, data: PersonalData, owner: number, t: Translate, f: Format): Rendered {
  if (answer.total === 0 && pnr !== undefined) {
    const keyboard = addButton(new InlineKeyboard(), t("find-button-open-history", { pnr }), buttons.alertHistory.pack(owner, { pnr }));
    return { text: t("find-none-pnr", { query: escapeHtml(query), pnr }), keyboard };
  }
  if (answer.total === 0) return { text: t("find-none", { query: escapeHtml(query) }) };
  // Past the cap the count is "more than 1,000" (ledger/find.ts counts no further).
  const title = answer.capped ? "find-title-over" : "find-title";
  const lines = [bold(t(title, { n: answer.total, count: f.num(answer.total), query: escapeHtml(query) }))];
  const keyboard = new InlineKeyboard();
  answer.hits.forEach((hit, i) => {
    lines.push(hitLine(hit, i + 1, data, t, f));
    addButton(keyboard, t("find-button-history", { pnr: hit.pnr }), buttons.alertHistory.pack(owner, { pnr: hit.pnr }));
    // The PNR is what staff paste into other systems: one tap copies it.
    keyboard.copyText(t("find-button-copy", { pnr: hit.pnr }), hit.pnr).row();
  });
  const rest = answer.total - answer.hits.length;
  if (answer.capped) lines.push("", t("find-more-over", { n: rest, count: f.num(rest) }));
  else if (rest > 0) lines.push("", t("find-more", { n: rest, count: f.num(rest) }));
  lines.push("", t("find-zone", { zone: escapeHtml(f.zoneName) }));
  return { text: lines.join("\n"), keyboard };
}

function hitLine(hit: FindHit, n: number, data: PersonalData, t: Translate, f: Format): string {
  const p = hit.passenger;
  const name = p ? escapeHtml(`${p.firstName ?? ""} ${p.lastName ?? ""}`.trim()) : "?";
  const others = hit.passengerCount - 1;
  const head = `${f.num(n)}. ${bold(f.ltr(escapeHtml(hit.pnr)))} · ${name}${others > 0 ? ` ${t("find-others", { n: others, count: f.num(others) })}` : ""}`;
  const flight = hit.firstFlight ? `${f.ltr(escapeHtml(hit.firstFlight))} ${hit.firstFlightDate ? f.date(hit.firstFlightDate) : ""}`.trim() : "";
  const detail = [f.ltr(escapeHtml(hit.route)), flight, hit.agency ? escapeHtml(hit.agency) : "", t("find-booked", { at: f.instant(hit.bookedAt) })].filter((s) => s !== "");
  const matched = matchedValue(hit, data);
  return [head, `   ${detail.join(" · ")}`, ...(matched ? [`   ${t(`find-by-${hit.matched}`)}: ${f.ltr(escapeHtml(matched))}`] : [])].join("\n");
}

/** The personal value that matched, as the reader may see it; none for a PNR, ticket or name. */
function matchedValue(hit: FindHit, data: PersonalData): string {
  switch (hit.matched) {
    case "national-code":
      return data.nationalCode(hit.passenger?.nationalCode ?? null);
    case "passport":
      return data.passport(hit.passenger?.passport ?? null);
    case "phone":
      return data.phone(hit.phone);
    case "email":
      return data.email(hit.email);
    default:
      return "";
  }
}
