import { InlineKeyboard } from "grammy";
import { loadPercent } from "../../domain/pace-alerts.js";
import type { PaceAlert } from "../../store/store.js";
import { buttons } from "../buttons.js";
import { ANYONE } from "../callback-data.js";
import type { AlertLines } from "./alert-lines.js";
import { counted, legDate, legName } from "./alert-parts.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/**
 * A pace alert (ledger/pace-alerts.ts, services/pace-watch.ts): what changed on which flight,
 * with the numbers, and the buttons to look closer and to acknowledge it. Pure.
 */

/** Whole percent of seats sold, "–" when the seats are unknown. */
const load = (body: PaceAlert, f: Format): string => (body.capacity ? f.num(loadPercent(body.sold, body.capacity)) : "–");

export function paceAlertLines(lines: AlertLines, body: PaceAlert, t: Translate, f: Format): void {
  const flight = legName(body.leg, f);
  lines.add("title", () => paceTitle(body, t, f));
  lines.add("leg", () => t("alert-leg", { flight, date: legDate(body.leg, f) }));
  lines.add("sold", () =>
    body.capacity === null ? t("pace-alert-sold", counted(body.sold, f)) : t("pace-alert-load", { ...counted(body.sold, f), capacity: f.num(body.capacity), load: load(body, f) }),
  );
  if (body.alert === "behind" && body.usual !== undefined && body.days !== undefined) {
    lines.add("usual", () => t("pace-alert-usual", { usual: f.num(body.usual!), days: body.days!, daysText: f.num(body.days!) }));
  }
  if (body.alert === "soldout") lines.add("hint", () => t("pace-alert-soldout-hint"));
}

/** The alert's first line, also its line in a digest of several. */
export function paceTitle(body: PaceAlert, t: Translate, f: Format): string {
  const flight = legName(body.leg, f);
  if (body.alert === "threshold") return t("pace-alert-threshold", { flight, threshold: f.num(body.threshold ?? 0) });
  if (body.alert === "behind") return t("pace-alert-behind", { flight, percent: f.num(Math.abs(body.percent ?? 0)) });
  if (body.alert === "spike") return t("pace-alert-spike", { flight, ...counted(body.cancellations ?? 0, f) });
  return t("pace-alert-soldout", { flight });
}

export interface PaceKeyboardOptions {
  /** FLIGHT_CONTROL=on: the flight control screen (admins only, checked when pressed). */
  flightControl: boolean;
  /** Already acknowledged: no Acknowledge button. */
  acked?: boolean;
}

/**
 * The flight's /pace line and /manifest for the alert's owner; Acknowledge for anyone let in who
 * reads it (the first press is recorded). Data too long for a button leaves that button out.
 */
export function paceKeyboard(body: PaceAlert, owner: number, t: Translate, opts: PaceKeyboardOptions): InlineKeyboard {
  const { airline, flight: number, origin, destination } = body.leg;
  const date = body.leg.date.slice(0, 10);
  const route = `${origin}${destination}`;
  const keyboard = new InlineKeyboard();
  const add = (label: string, packed: { ok: true; data: string } | { ok: false }) => {
    if (packed.ok) keyboard.text(label, packed.data);
  };
  add(t("pace-alert-pace-button"), buttons.paceDay.pack(owner, { date: date.replaceAll("-", ""), route }));
  add(t("pace-alert-manifest-button"), buttons.flightManifest.pack(owner, { airline, number, date }));
  if (opts.flightControl) add(t("pace-alert-control-button"), buttons.flightControl.pack(owner, { airline, number, date, route }));
  if (!opts.acked) {
    keyboard.row();
    add(t("pace-alert-ack-button"), buttons.paceAck.pack(ANYONE, { alert: body.id }));
  }
  return keyboard;
}
