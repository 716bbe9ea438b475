import { Composer } from "grammy";
import { parseFindText } from "../../domain/find-text.js";
import { findBookings, ledgerIsEmpty } from "../../ledger/find.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { renderFindHits } from "../render/find.js";
import { personalDataFor } from "../render/personal-data.js";
import { replyRendered } from "../reply.js";

/** Hits shown; the rest are counted. */
export const FIND_HITS = 10;

export const findFeature = new Composer<BotContext>();

/** /find TEXT: bookings by PNR, ticket, passenger name (any part), national code, passport, phone or email. */
onCommand(findFeature, "find", async (ctx) => {
  const text = ctx.match.trim();
  const parsed = parseFindText(text);
  if (!parsed.ok) return ctx.reply(ctx.t(`find-error-${parsed.reason}`));
  const { ledger } = ctx.deps;
  const answer = await findBookings(ledger.db, ledger.dialect, parsed.terms, FIND_HITS);
  const pnr = parsed.terms.find((term) => term.kind === "pnr")?.key;
  if (answer.total === 0 && (await ledgerIsEmpty(ledger.db))) return ctx.reply(ctx.t("desk-ledger-empty"));
  await replyRendered(ctx, renderFindHits(answer, text, pnr, personalDataFor(ctx.access.role, ctx.chat?.type === "private"), ctx.from?.id ?? 0, ctx.t, await formatOf(ctx)));
  return undefined;
});

