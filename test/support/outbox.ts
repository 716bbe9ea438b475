import type { OutboxRepo, QueuedAlert, StoredAlert } from "../../src/store/store.js";

/** The alert of an event while a destination waits for it. */
export const storedAlert = async (outbox: OutboxRepo, eventId: number): Promise<StoredAlert | undefined> => (await outbox.alerts([eventId])).get(eventId);

/** The alerts waiting for a destination (the chat itself unless `threadId`), oldest first; at `nowMs`, or whatever their retry time. */
export async function waitingFor(outbox: OutboxRepo, chatId: number, threadId?: number, nowMs = Infinity): Promise<QueuedAlert[]> {
  const backlogs = await outbox.backlog(nowMs);
  return backlogs.find((b) => b.chatId === chatId && b.threadId === threadId)?.entries.slice() ?? [];
}
