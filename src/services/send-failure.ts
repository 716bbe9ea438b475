import { GrammyError, HttpError } from "grammy";

/**
 * What a failed sendMessage means for the alerts it carried:
 * - flood: 429, wait retry_after, then send again (no attempt counted);
 * - gone: the bot was blocked, kicked or the chat no longer exists: unsubscribe the chat;
 * - moved: a group became a supergroup with a new id: follow it;
 * - topic-gone: the forum topic was deleted or closed: its alerts go to the group's general chat;
 * - rejected: Telegram refuses this message and would refuse it again: do not retry;
 * - transient: a 5xx, a timeout or a lost connection: send again later.
 */
export type SendFailure =
  | { kind: "flood"; retryAfterMs: number }
  | { kind: "gone"; reason: string }
  | { kind: "moved"; toChatId: number }
  | { kind: "topic-gone"; reason: string }
  | { kind: "rejected"; reason: string }
  | { kind: "transient"; reason: string };

/** When Telegram says 429 without retry_after. */
const DEFAULT_FLOOD_WAIT_MS = 5000;

const CHAT_GONE = /chat not found|bot was kicked|bot is not a member|group chat was deactivated|user is deactivated|PEER_ID_INVALID/i;
const TOPIC_GONE = /message thread not found|TOPIC_DELETED|TOPIC_CLOSED/i;

export function classifySendFailure(error: unknown): SendFailure {
  if (error instanceof GrammyError) {
    const { error_code: code, description, parameters } = error;
    if (code === 429) return { kind: "flood", retryAfterMs: (parameters.retry_after ?? DEFAULT_FLOOD_WAIT_MS / 1000) * 1000 };
    if (parameters.migrate_to_chat_id !== undefined) return { kind: "moved", toChatId: parameters.migrate_to_chat_id };
    if (code === 403 || (code === 400 && CHAT_GONE.test(description))) return { kind: "gone", reason: description };
    if (code === 400 && TOPIC_GONE.test(description)) return { kind: "topic-gone", reason: description };
    if (code >= 500) return { kind: "transient", reason: description };
    return { kind: "rejected", reason: description };
  }
  if (error instanceof HttpError) return { kind: "transient", reason: error.message };
  return { kind: "transient", reason: error instanceof Error ? error.message : String(error) };
}
