/**
 * Waiting for an answer inside a guided flow, on the conversations plugin's own filtered waits.
 * What is not meant for the question is skipped, as if never received: another member's update
 * and another feature's button go on to the rest of the bot; an update the question cannot take
 * at all is dropped, after `otherwise` says why. An answer `read` refuses is explained
 * (`refused`) and the question waits for the next one.
 */
import type { FlowContext } from "./context.js";
import type { FlowConversation } from "./flows.js";

/** An answer taken, or why not. */
export type Reading<T, R = string> = { ok: true; value: T } | { ok: false; error: R };

export const accept = <T>(value: T): Reading<T, never> => ({ ok: true, value });
export const refuse = <R>(error: R): Reading<never, R> => ({ ok: false, error });

export interface Question<T, R> {
  /** Whether a pressed button is this flow's; other features' buttons go on to their handlers. */
  ownsButton: (data: string | undefined) => boolean;
  /** The answer in an update, undefined when it cannot answer this question at all. Pure: it runs more than once. */
  read: (update: FlowContext) => Reading<T, R> | undefined;
  /** Says why an update that cannot answer was dropped. */
  otherwise?: (update: FlowContext) => Promise<unknown>;
  /** Explains a refused answer. */
  refused: (update: FlowContext, why: R) => Promise<unknown>;
}

/** The owner's next answer that `read` accepts, with the update that carried it. */
export async function answer<T, R>(conversation: FlowConversation, owner: number, question: Question<T, R>): Promise<{ c: FlowContext; value: T }> {
  for (;;) {
    const c = await conversation
      .waitFrom(owner, { next: true })
      .unless((u) => u.callbackQuery !== undefined && !question.ownsButton(u.callbackQuery.data), { next: true })
      .and((u) => question.read(u) !== undefined, { otherwise: question.otherwise, next: false });
    const reading = question.read(c)!;
    if (reading.ok) return { c, value: reading.value };
    await question.refused(c, reading.error);
  }
}
