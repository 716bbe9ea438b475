import { Composer } from "grammy";
import { isPnr, normalizeCode } from "../../domain/iata.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { readLocalRef } from "../pnr-argument.js";
import { escapeHtml } from "../render/html.js";
import { renderStatus } from "../render/status.js";
import { replyRendered } from "../reply.js";
import { describeFailure, notShown, type CallResult } from "../supplier-call.js";
import { SupplierError } from "../../supplier/errors.js";
import type { StatusResponse } from "../../supplier/schemas/booking.js";
import { onCommand } from "../on-command.js";
import { bookClaimOf } from "../../ledger/book-claims.js";
import { pendingOf, recordOutcome } from "../book/outcome.js";
import { readingOf } from "../book/status.js";
import type { Format } from "../render/format.js";

export const statusFeature = new Composer<BotContext>();

/** /status REF: the outcome of a booking request that got no answer (GetStatus). */
onCommand(statusFeature, "status", async (ctx) => {
  const word = ctx.match.trim().split(/\s+/)[0] ?? "";
  if (word === "") return ctx.reply(ctx.t("booking-usage-status"));
  const ref = readLocalRef(word);
  if (!ref) return ctx.reply(ctx.t("booking-bad-ref", { text: escapeHtml(printableSnippet(word)) }));
  await ctx.replyWithChatAction("typing");
  let asked = ref.asked;
  let answer = await askStatus(ctx, asked);
  // The interface has no "not found": a refusal of the upper-cased reference is asked again as typed.
  if (!answer.ok && answer.failure.type === "supplier" && ref.typed !== ref.asked) {
    asked = ref.typed;
    answer = await askStatus(ctx, asked);
  }
  if (!answer.ok) {
    const text = notShown(ctx, answer.failure, "status-not-found", { ref: escapeHtml(ref.asked) });
    // Staff often paste a PNR here: it is /history's.
    const said = answer.failure.type === "supplier";
    const pnr = !said ? "" : isPnr(word) ? ctx.t("status-try-history", { pnr: escapeHtml(normalizeCode(word)) }) : ctx.t("status-see-history");
    const [first, ...rest] = text.split("\n");
    return ctx.reply(pnr ? [first, pnr, ...rest].join("\n") : text);
  }
  const f = await formatOf(ctx);
  const made = await ourBooking(ctx, asked, answer.value, f);
  await replyRendered(ctx, renderStatus(asked, answer.value, { t: ctx.t, f }, ctx.from!.id, made));
});

/**
 * A reference of the bot's own Book (/book): who sent it, when, for which flight. An outcome
 * that was unknown and that GetStatus now tells is recorded (the hold's row, the audit).
 */
async function ourBooking(ctx: BotContext, ref: string, status: StatusResponse, f: Format): Promise<string | undefined> {
  const claim = await bookClaimOf(ctx.deps.ledger.db, ref);
  const book = claim && pendingOf(claim);
  if (!claim || !book) return undefined;
  const reading = readingOf(status);
  if (claim.state === "unknown" && reading.state !== "unknown") await recordOutcome(ctx.deps, book, reading, ctx.from!.id);
  return ctx.t("status-book-claim", { name: escapeHtml(claim.user_name), time: f.instant(book.sentAt), flight: f.ltr(escapeHtml(claim.flight)) });
}

/**
 * GetStatus of one reference. The supplier says it knows no such request at 200, 400 or 500
 * alike: words below 500, or words about the reference at any status, are its answer, not an
 * outage. Other words at 5xx are a failure of its own (said as such, with its words).
 */
async function askStatus(ctx: BotContext, ref: string): Promise<CallResult<StatusResponse>> {
  try {
    return { ok: true, value: await ctx.deps.supplier.getStatus(ref) };
  } catch (err) {
    const words = err instanceof SupplierError ? err.explanation : null;
    if (err instanceof SupplierError && words !== null && (!err.serverFailure || err.speaksOf(ref))) {
      ctx.log.info({ operation: err.operation, code: err.code, status: err.status, traceId: err.traceId }, "supplier refused");
      return { ok: false, failure: { type: "supplier", kind: err.kind, code: err.code, message: words, traceId: err.traceId } };
    }
    return { ok: false, failure: describeFailure(ctx, err) };
  }
}
