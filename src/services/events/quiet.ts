import { quietUntil, type QuietHours } from "../../domain/pace-alerts.js";
import type { AlertRecipient } from "../../ledger/outbox.js";

/**
 * A chat's quiet hours (/subscribe quiet 23:00-07:00): its alerts queued within them wait until
 * they end and then come together (several go as one digest, notifier.ts). All of the chat's
 * alerts wait, in their order: a chat's queue is sent oldest first.
 */
export function quietRecipients(recipients: readonly AlertRecipient[], quietOf: (chatId: number) => QuietHours | undefined, timeZone: string, now: Date): AlertRecipient[] {
  return recipients.map((r) => {
    const quiet = quietOf(r.chatId);
    const until = quiet ? quietUntil(quiet, timeZone, now) : null;
    return until === null ? r : { ...r, notBefore: until };
  });
}
