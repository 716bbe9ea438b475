import { randomInt } from "node:crypto";
import { badRequest } from "./errors.js";

/** An answerCallbackQuery call as tests see it. */
export interface CallbackAnswer {
  queryId: string;
  text?: string;
  showAlert: boolean;
  url?: string;
  cacheTime?: number;
  /** Unix milliseconds. */
  at: number;
}

const MAX_ANSWER_LENGTH = 200;

/** Callback queries sent to the bot and the answers it gave; each query may be answered once. */
export class CallbackQueryBook {
  // Telegram's query ids are long decimal strings; a random base keeps runs apart.
  private nextId = BigInt(randomInt(1, 2 ** 40)) * 1_000_000n;
  private readonly unanswered = new Set<string>();
  private readonly answers: CallbackAnswer[] = [];

  open(): string {
    const id = String(this.nextId++);
    this.unanswered.add(id);
    return id;
  }

  answer(answer: CallbackAnswer): void {
    if (!this.unanswered.has(answer.queryId)) {
      throw badRequest("query is too old and response timeout expired or query ID is invalid");
    }
    if ((answer.text?.length ?? 0) > MAX_ANSWER_LENGTH) throw badRequest("MESSAGE_TOO_LONG");
    this.unanswered.delete(answer.queryId);
    this.answers.push(answer);
  }

  list(queryId?: string): CallbackAnswer[] {
    return this.answers.filter((a) => queryId === undefined || a.queryId === queryId).map((a) => ({ ...a }));
  }
}
