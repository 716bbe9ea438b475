/**
 * Two short flows behind the buttons of a journey: the price for a party (presets or typed
 * "2 adults 1 child 1 infant") and the nationality check (a country code). A wrong answer is
 * explained and asked again; /cancel leaves.
 */
import { knownQuery } from "../search/known-query.js";
import { isCountryCode, normalizeCode } from "../../domain/iata.js";
import { MAX_PASSENGERS, parseParty, type Party } from "../../domain/party.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { BotContext } from "../context.js";
import type { Flow } from "../flows.js";
import { escapeHtml } from "../render/html.js";
import {
  NATIONALITY_STEP,
  PARTY_STEP,
  nationalityQuestion,
  partyExamples,
  partyQuestion,
  renderNationality,
  renderPartyPrices,
  type CheckContext,
} from "../render/search-checks.js";
import { counted } from "../render/search-flight.js";
import type { Rendered } from "../render/types.js";
import { replyRendered } from "../reply.js";
import { replyExpired } from "../search/answer.js";
import type { StoredResult } from "../search/results.js";
import { accept, refuse } from "../flow-ask.js";
import { formatOf } from "../format-of.js";
import { answerText, ask } from "./search-ask.js";

export const PARTY_FLOW = "search-party";
export const NATIONALITY_FLOW = "search-nationality";

/** Args: result id, journey index (base 36). */
export const partyFlow: Flow = {
  id: PARTY_FLOW,
  build: () => async (conversation, ctx, id = "", index = "") => {
    const f = await formatOf(ctx);
    const party = await ask<Party>(conversation, ctx, PARTY_STEP, partyQuestion({ t: ctx.t, f, owner: ctx.from!.id }), (answer) => {
      // A preset is "2-1-1": the bare-number form of the same grammar.
      const parsed = parseParty("button" in answer ? answer.button.replaceAll("-", " ") : answer.text);
      if (parsed.ok) return accept(parsed.party);
      const vars = { token: escapeHtml(parsed.error.token ?? ""), ...counted(MAX_PASSENGERS, f), ...partyExamples({ t: ctx.t, f }) };
      return refuse(ctx.t(`search-party-error-${parsed.error.code}`, vars));
    });
    await conversation.external((outside) => answerCheck(outside, id, index, (result, j, c) => renderPartyPrices(result, j, party, c)));
  },
};

/** Args: result id, journey index (base 36), country codes to offer (comma-separated). */
export const nationalityFlow: Flow = {
  id: NATIONALITY_FLOW,
  build: () => async (conversation, ctx, id = "", index = "", codes = "") => {
    const offered = codes.split(",").filter((code) => code !== "");
    const code = await ask<string>(conversation, ctx, NATIONALITY_STEP, nationalityQuestion(offered, { t: ctx.t, owner: ctx.from!.id }), (answer) => {
      const typed = answerText(answer);
      if (isCountryCode(typed)) return accept(normalizeCode(typed));
      return refuse(ctx.t("search-nationality-error", { token: escapeHtml(printableSnippet(typed)) }));
    });
    await conversation.external((outside) => answerCheck(outside, id, index, (result, j, c) => renderNationality(result, j, code, c)));
  },
};

/** Index of a journey in callback data and flow arguments. */
export function parseJourneyIndex(text: string | undefined): number | null {
  return text !== undefined && /^[0-9a-z]{1,4}$/.test(text) ? parseInt(text, 36) : null;
}

/** Answers from the kept result, which may have expired while the user was typing. */
async function answerCheck(
  ctx: BotContext,
  id: string,
  index: string,
  render: (result: StoredResult, journey: number, c: CheckContext) => Rendered | undefined,
): Promise<void> {
  const result = ctx.deps.searchResults.result(id);
  if (!result) return replyExpired(ctx, id, (await knownQuery(ctx, id)) !== undefined);
  const journey = parseJourneyIndex(index);
  const rendered = journey === null ? undefined : render(result, journey, { t: ctx.t, f: await formatOf(ctx), owner: ctx.from!.id });
  if (!rendered) return void (await ctx.reply(ctx.t("button-invalid")));
  await replyRendered(ctx, rendered);
}
