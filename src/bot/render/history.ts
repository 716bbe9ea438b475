import { InlineKeyboard } from "grammy";
import type { HistoryResponse } from "../../supplier/schemas/booking.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import { describeFields, oneLine, passengerLines, segmentLines, withoutPersonalData } from "./history-parts.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import { formatUtcIn } from "./time.js";
import type { Rendered, Translate } from "./types.js";

export interface HistoryView {
  pnr: string;
  history: HistoryResponse;
  timeZone: string;
  /** Who asked: the buttons are theirs. */
  owner: number;
  /** Agents and admins, in a private chat, get the refund button. */
  canRefund: boolean;
  /** National ids, passports, phones and emails: shown in a private chat, left out in groups. */
  personal: boolean;
}

/**
 * A booking as messages: the header, one block per passenger (with their segments), then the
 * three history lists. Blocks are packed whole into messages under Telegram's limit, so a long
 * booking splits between passengers, never inside one. The buttons go under the last message.
 */
export function renderHistory(view: HistoryView, t: Translate): Rendered[] {
  const { history, pnr } = view;
  const initial = history.History_InitialBooking;
  const header = [
    t("history-title", { pnr: escapeHtml(pnr) }),
    t("history-booked", { time: escapeHtml(formatUtcIn(initial.BookingDateTime, view.timeZone)) }),
    view.personal ? t("history-contact", { phone: oneLine(initial.Phone ?? "—"), email: oneLine(initial.Email ?? "—") }) : t("history-private-only"),
  ];
  if (initial.Remarks?.trim()) header.push(t("history-remarks", { remarks: oneLine(initial.Remarks) }));
  const passengers = history.LastState.PassengerList;
  header.push("", t("history-passengers", { count: passengers.length }));

  const blocks = [header.join("\n")];
  passengers.forEach((p, i) => {
    const segments = p.SegmentList.map((s) => segmentLines(s, pnr, t).join("\n"));
    blocks.push([...passengerLines(p, i, t, view.personal), ...(segments.length ? segments : [t("history-no-segments")])].join("\n"));
  });
  const list = (title: string, items: Record<string, unknown>[]) =>
    listBlock(t(title, { count: items.length }), view.personal ? items : items.map(withoutPersonalData));
  blocks.push(
    list("history-cancellations", history.History_Cancelation.HistoryList),
    list("history-passenger-changes", history.History_PassengerInfoChanged.HistoryList),
    list("history-flight-changes", history.History_ChangedFlight.HistoryList),
  );

  const keyboard = addButton(new InlineKeyboard(), t("history-button-penalty"), buttons.historyPenalty.pack(view.owner, { pnr }));
  if (view.canRefund) addButton(keyboard, t("history-button-refund"), buttons.historyRefund.pack(view.owner, { pnr }));
  const pages = packBlocks(blocks);
  return pages.map((text, i) => (i === pages.length - 1 ? { text, keyboard } : { text }));
}

function listBlock(title: string, items: Record<string, unknown>[]): string {
  return [title, ...items.map((item) => `• ${describeFields(item)}`)].join("\n");
}

/** Whole blocks per message while they fit; a block too long for one message is split later, by lines. */
function packBlocks(blocks: string[], limit = TELEGRAM_TEXT_LIMIT - 96): string[] {
  const pages: string[] = [];
  for (const block of blocks) {
    const last = pages.at(-1);
    if (last !== undefined && last.length + 2 + block.length <= limit) pages[pages.length - 1] = `${last}\n\n${block}`;
    else pages.push(block);
  }
  return pages;
}

