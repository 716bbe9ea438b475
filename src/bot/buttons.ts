/**
 * Every kind of button the bot shows, by name, with its named fields. The short codes are the
 * wire format of buttons already in chats: never change or reuse one. Loading this module
 * checks that the codes are unique and that each kind fits Telegram's 64 bytes.
 */
import { defineButton, field } from "./callback-data.js";

/** A search result's id: 5 random bytes in base 36 (search/results.ts). */
const resultId = () => field.text(8);
/** A journey of a result, by index in base 36 (features/search-checks.ts parses it). */
const journeyIndex = () => field.text(4);

export const buttons = {
  /** The language picker of /lang. */
  language: defineButton("lang", { lang: field.text(8) }),
  /** The digits choice of /lang: the language's own, or Latin. */
  digits: defineButton("dig", { digits: field.text(6) }),
  /** A stranger asks to be let in. */
  accessRequest: defineButton("req", {}),
  /** An admin approves a request with a role, or denies it ("deny"). */
  accessDecision: defineButton("acc", { user: field.id36(), decision: field.text(6) }),
  /** A second admin approves ("a") or refuses ("r") a proposal to make a user (or a request) admin. */
  adminGrant: defineButton("adg", { user: field.id36(), proposal: field.id36(), decision: field.text(1) }),
  /** /users: a page of the list. */
  userList: defineButton("usl", { page: field.int(4) }),
  /** /users: an access request, to decide. */
  userRequest: defineButton("usq", { user: field.id36() }),
  /** /users: a user's detail; with an action (a role, or "revoke"), that change. */
  userDetail: defineButton("usr", { user: field.id36(), action: field.optional(field.text(6)) }),
  /** /subscribe: the topic to subscribe the chat to. */
  alertsSubscribe: defineButton("als", { topic: field.text(16) }),
  /** /unsubscribe: a subscription's id in base 36, or "all". */
  alertsUnsubscribe: defineButton("alu", { which: field.text(11) }),
  /** An admin keeps ("k") or stops ("s") a group's subscription; `view` redraws the list it was on. */
  groupAlertsDecision: defineButton("agd", { subscription: field.id36(), choice: field.text(1), view: field.text(11) }),
  /** An admin forgets a group that removed the bot (its stopped subscriptions, listed in /subscriptions). */
  groupAlertsForget: defineButton("agf", { chat: field.int(16) }),
  /** Under an alert: the booking's history. The PNR comes from the supplier: it may not fit. */
  alertHistory: defineButton("alh", { pnr: field.text() }),
  /** Under /history: the penalty quote, and the refund. */
  historyPenalty: defineButton("hpq", { pnr: field.text() }),
  historyRefund: defineButton("hrf", { pnr: field.text() }),
  /** Search results: a page; a journey's details (a page of them when long). */
  searchPage: defineButton("srp", { result: resultId(), page: field.int(3) }),
  searchDetails: defineButton("srd", { result: resultId(), journey: journeyIndex(), page: field.optional(field.int(3)) }),
  searchRefresh: defineButton("srf", { result: resultId() }),
  /** The same search a day earlier (-1) or later (1). */
  searchShift: defineButton("srs", { result: resultId(), days: field.int(1) }),
  searchParty: defineButton("srq", { result: resultId(), journey: journeyIndex() }),
  searchNationality: defineButton("srn", { result: resultId(), journey: journeyIndex() }),
  /** 🎫 Book a journey's option, by its tag (book/offer.ts offerTag): agents, in a private chat. */
  searchBook: defineButton("srb", { result: resultId(), offer: field.text(10) }),
  /** An answer to a question of the guided search: the question (step) and the value. */
  searchGuided: defineButton("srg", { step: field.text(), value: field.text() }),
  /** A refund flow's buttons: the step they belong to (a summary carries its version) and the action. */
  refund: defineButton("rf", { step: field.text(), action: field.text() }),
  /** Under /history: contacts, remarks and passengers' documents. */
  historyDetails: defineButton("hdt", { pnr: field.text() }),
  /** Search results in a view: a page, sorted by departure ("d") or price ("p"), one airline or all. */
  searchView: defineButton("srv", { result: resultId(), page: field.int(3), sort: field.text(1), airline: field.optional(field.text(8)) }),
  /** The same search a day earlier (-1), later (1) or again (0), kept in the view it was looked at. */
  searchDay: defineButton("sry", { result: resultId(), days: field.int(1), sort: field.text(1), airline: field.optional(field.text(8)) }),
  /** /flights: a flight's manifest (/manifest FLIGHT DATE): airline, number as sent, local date yyyy-MM-dd. */
  flightManifest: defineButton("fmf", { airline: field.text(3), number: field.text(5), date: field.text(10) }),
  /** Under /sales: the Excel of the report, its days (yyyyMMdd) and filters ("THRMHD", "IR", the agency; "-" for none) carried. */
  salesExport: defineButton("slx", { first: field.text(8), last: field.text(8), route: field.text(6), airline: field.text(2), agency: field.optional(field.text()) }),
  /** Under the daily digest's chart: the day's full /sales report (yyyyMMdd); a tapped "/sales DATE" would send /sales alone. */
  salesDay: defineButton("sld", { day: field.text(8) }),
  /** Under /pace: its Excel file, of its days (yyyyMMdd) and filters ("THRMHD", "IR"; "-" for none). */
  paceExport: defineButton("pcx", { first: field.text(8), last: field.text(8), route: field.text(6), airline: field.text(2) }),
  /** Under /pace: one flight's chart, by airline, number as sent, local date and route ("THRMHD"). */
  paceChart: defineButton("pch", { airline: field.text(3), number: field.text(5), date: field.text(10), route: field.text(6) }),
  /** Under a pace alert: /pace of the flight's day (yyyyMMdd) and route ("THRMHD"). */
  paceDay: defineButton("pcd", { date: field.text(8), route: field.text(6) }),
  /** Under a pace alert: acknowledge it (its pace_alerts id); anyone let in who reads it may. */
  paceAck: defineButton("pca", { alert: field.id36() }, { shared: true }),
  /** Under /manifest: its Excel file, of the flight ("IR1234") and its local date (yyyy-MM-dd). */
  manifestExcel: defineButton("mfx", { flight: field.text(6), date: field.text(10) }),
  /** /changed: a flight's tickets, all ("a") or to pick ("p"); the flight by its old date (yyyy-MM-dd) and key (domain/changed-flights.ts). */
  changedFlight: defineButton("chf", { mode: field.text(1), date: field.text(10), key: field.text(7) }),
  /** /changed: a run's draft or summary (schedule-runs.ts id): toggle a ticket ("t" + idx), turn the picker's page ("pg" + page), all (+ page), continue, confirm, cancel. */
  changedRun: defineButton("chr", { run: field.text(12), action: field.text(3), idx: field.optional(field.int(4)) }),
  /** /flights with FLIGHT_CONTROL=on: a flight's control screen, by airline, number as sent, local date and route ("THRMHD"). */
  flightControl: defineButton("fcv", { airline: field.text(3), number: field.text(5), date: field.text(10), route: field.text(6) }),
  /** A flight's control screen: close ("c"), open ("o") or change the capacity ("k") of the supplier's flight (its id) of a date and route. */
  flightAction: defineButton("fca", { action: field.text(1), flight: field.text(12), date: field.text(10), route: field.text(6) }),
  /** A flight control proposal sent to another admin: approve ("a") or reject ("r"). */
  flightProposal: defineButton("fcp", { proposal: field.id36(), decision: field.text(1) }),
};
