/**
 * One question of a search flow: ask, wait for a press of one of its buttons or a typed
 * answer, explain a wrong answer and ask again. Buttons of other features pass through to
 * them, and so do messages of other members of a group; a button of an earlier question is
 * answered with a short notice.
 */
import { buttons } from "../buttons.js";
import type { FlowContext } from "../context.js";
import type { FlowConversation } from "../flows.js";
import type { Rendered } from "../render/types.js";
import { deliver } from "../search/answer.js";

export type Answer = { button: string } | { text: string };
export type Reading<T> = { ok: true; value: T } | { ok: false; error: string };

export const accept = <T>(value: T): Reading<T> => ({ ok: true, value });
export const refuse = <T>(error: string): Reading<T> => ({ ok: false, error });

/** The value of a button, or the typed text. */
export const answerText = (answer: Answer): string => ("button" in answer ? answer.button : answer.text);

/** Asks until `read` accepts an answer. */
export async function ask<T>(
  conversation: FlowConversation,
  ctx: FlowContext,
  step: string,
  question: Rendered,
  read: (answer: Answer) => Reading<T>,
): Promise<T> {
  await send(ctx, question);
  for (;;) {
    const { answer, update } = await waitForAnswer(conversation, step, ctx.from?.id);
    const reading = answer ? read(answer) : refuse<T>(update.t("search-flow-type-or-press"));
    if (reading.ok) return reading.value;
    await send(update, { ...question, text: `${reading.error}\n\n${question.text}` });
  }
}

/** The next answer of `owner` to `step`; null for a message that is not text (a photo, a sticker). */
export async function waitForAnswer(conversation: FlowConversation, step: string, owner: number | undefined): Promise<{ answer: Answer | null; update: FlowContext }> {
  for (;;) {
    const update = await conversation.wait();
    if (update.from?.id !== owner) return conversation.skip({ next: true });
    if (update.callbackQuery) {
      // Result buttons (pages, details...) keep working while a question waits.
      if (!buttons.searchGuided.is(update.callbackQuery.data)) return conversation.skip({ next: true });
      const pressed = buttons.searchGuided.unpack(update.callbackQuery.data)?.fields;
      await update.answerCallbackQuery(pressed?.step === step ? {} : { text: update.t("search-flow-old-button") });
      if (pressed?.step === step) return { answer: { button: pressed.value }, update };
      continue;
    }
    const text = update.message?.text;
    return { answer: text === undefined ? null : { text }, update };
  }
}

/** A question as a new message. */
export const send = (ctx: FlowContext, question: Rendered): Promise<void> => deliver(ctx, question, "reply");
