import type { MethodTable } from "../api.js";
import { badRequest } from "../errors.js";
import type { InlineAnswer, InlineResultView } from "../inline-queries.js";
import { arrayParam, boolParam, intParam, stringParam, type Params } from "../params.js";
import type { EmulatorState } from "../state.js";
import { utf8Length } from "../text.js";
import { readContent } from "./content.js";

const MAX_RESULTS = 50;
const MAX_RESULT_ID_BYTES = 64;
const MAX_NEXT_OFFSET_BYTES = 64;
const DEFAULT_CACHE_TIME = 300;
const START_PARAMETER = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * answerInlineQuery, checked as Telegram checks it: a query answered once, at most 50 results
 * with unique ids of 1-64 bytes, each article's message parsed like sendMessage's text (HTML,
 * 1-4096 characters) and its keyboard like any inline keyboard, a /start parameter of 1-64
 * characters of A-Z a-z 0-9 _ -. Article results only (FlightDesk sends no other kind).
 */
export function inlineMethods(state: EmulatorState): MethodTable {
  const lookupUser = (id: number) => state.chats.user(id);

  function readResult(raw: unknown, seen: Set<string>): InlineResultView {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw badRequest("can't parse InlineQueryResult JSON object");
    const result = raw as Params;
    const id = stringParam(result, "id") ?? "";
    if (id === "" || utf8Length(id) > MAX_RESULT_ID_BYTES) throw badRequest("RESULT_ID_INVALID");
    if (seen.has(id)) throw badRequest("RESULT_ID_DUPLICATE");
    seen.add(id);
    const type = stringParam(result, "type") ?? "";
    if (type !== "article") throw badRequest(`unsupported inline result type "${type}" (the emulator implements article results only)`);
    const title = stringParam(result, "title") ?? "";
    if (title.trim() === "") throw badRequest("RESULT_TITLE_EMPTY");
    const content = result["input_message_content"];
    if (typeof content !== "object" || content === null) throw badRequest("can't parse InputMessageContent: input_message_content is required");
    const { message_text: text, ...rest } = content as Params;
    if (text === undefined) throw badRequest("can't parse InputMessageContent: message_text is required");
    const message = readContent({ ...rest, text, reply_markup: result["reply_markup"] }, lookupUser);
    const description = stringParam(result, "description");
    return {
      id,
      type,
      title,
      ...(description !== undefined ? { description } : {}),
      text: message.text,
      entities: message.entities,
      ...(message.html !== undefined ? { html: message.html } : {}),
      keyboard: message.markup.keyboard,
    };
  }

  function readButton(params: Params): InlineAnswer["button"] {
    const raw = params["button"];
    // The older form of the same button.
    const legacy = stringParam(params, "switch_pm_text");
    if (raw === undefined && legacy === undefined) return undefined;
    const button = raw === undefined ? { text: legacy, start_parameter: stringParam(params, "switch_pm_parameter") } : (raw as Params);
    if (typeof button !== "object" || button === null) throw badRequest("can't parse InlineQueryResultsButton JSON object");
    const text = stringParam(button, "text") ?? "";
    if (text.trim() === "") throw badRequest("BUTTON_TEXT_INVALID");
    const startParameter = stringParam(button, "start_parameter");
    if (startParameter !== undefined && !START_PARAMETER.test(startParameter)) throw badRequest("START_PARAM_INVALID");
    if (startParameter === undefined && button["web_app"] === undefined) throw badRequest("START_PARAM_EMPTY");
    return { text, ...(startParameter !== undefined ? { startParameter } : {}) };
  }

  return {
    answerInlineQuery(params) {
      const queryId = stringParam(params, "inline_query_id") ?? "";
      state.inlineQueries.checkOpen(queryId);
      const raw = arrayParam(params, "results");
      if (raw === undefined) throw badRequest('parameter "results" is required');
      if (raw.length > MAX_RESULTS) throw badRequest("RESULTS_TOO_MUCH");
      const seen = new Set<string>();
      const results = raw.map((result) => readResult(result, seen));
      const cacheTime = intParam(params, "cache_time") ?? DEFAULT_CACHE_TIME;
      if (cacheTime < 0) throw badRequest("CACHE_TIME_INVALID");
      const nextOffset = stringParam(params, "next_offset");
      if (nextOffset !== undefined && utf8Length(nextOffset) > MAX_NEXT_OFFSET_BYTES) throw badRequest("NEXT_OFFSET_INVALID");
      const button = readButton(params);
      state.inlineQueries.answer({
        queryId,
        results,
        cacheTime,
        isPersonal: boolParam(params, "is_personal"),
        ...(nextOffset ? { nextOffset } : {}),
        ...(button ? { button } : {}),
        at: Date.now(),
      });
      return true;
    },
  };
}
