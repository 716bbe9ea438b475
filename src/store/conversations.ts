import type {
  ConversationData,
  ConversationKeyStorage,
  VersionedState,
  VersionedStateStorage,
} from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import { daysBefore, pruneRecordBefore } from "./prune.js";
import { savedConversationSchema, type StoreData } from "./schema.js";

/** A conversation left waiting this long is dropped at start-up: nobody comes back to it. */
export const CONVERSATION_IDLE_DAYS = 7;

/**
 * The shape of the guided flows' saved steps. Bump when a flow's code changes shape: flows
 * saved by older code are dropped at start-up (their buttons answer "expired"), instead of
 * being replayed against code they no longer match, and what they held leaves the disk.
 * 2: the refund flow keeps the offered tickets only, not the whole GetHistory answer.
 * 3: the refund and search flows wait through `waitFrom` (flow-ask.ts), not a bare `wait`.
 * 4: the refund flow's tickets carry their age type and the attempt holding them; its summary
 *    edits (sending, outcome) are steps of their own.
 * 5: the refund flow asks for the PNR again when the supplier does not know it.
 */
export const FLOW_STATE_VERSION = 5;

/** The storage adapter @grammyjs/conversations reads and writes its per-chat state through. */
export type ConversationStorageAdapter = VersionedStateStorage<string, ConversationData>;

/**
 * The state is stored as a JSON copy and read back as a fresh copy, so the plugin sees the
 * same value before and after a restart, and changes it makes to what it read stay out of
 * the file until it writes them.
 */
export function conversationsRepo(db: Db<StoreData>, now: () => Date): ConversationStorageAdapter {
  return {
    read(key) {
      const saved = db.data.conversations[key];
      // The schema checks the shape; the plugin checks its own version numbers on unpacking.
      return saved && (jsonCopy(saved.value) as VersionedState<ConversationData>);
    },
    async write(key, state) {
      const saved = savedConversationSchema.parse({ savedAt: now().toISOString(), value: jsonCopy(state) });
      await db.update((data) => {
        data.conversations[key] = saved;
      });
    },
    async delete(key) {
      if (!Object.hasOwn(db.data.conversations, key)) return;
      await db.update((data) => {
        delete data.conversations[key];
      });
    },
  };
}

/**
 * Guided flows are per user and chat: in a group, one member's command or button must not end
 * another member's step. In a private chat the chat is the user, so the key stays the chat id
 * (as flows saved before keys were per user have it). Undefined, no flow, without both.
 */
export function flowKey(ctx: Context): string | undefined {
  const chatId = ctx.chatId;
  const userId = ctx.from?.id;
  if (chatId === undefined || userId === undefined) return undefined;
  return ctx.chat?.type === "private" ? String(chatId) : `${chatId}:${userId}`;
}

/**
 * When the guided flow of a private chat last saved a step, or null when none is saved. The
 * plugin saves the state after every update of the chat while a flow is under way and deletes
 * it when the flow ends, so this is about when the flow began waiting for its latest answer.
 */
export function privateFlowSavedAt(data: StoreData, chatId: number): Date | null {
  const saved = data.conversations[String(chatId)];
  return saved ? new Date(saved.savedAt) : null;
}

/** The keys where flow `flowId` waits for an answer, with when each last saved a step. */
export function flowsWaiting(data: StoreData, flowId: string): { key: string; savedAt: Date }[] {
  return Object.entries(data.conversations).flatMap(([key, saved]) => ((saved.value.state[flowId]?.length ?? 0) > 0 ? [{ key, savedAt: new Date(saved.savedAt) }] : []));
}

/** A group's flow saved under the group alone, before keys were per user: nobody can be told whose it was. */
const OLD_GROUP_KEY = /^-\d+$/;

/** What `conversations({ storage })` takes: states of FLOW_STATE_VERSION, per user and chat. */
export function conversationStorage<C extends Context>(store: { conversations: ConversationStorageAdapter }): ConversationKeyStorage<C, ConversationData> {
  return { type: "key", version: FLOW_STATE_VERSION, adapter: store.conversations, getStorageKey: flowKey };
}

/**
 * Drops conversations idle for CONVERSATION_IDLE_DAYS, those saved by an older version of the
 * flows' code, and group flows kept under the old per-chat key (their buttons then answer
 * "expired"); run at start-up.
 */
export function pruneConversations(data: StoreData, now: Date): number {
  let dropped = 0;
  for (const [key, saved] of Object.entries(data.conversations)) {
    if (!OLD_GROUP_KEY.test(key) && saved.value.version[1] === FLOW_STATE_VERSION) continue;
    delete data.conversations[key];
    dropped += 1;
  }
  return dropped + pruneRecordBefore(data.conversations, (c) => c.savedAt, daysBefore(now, CONVERSATION_IDLE_DAYS));
}
