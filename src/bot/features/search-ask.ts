/**
 * One question of a search flow: ask, wait for a press of one of its buttons or a typed
 * answer, explain a wrong answer above the question asked again. Buttons of other features
 * pass through to them (flow-ask.ts); a button of an earlier question is answered with a short
 * notice.
 */
import { buttons } from "../buttons.js";
import type { FlowContext } from "../context.js";
import type { FlowConversation } from "../flows.js";
import { answer, refuse, type Reading } from "../flow-ask.js";
import type { Rendered } from "../render/types.js";
import { deliver } from "../search/answer.js";
import { withChoices } from "../render/search-guided.js";

export type Answer = { button: string } | { text: string };

/** Why an answer was refused, with buttons that answer the question as the explanation suggests ("did you mean MHD?"). */
export interface Hint {
  text: string;
  choices: [label: string, value: string][];
}

/** A press of a button of an earlier question: a notice, not the question again. */
const EARLIER_BUTTON = Symbol("earlier button");

/** The value of a button, or the typed text. */
export const answerText = (answer: Answer): string => ("button" in answer ? answer.button : answer.text);

/** Asks until `read` accepts an answer. */
export async function ask<T>(
  conversation: FlowConversation,
  ctx: FlowContext,
  step: string,
  question: Rendered,
  read: (answer: Answer) => Reading<T, string | Hint>,
): Promise<T> {
  await send(ctx, question);
  const taken = await answerTo(conversation, ctx.from!.id, step, () => question, (a, update) =>
    a ? read(a) : refuse(update.t("search-flow-type-or-press")),
  );
  return taken.value;
}

/**
 * The answer of `owner` to `step`, a question already shown; a wrong one is explained above
 * `question()` sent again. `read` gets null for a message that is not text (a photo, a sticker).
 */
export async function answerTo<T>(
  conversation: FlowConversation,
  owner: number,
  step: string,
  question: () => Rendered,
  read: (answer: Answer | null, update: FlowContext) => Reading<T, string | Hint>,
): Promise<{ c: FlowContext; value: T }> {
  const taken = await answer<T, string | Hint | typeof EARLIER_BUTTON>(conversation, owner, {
    ownsButton: buttons.searchGuided.is,
    read: (update) => readAnswer(update, step, read),
    refused: async (update, why) => {
      if (why === EARLIER_BUTTON) return update.answerCallbackQuery({ text: update.t("search-flow-old-button") });
      if (update.callbackQuery) await update.answerCallbackQuery({});
      const again = question();
      const hint = typeof why === "string" ? { text: why, choices: [] } : why;
      await send(update, { text: `${hint.text}\n\n${again.text}`, keyboard: withChoices(again.keyboard, hint.choices, owner, step) });
    },
  });
  if (taken.c.callbackQuery) await taken.c.answerCallbackQuery({});
  return taken;
}

function readAnswer<T>(
  update: FlowContext,
  step: string,
  read: (answer: Answer | null, update: FlowContext) => Reading<T, string | Hint>,
): Reading<T, string | Hint | typeof EARLIER_BUTTON> {
  if (!update.callbackQuery) {
    const text = update.message?.text;
    return read(text === undefined ? null : { text }, update);
  }
  const pressed = buttons.searchGuided.unpack(update.callbackQuery.data)?.fields;
  return pressed?.step === step ? read({ button: pressed.value }, update) : refuse(EARLIER_BUTTON);
}

/** A question as a new message. */
export const send = (ctx: FlowContext, question: Rendered): Promise<void> => deliver(ctx, question, "reply");
