import { refundTotals } from "../../domain/refund.js";
import { spacedFlight } from "../../domain/flight-ref.js";
import { isRole } from "../../domain/roles.js";
import type { FlightProposal } from "../../ledger/flight-proposals.js";
import { digestScheduleSchema, reportPeriodSchema, SUBSCRIPTION_KINDS, subscriptionFiltersSchema } from "../../store/alerts-schema.js";
import type { AuditEntry } from "../../store/store.js";
import { asRefundEntry, type RefundEntry } from "../refund/ledger.js";
import type { WaiverBasis } from "../refund/waiver.js";
import { describeSubscription } from "./alerts-subscriptions.js";
import { changeText } from "./flight-control.js";
import { code, escapeHtml } from "./html.js";
import { oneLine } from "./history-parts.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";

/** What an entry's sentence needs beside the entry: the reader's words, and the names and proposals it points to. */
export interface AuditWords {
  t: Translate;
  f: Format;
  /** SUPPLIER_CURRENCY: the currency of the quotes a refund's amounts came from. */
  currency: string;
  /** A user's name as /users knows it; undefined for someone no longer let in. */
  nameOf: (userId: number) => string | undefined;
  /** A flight-control proposal the entry names (from the ledger); undefined when no longer kept. */
  proposal: (id: number) => FlightProposal | undefined;
}

const WAIVER_WORDS: Record<WaiverBasis, string> = {
  "history shows a change": "audit-waiver-history",
  "admin override": "audit-waiver-admin",
  "supplier lists a schedule change": "audit-waiver-schedule-list",
};

const str = (entry: AuditEntry, key: string): string | undefined => (typeof entry[key] === "string" ? (entry[key] as string) : undefined);
const numberOf = (entry: AuditEntry, key: string): number | undefined => (typeof entry[key] === "number" ? (entry[key] as number) : undefined);
const list = (entry: AuditEntry, key: string): string[] => (Array.isArray(entry[key]) ? (entry[key] as unknown[]).map(String) : []);

/** The entry as a sentence in the reader's language: who did what, to which booking, flight, person or chat, and how it ended. */
export function auditSentence(entry: AuditEntry, w: AuditWords): string {
  const { t, f } = w;
  const who = actor(entry, w);
  const person = (idKey: string, nameKey?: string) => personName(numberOf(entry, idKey), nameKey ? str(entry, nameKey) : undefined, w);
  const flight = (value: string | undefined) => f.ltr(oneLine(spacedFlight(value ?? "?")));
  const proposalWords = () => {
    const id = numberOf(entry, "proposal") ?? 0;
    const p = w.proposal(id);
    return { id: f.num(id), change: p ? changeText(p, w) : t("audit-proposal-gone") };
  };
  switch (entry.action) {
    case "refund": {
      const refund = asRefundEntry(entry);
      return refund ? refundSentence(refund, who, w) : oneLine(entry.action);
    }
    case "refund.confirmed":
    case "refund.rejected":
    case "refund.expired": {
      const amount = numberOf(entry, "refundedAmount");
      const remarks = str(entry, "remarks");
      return t(`audit-${entry.action.replace(".", "-")}`, {
        pnr: code(oneLine(str(entry, "pnr"))),
        tracking: code(oneLine(str(entry, "trackingCode"))),
        agent: person("agentId"),
        amount: amount === undefined ? t("audit-amount-unknown") : escapeHtml(f.money(amount, str(entry, "currency") ?? w.currency)),
        remarks: remarks ? oneLine(remarks) : "",
        hasRemarks: remarks ? "yes" : "no",
      });
    }
    case "user.approve":
    case "user.revoke":
    case "user.deny":
      return t(`audit-${entry.action.replace(".", "-")}`, { who, target: person("target", "targetName"), role: roleWord(str(entry, "role"), t) });
    case "user.role":
      return t("audit-user-role", { who, target: person("target", "targetName"), from: roleWord(str(entry, "from"), t), to: roleWord(str(entry, "to"), t) });
    case "user.admin-propose":
      return t("audit-admin-propose", { who, target: person("target", "targetName") });
    case "user.admin": {
      const approvedBy = numberOf(entry, "approvedBy");
      const vars = { who, target: person("target", "targetName"), by: person("grantedBy"), approver: person("approvedBy") };
      return t(approvedBy === undefined ? "audit-admin-made" : "audit-admin-approved", vars);
    }
    case "user.admin-refuse":
      return t("audit-admin-refuse", { who, target: person("target", "targetName"), by: person("proposedBy") });
    case "flight.propose":
      return t("audit-flight-propose", { who, ...proposalWords() });
    case "flight.approve":
    case "flight.reject":
      return t(`audit-${entry.action.replace(".", "-")}`, { who, proposer: person("proposer"), ...proposalWords() });
    case "flight.expire":
      return t(str(entry, "reason") === "proposer-not-admin" ? "audit-flight-lapsed" : "audit-flight-expire", proposalWords());
    case "flight.outcome": {
      const result = str(entry, "result") ?? "unknown";
      const message = str(entry, "message");
      return t("audit-flight-outcome", {
        ...proposalWords(),
        result: t(`audit-flight-result-${FLIGHT_RESULTS.has(result) ? result : "unknown"}`),
        detail: message ? ` (${oneLine(message)})` : "",
        interrupted: entry["interrupted"] === true ? "yes" : "no",
      });
    }
    case "group-alerts.keep":
    case "group-alerts.stop": {
      const what = subscriptionWords(entry, t);
      return t(entry.action === "group-alerts.keep" ? "audit-group-keep" : "audit-group-stop", { who, what, chat: code(String(numberOf(entry, "chatId") ?? "?")), maker: person("madeBy", "makerName") });
    }
    case "group-alerts.forget":
      return t("audit-group-forget", { who, chat: code(String(numberOf(entry, "chatId") ?? "?")), count: numberOf(entry, "subscriptions") ?? 0, countText: f.num(numberOf(entry, "subscriptions") ?? 0) });
    case "export.sales":
      return t("audit-export-sales", { who, from: f.date(str(entry, "firstDate") ?? ""), to: f.date(str(entry, "lastDate") ?? ""), rows: numberOf(entry, "rows") ?? 0, rowsText: f.num(numberOf(entry, "rows") ?? 0) });
    case "export.pace":
      return t("audit-export-pace", { who, from: f.date(str(entry, "firstDate") ?? ""), to: f.date(str(entry, "lastDate") ?? ""), rows: numberOf(entry, "rows") ?? 0, rowsText: f.num(numberOf(entry, "rows") ?? 0) });
    case "pace.ack":
      return t("audit-pace-ack", { who, flight: f.ltr(oneLine(str(entry, "flight") ?? "?")), date: f.date(str(entry, "flightDate") ?? "") });
    case "manifest.export":
      return t("audit-export-manifest", {
        who,
        flight: flight(str(entry, "flight")),
        date: f.date(str(entry, "date") ?? ""),
        rows: numberOf(entry, "rows") ?? 0,
        rowsText: f.num(numberOf(entry, "rows") ?? 0),
        masked: entry["masked"] === false ? "no" : "yes",
      });
    case "changed.run-start":
    case "changed.run-resume":
    case "changed.run-end": {
      const codes = list(entry, "trackingCodes");
      return t(`audit-${entry.action.replace(".", "-")}`, {
        who,
        flight: flight(str(entry, "flight")),
        tickets: numberOf(entry, "tickets") ?? 0,
        ticketsText: f.num(numberOf(entry, "tickets") ?? 0),
        done: f.num(numberOf(entry, "done") ?? 0),
        refused: f.num(numberOf(entry, "refused") ?? 0),
        unknown: f.num(numberOf(entry, "unknown") ?? 0),
        codes: codes.length > 0 ? codes.map((c) => code(oneLine(c))).join(", ") : "",
        hasCodes: codes.length > 0 ? "yes" : "no",
      });
    }
    case "book.hold":
    case "book":
    case "book.outcome":
    case "book.release":
      return bookSentence(entry, who, w);
    default:
      // An action this version has no words for (a newer instance wrote it): as it was written.
      return t("audit-other", { who, action: code(oneLine(entry.action)) });
  }
}

/** A group subscription an entry kept: its topic and filters in words, as /subscribe lists them. */
function subscriptionWords(entry: AuditEntry, t: Translate): string {
  const kind = SUBSCRIPTION_KINDS.find((k) => k === entry["topic"]);
  const filters = subscriptionFiltersSchema.safeParse(entry["filters"] ?? {});
  const digest = digestScheduleSchema.safeParse(entry["digest"]);
  const report = reportPeriodSchema.safeParse(entry["report"]);
  if (!kind || !filters.success || ((kind === "digest" || kind === "report") && !digest.success) || (kind === "report" && !report.success)) return t("audit-alerts-unknown");
  return oneLine(describeSubscription({ topic: kind, filters: filters.data, ...(digest.success ? { digest: digest.data } : {}), ...(report.success ? { report: report.data } : {}) }, t));
}

const FLIGHT_RESULTS = new Set(["holds", "mismatch", "stale", "unknown", "unchecked", "refused", "not-sent", "rejected", "expired"]);

/** Who acted: the bot for its own work, else the name the entry kept, or /users knows, or the id. */
function actor(entry: AuditEntry, w: AuditWords): string {
  if (entry.userId === 0) return w.t("audit-the-bot");
  return personName(entry.userId, str(entry, "userName"), w);
}

function personName(id: number | undefined, kept: string | undefined, w: AuditWords): string {
  if (id === undefined) return w.t("audit-someone");
  const name = kept ?? w.nameOf(id);
  return name ? `<b>${oneLine(name)}</b>` : w.t("audit-user-id", { id: code(String(id)) });
}

function roleWord(role: string | undefined, t: Translate): string {
  return role && isRole(role) ? t(`role-${role}`) : oneLine(role ?? "?");
}

function refundSentence(entry: RefundEntry, who: string, w: AuditWords): string {
  const { t, f } = w;
  const totals = refundTotals(entry.amounts);
  const parts = [
    t("audit-refund", {
      who,
      pnr: code(oneLine(entry.pnr)),
      tickets: entry.tickets.map((ticket) => code(oneLine(ticket))).join(", "),
      count: entry.tickets.length,
      reason: t(`refund-reason-${entry.reason}`),
      penalty: escapeHtml(f.money(totals.penalty, w.currency)),
    }),
    t(`audit-result-${entry.result}`),
  ];
  if (entry.waiver) parts.push(t(WAIVER_WORDS[entry.waiver]));
  if (entry.trackingCode) parts.push(t("refund-tracking", { code: oneLine(entry.trackingCode) }));
  if (entry.detail) parts.push(oneLine(entry.detail));
  return parts.join(" · ");
}

const BOOK_RESULTS: Record<string, readonly string[]> = {
  "book.hold": ["held", "refused", "unknown"],
  book: ["issued", "refused", "unknown", "blocked"],
  "book.outcome": ["issued", "failed", "unknown"],
};
const RELEASE_WHYS = new Set(["cancel", "left", "expired", "fare-changed", "refused", "abandoned"]);

/** Selling's entries (bot/book/audit.ts): a hold, a Book, what GetStatus told, seats given back. */
function bookSentence(entry: AuditEntry, who: string, w: AuditWords): string {
  const { t, f } = w;
  const flight = f.ltr(oneLine(str(entry, "flight") ?? "?"));
  if (entry.action === "book.release") {
    const why = str(entry, "why") ?? "";
    return t("audit-book-release", { who, flight, why: RELEASE_WHYS.has(why) ? t(`audit-book-why-${why}`) : oneLine(why) });
  }
  const key = `audit-${entry.action.replace(".", "-")}`;
  const result = str(entry, "result") ?? "";
  const detail = str(entry, "detail");
  const total = numberOf(entry, "total");
  const passengers = numberOf(entry, "passengers") ?? 0;
  return t(key, {
    who,
    agent: personName(numberOf(entry, "agentId"), undefined, w),
    flight,
    reference: code(oneLine(str(entry, "reference") ?? "—")),
    total: total === undefined ? t("audit-amount-unknown") : escapeHtml(f.money(total, str(entry, "currency") ?? w.currency)),
    n: passengers,
    nText: f.num(passengers),
    result: BOOK_RESULTS[entry.action]?.includes(result) ? t(`${key}-${result}`, { pnr: code(oneLine(str(entry, "pnr") ?? "—")) }) : oneLine(result),
    detail: detail ? ` · ${oneLine(detail)}` : "",
  });
}
