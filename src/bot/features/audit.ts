import { Composer } from "grammy";
import { proposalsByIds } from "../../ledger/flight-proposals.js";
import { AUDIT_CAP, type AuditEntry } from "../../store/store.js";
import { auditMatches, MAX_COUNT, parseAuditQuery, type AuditQuery } from "../audit-query.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { renderAudit } from "../render/audit.js";
import { escapeHtml } from "../render/html.js";
import { replyRendered } from "../reply.js";
import { spacedFlight } from "../../domain/flight-ref.js";
import type { Format } from "../render/format.js";
import type { Translate } from "../render/types.js";

export const auditFeature = new Composer<BotContext>();

/**
 * /audit [N | PNR | FLIGHT [DATE] | @user | refunds|flights|exports|access]: the latest entries
 * of the audit log, or the latest MAX_COUNT about one booking, flight, person or kind, each a
 * sentence.
 */
onCommand(auditFeature, "audit", async (ctx) => {
  const { store, ledger, config } = ctx.deps;
  const query = parseAuditQuery(ctx.match, config.displayTimezone, ctx.deps.now());
  if (query.kind === "bad") return ctx.reply(ctx.t("audit-usage"));
  const people = query.kind === "user" ? peopleCalled(store.users.list(), query.handle) : new Set<number>();
  if (query.kind === "user" && people.size === 0) return ctx.reply(ctx.t("audit-no-user", { handle: escapeHtml(query.handle) }));
  const candidates = store.audit.latest(query.kind === "latest" ? query.count : AUDIT_CAP);
  const proposals = await proposalsByIds(ledger.db, proposalIds(candidates));
  const lookups = { proposal: (id: number) => proposals.get(id), people };
  const entries = candidates.filter((entry) => auditMatches(entry, query, lookups)).slice(0, MAX_COUNT);
  const f = await formatOf(ctx);
  const words = { t: ctx.t, f, currency: config.supplier.currency, nameOf: (id: number) => store.users.get(id)?.name, proposal: lookups.proposal };
  await replyRendered(ctx, renderAudit(entries, words, filterWords(query, ctx.t, f)));
});

/** The staff a handle means: their @username, else a name containing it (case aside). */
function peopleCalled(users: { id: number; name: string; username?: string }[], handle: string): Set<number> {
  const wanted = handle.toLowerCase();
  const byUsername = users.filter((u) => u.username?.toLowerCase() === wanted);
  return new Set((byUsername.length > 0 ? byUsername : users.filter((u) => u.name.toLowerCase().includes(wanted))).map((u) => u.id));
}

function proposalIds(entries: AuditEntry[]): number[] {
  const ids = entries.flatMap((e) => (e.action.startsWith("flight.") && typeof e["proposal"] === "number" ? [e["proposal"]] : []));
  return [...new Set(ids)];
}

/** What the list was narrowed to, in the title; undefined for the plain latest entries. */
function filterWords(query: AuditQuery, t: Translate, f: Format): string | undefined {
  switch (query.kind) {
    case "code":
      return f.ltr(escapeHtml(spacedFlight(query.code)));
    case "flight":
      return `${f.ltr(escapeHtml(spacedFlight(query.flight)))} · ${f.date(query.date)}`;
    case "user":
      return f.ltr(`@${escapeHtml(query.handle)}`);
    case "topic":
      return t(`audit-topic-${query.topic}`);
    default:
      return undefined;
  }
}
