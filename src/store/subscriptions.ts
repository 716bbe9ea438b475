import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import type { OutboxRepo } from "../ledger/outbox.js";
import { stoppedGroupSchema, subscriptionSchema, type StoppedGroup, type Subscription } from "./alerts-schema.js";
import type { StoreData } from "./schema.js";
import type { QuietHours } from "../domain/pace-alerts.js";

/** A chat's alerts are a handful of standing orders, not a list that grows. */
export const MAX_SUBSCRIPTIONS_PER_CHAT = 10;

export type NewSubscription = Omit<Subscription, "id">;

export type AddSubscriptionResult =
  | { kind: "added"; subscription: Subscription }
  /** The chat already has one with the same topic and filters, in the same forum topic. */
  | { kind: "duplicate"; subscription: Subscription }
  | { kind: "limit" };

/**
 * Which chats get which alerts, and which groups stopped theirs by removing the bot. When a chat's last subscription stops, the alerts still
 * waiting for it go too (from `outbox`, in the ledger's database: after the store's write, so a
 * crash between the two may still deliver them once). Reads return copies.
 */
export interface SubscriptionsRepo {
  /** Every subscription, oldest first. */
  list(): Subscription[];
  forChat(chatId: number): Subscription[];
  get(id: number): Subscription | undefined;
  add(subscription: NewSubscription): Promise<AddSubscriptionResult>;
  /** The stopped subscription, or undefined when the chat has no such subscription. */
  remove(chatId: number, id: number): Promise<Subscription | undefined>;
  /** Stops every subscription of the chat. Returns how many there were. */
  removeChat(chatId: number): Promise<number>;
  /**
   * The group removed the bot: its subscriptions stop and are kept as a stopped group (joining
   * those of an earlier removal of the same group, admins to be told again). Returns the group's
   * record (the one already kept when none were left to stop), undefined when it has none.
   */
  stopGroup(chatId: number, title: string | undefined, at: Date): Promise<StoppedGroup | undefined>;
  /** Admins are being told of the stopped group: true only the first time, so they are told once. */
  markTold(chatId: number, at: Date): Promise<boolean>;
  /** Groups that removed the bot, with the subscriptions that stopped then, oldest first. */
  stoppedGroups(): StoppedGroup[];
  /** An admin has seen a stopped group: its record goes. The record, or undefined when already gone. */
  forgetGroup(chatId: number): Promise<StoppedGroup | undefined>;
  /** Another user answers for the subscription from now on. The updated one, or undefined when it is gone. */
  setCreatedBy(id: number, userId: number, name: string): Promise<Subscription | undefined>;
  /** The digest's new hour; `lastDay` moves forward only, so a day sent is never sent again. */
  setDigest(id: number, time: string, lastDay: string): Promise<Subscription | undefined>;
  /** The digest of `day` went out. */
  digestSent(id: number, day: string): Promise<void>;
  /** A group that became a supergroup keeps its subscriptions under the new id. Returns how many. */
  moveChat(from: number, to: number): Promise<number>;
  /** A forum topic that is gone: its subscriptions go to the group's general chat (a twin there wins). Returns how many. */
  leaveTopic(chatId: number, threadId: number): Promise<number>;
  /** The chat's quiet hours, or undefined. */
  quiet(chatId: number): QuietHours | undefined;
  /** Sets (or with null ends) the chat's quiet hours. */
  setQuiet(chatId: number, quiet: QuietHours | null): Promise<void>;
}

/** The same alerts to the same place: two forum topics of a group are two places. */
const sameOrder = (a: NewSubscription, b: NewSubscription): boolean =>
  a.threadId === b.threadId && a.topic === b.topic && a.report?.period === b.report?.period && JSON.stringify(sortedFilters(a)) === JSON.stringify(sortedFilters(b));

const withoutTopic = ({ threadId: _gone, ...general }: Subscription): Subscription => general;

const sortedFilters = (s: NewSubscription) => Object.entries(s.filters).sort(([x], [y]) => x.localeCompare(y));

export function subscriptionsRepo(db: Db<StoreData>, outbox?: Pick<OutboxRepo, "dropWaiting">): SubscriptionsRepo {
  const items = () => db.data.subscriptions.items;
  return {
    list: () => items().map(jsonCopy),
    forChat: (chatId) => items().filter((s) => s.chatId === chatId).map(jsonCopy),
    get: (id) => {
      const found = items().find((s) => s.id === id);
      return found && jsonCopy(found);
    },
    async add(input) {
      // Validate before taking an id, so a bad subscription changes nothing.
      const candidate = subscriptionSchema.parse(jsonCopy({ ...input, id: 1 }));
      // Checked in the change: it runs on the latest subscriptions, whichever instance made them.
      const outcome = await db.update((data): AddSubscriptionResult => {
        const ofChat = data.subscriptions.items.filter((s) => s.chatId === candidate.chatId);
        const twin = ofChat.find((s) => sameOrder(s, candidate));
        if (twin) return { kind: "duplicate", subscription: twin };
        if (ofChat.length >= MAX_SUBSCRIPTIONS_PER_CHAT) return { kind: "limit" };
        const subscription = { ...candidate, id: data.subscriptions.nextId };
        data.subscriptions.nextId += 1;
        data.subscriptions.items.push(subscription);
        return { kind: "added", subscription };
      });
      return jsonCopy(outcome);
    },
    async remove(chatId, id) {
      if (!items().some((s) => s.chatId === chatId && s.id === id)) return undefined;
      const found = await db.update((data) => {
        const gone = data.subscriptions.items.find((s) => s.chatId === chatId && s.id === id);
        data.subscriptions.items = data.subscriptions.items.filter((s) => s !== gone);
        return gone;
      });
      if (!found) return undefined;
      if (!items().some((s) => s.chatId === chatId)) await outbox?.dropWaiting(chatId);
      return jsonCopy(found);
    },
    async removeChat(chatId) {
      if (!items().some((s) => s.chatId === chatId)) return 0;
      const count = await db.update((data) => {
        const before = data.subscriptions.items.length;
        data.subscriptions.items = data.subscriptions.items.filter((s) => s.chatId !== chatId);
        return before - data.subscriptions.items.length;
      });
      await outbox?.dropWaiting(chatId);
      return count;
    },
    async stopGroup(chatId, title, at) {
      const ofChat = items().some((s) => s.chatId === chatId);
      const earlier = db.data.subscriptions.stopped?.find((g) => g.chatId === chatId);
      if (!ofChat && (!earlier || title === undefined || title.slice(0, 256) === earlier.title)) return earlier && jsonCopy(earlier);
      const outcome = await db.update((data) => {
        const stopping = data.subscriptions.items.filter((s) => s.chatId === chatId);
        const before = data.subscriptions.stopped?.find((g) => g.chatId === chatId);
        const named = title?.slice(0, 256) ?? before?.title;
        if (stopping.length === 0) {
          // Stopped by a refused send, which knew no title: the removal's update brings it.
          if (before && named !== undefined) before.title = named;
          return { record: before, stopped: false };
        }
        const record = stoppedGroupSchema.parse(
          jsonCopy({ chatId, ...(named ? { title: named } : {}), stoppedAt: at.toISOString(), subscriptions: [...(before?.subscriptions ?? []), ...stopping] }),
        );
        data.subscriptions.items = data.subscriptions.items.filter((s) => s.chatId !== chatId);
        data.subscriptions.stopped = [...(data.subscriptions.stopped ?? []).filter((g) => g.chatId !== chatId), record];
        return { record, stopped: true };
      });
      if (outcome.stopped) await outbox?.dropWaiting(chatId);
      return outcome.record && jsonCopy(outcome.record);
    },
    async markTold(chatId, at) {
      const found = db.data.subscriptions.stopped?.find((g) => g.chatId === chatId);
      if (!found || found.toldAt !== undefined) return false;
      // True once, on whichever instance asks first.
      return db.update((data) => {
        const group = data.subscriptions.stopped?.find((g) => g.chatId === chatId);
        if (!group || group.toldAt !== undefined) return false;
        group.toldAt = at.toISOString();
        return true;
      });
    },
    stoppedGroups: () => (db.data.subscriptions.stopped ?? []).map(jsonCopy),
    async forgetGroup(chatId) {
      if (!db.data.subscriptions.stopped?.some((g) => g.chatId === chatId)) return undefined;
      const found = await db.update((data) => {
        const group = data.subscriptions.stopped?.find((g) => g.chatId === chatId);
        data.subscriptions.stopped = (data.subscriptions.stopped ?? []).filter((g) => g !== group);
        return group;
      });
      return found && jsonCopy(found);
    },
    async setCreatedBy(id, userId, name) {
      const found = items().find((s) => s.id === id);
      if (!found) return undefined;
      const checked = subscriptionSchema.parse({ ...found, createdBy: userId, createdByName: name });
      const changed = await db.update((data) => {
        const subscription = data.subscriptions.items.find((s) => s.id === id);
        return subscription && Object.assign(subscription, { createdBy: checked.createdBy, createdByName: checked.createdByName });
      });
      return changed && jsonCopy(changed);
    },
    async setDigest(id, time, lastDay) {
      const found = items().find((s) => s.id === id && s.digest);
      if (!found) return undefined;
      subscriptionSchema.parse({ ...found, digest: { time, lastDay } });
      const changed = await db.update((data) => {
        const subscription = data.subscriptions.items.find((s) => s.id === id && s.digest);
        if (!subscription) return undefined;
        const sent = subscription.digest!.lastDay;
        subscription.digest = { time, lastDay: lastDay > sent ? lastDay : sent };
        return subscription;
      });
      return changed && jsonCopy(changed);
    },
    async digestSent(id, day) {
      const found = items().find((s) => s.id === id && s.digest);
      if (!found || found.digest!.lastDay >= day) return;
      await db.update((data) => {
        const subscription = data.subscriptions.items.find((s) => s.id === id && s.digest);
        if (subscription && subscription.digest!.lastDay < day) subscription.digest = { ...subscription.digest!, lastDay: day };
      });
    },
    async leaveTopic(chatId, threadId) {
      const count = items().filter((s) => s.chatId === chatId && s.threadId === threadId).length;
      if (count === 0) return 0;
      await db.update((data) => {
        const kept: Subscription[] = [];
        for (const s of data.subscriptions.items) {
          const general = s.chatId === chatId && s.threadId === threadId ? withoutTopic(s) : s;
          if (!kept.some((k) => k.chatId === general.chatId && sameOrder(k, general))) kept.push(general);
        }
        data.subscriptions.items = kept;
      });
      return count;
    },
    async moveChat(from, to) {
      const count = items().filter((s) => s.chatId === from).length;
      if (count === 0) return 0;
      await db.update((data) => {
        for (const s of data.subscriptions.items) if (s.chatId === from) s.chatId = to;
      });
      return count;
    },
    quiet: (chatId) => {
      const found = db.data.subscriptions.quiet?.[String(chatId)];
      return found && jsonCopy(found);
    },
    async setQuiet(chatId, quiet) {
      await db.update((data) => {
        const all = data.subscriptions.quiet ?? {};
        if (quiet === null) delete all[String(chatId)];
        else all[String(chatId)] = { from: quiet.from, to: quiet.to };
        if (Object.keys(all).length > 0) data.subscriptions.quiet = all;
        else delete data.subscriptions.quiet;
      });
    },
  };
}
