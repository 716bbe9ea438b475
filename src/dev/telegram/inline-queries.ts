import { randomInt } from "node:crypto";
import type { MessageEntity } from "grammy/types";
import { badRequest } from "./errors.js";
import type { StoredButton } from "./keyboard.js";

/** One result of an answerInlineQuery call, as tests see it: the card as the chat would show it. */
export interface InlineResultView {
  id: string;
  type: "article";
  title: string;
  description?: string;
  /** The message choosing the result would send: visible text, entities, the HTML as given. */
  text: string;
  entities: MessageEntity[];
  html?: string;
  keyboard: StoredButton[][];
}

/** An answerInlineQuery call as tests see it. */
export interface InlineAnswer {
  queryId: string;
  results: InlineResultView[];
  /** Seconds Telegram keeps the answer (300 when the bot gives none). */
  cacheTime: number;
  isPersonal: boolean;
  nextOffset?: string;
  /** The button above the results that opens the private chat with a /start parameter. */
  button?: { text: string; startParameter?: string };
  /** Unix milliseconds. */
  at: number;
}

/** Telegram drops an inline query not answered within about ten seconds. */
export const INLINE_ANSWER_WITHIN_MS = 10_000;

/** Inline queries sent to the bot and its answers; each query may be answered once, in time. */
export class InlineQueryBook {
  // Telegram's query ids are long decimal strings; a random base keeps runs apart.
  private nextId = BigInt(randomInt(1, 2 ** 40)) * 1_000_000n;
  /** Each open query with the time (ms) past which its answer is refused. */
  private readonly unanswered = new Map<string, number>();
  private readonly answers: InlineAnswer[] = [];
  private readonly listeners = new Set<(answer: InlineAnswer) => void>();

  constructor(private readonly answerWithinMs = INLINE_ANSWER_WITHIN_MS) {}

  open(): string {
    const id = String(this.nextId++);
    this.unanswered.set(id, Date.now() + this.answerWithinMs);
    return id;
  }

  /** Throws Telegram's error for an unknown, already answered or expired query. */
  checkOpen(queryId: string): void {
    const deadline = this.unanswered.get(queryId);
    if (deadline !== undefined && Date.now() > deadline) this.unanswered.delete(queryId);
    if (deadline === undefined || Date.now() > deadline) throw badRequest("query is too old and response timeout expired or query ID is invalid");
  }

  answer(answer: InlineAnswer): void {
    this.checkOpen(answer.queryId);
    this.unanswered.delete(answer.queryId);
    this.answers.push(answer);
    for (const listener of this.listeners) listener(answer);
  }

  list(queryId?: string): InlineAnswer[] {
    return this.answers.filter((a) => queryId === undefined || a.queryId === queryId).map((a) => structuredClone(a));
  }

  /** Resolves with the query's answer, already given or to come; rejects after `timeoutMs`. */
  wait(queryId: string, timeoutMs: number): Promise<InlineAnswer> {
    const given = this.list(queryId)[0];
    if (given) return Promise.resolve(given);
    return new Promise((resolve, reject) => {
      const listener = (answer: InlineAnswer) => {
        if (answer.queryId !== queryId) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(structuredClone(answer));
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`the bot did not answer inline query ${queryId} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.listeners.add(listener);
    });
  }
}
