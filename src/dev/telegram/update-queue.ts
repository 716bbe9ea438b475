import type { Update } from "grammy/types";
import { conflict, type ApiError } from "./errors.js";

export type UpdateType = Exclude<keyof Update, "update_id">;

// Telegram leaves these out unless the bot lists them in allowed_updates.
const OFF_BY_DEFAULT = new Set<string>(["chat_member", "message_reaction", "message_reaction_count"]);
const FIRST_UPDATE_ID = 100_000_001;
const MAX_LIMIT = 100;
// setTimeout cannot wait longer than ~24 days; no real client asks for more than minutes.
const MAX_POLL_SECONDS = 3600;

export interface PollRequest {
  offset?: number;
  limit?: number;
  timeout?: number;
  allowed_updates?: string[];
}

interface WaitingPoll {
  wake(): void;
  end(error?: ApiError): void;
}

const typeOf = (update: Update): string => Object.keys(update).find((key) => key !== "update_id") ?? "";

/**
 * The bot's pending updates, delivered by getUpdates (long polling) or by the webhook pusher.
 * An update stays pending until confirmed: by a getUpdates offset above its id, or by the
 * webhook answering 2xx.
 */
export class UpdateQueue {
  private nextUpdateId = FIRST_UPDATE_ID;
  private pending: Update[] = [];
  /** undefined: Telegram's default set (everything but OFF_BY_DEFAULT). */
  private allowed: Set<string> | undefined;
  private poll: WaitingPoll | undefined;
  private readonly pushListeners = new Set<() => void>();
  private closed = false;

  /** Adds an update built around the next update_id and wakes whoever is waiting. */
  push(build: (updateId: number) => Update): number {
    const update = build(this.nextUpdateId++);
    this.pending.push(update);
    this.poll?.wake();
    for (const listener of [...this.pushListeners]) listener();
    return update.update_id;
  }

  /** Resolves on the next push, or when `signal` aborts. */
  nextPush(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.pushListeners.delete(done);
        signal.removeEventListener("abort", done);
        resolve();
      };
      this.pushListeners.add(done);
      signal.addEventListener("abort", done, { once: true });
    });
  }

  /** An empty list restores Telegram's default; undefined keeps the previous choice. */
  setAllowed(types: string[] | undefined): void {
    if (types !== undefined) this.allowed = types.length === 0 ? undefined : new Set(types);
  }

  allowedTypes(): UpdateType[] | undefined {
    return this.allowed ? ([...this.allowed] as UpdateType[]) : undefined;
  }

  /** Forgets every update below `offset`; a negative offset keeps only the last -offset ones. */
  confirm(offset: number): void {
    if (offset < 0) this.pending = this.pending.slice(offset);
    else this.pending = this.pending.filter((u) => u.update_id >= offset);
  }

  /** Up to `limit` updates the bot would receive now. Updates of types it did not ask for are dropped. */
  peek(limit: number): Update[] {
    this.pending = this.pending.filter((u) => this.isAllowed(u));
    return this.pending.slice(0, limit);
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  dropAll(): void {
    this.pending = [];
  }

  /**
   * getUpdates. Answers at once when updates are ready or no timeout was asked for (grammY's
   * bot.stop() depends on that), otherwise when the first update arrives or the timeout ends.
   * A newer request ends a waiting one with 409, as Telegram does to a second bot instance.
   */
  async getUpdates(request: PollRequest, signal: AbortSignal): Promise<Update[]> {
    this.endPoll(conflict("terminated by other getUpdates request; make sure that only one bot instance is running"));
    this.setAllowed(request.allowed_updates);
    if (request.offset !== undefined) this.confirm(request.offset);
    const limit = Math.min(Math.max(request.limit ?? MAX_LIMIT, 1), MAX_LIMIT);
    const timeout = Math.min(request.timeout ?? 0, MAX_POLL_SECONDS);
    const ready = this.peek(limit);
    if (ready.length > 0 || timeout <= 0 || this.closed || signal.aborted) return ready;
    return new Promise<Update[]>((resolve, reject) => {
      const finish = (error?: ApiError): void => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        if (this.poll === poll) this.poll = undefined;
        if (error) reject(error);
        else resolve(this.peek(limit));
      };
      const onAbort = (): void => finish();
      const timer = setTimeout(finish, timeout * 1000);
      const poll: WaitingPoll = {
        wake: () => {
          if (this.peek(limit).length > 0) finish();
        },
        end: finish,
      };
      this.poll = poll;
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** Ends a waiting getUpdates: with an error (409 when something takes over), or empty-handed. */
  endPoll(error?: ApiError): void {
    this.poll?.end(error);
  }

  /** Answers a waiting long poll and refuses to wait again: for shutting the emulator down. */
  close(): void {
    this.closed = true;
    this.endPoll();
  }

  private isAllowed(update: Update): boolean {
    const type = typeOf(update);
    return this.allowed ? this.allowed.has(type) : !OFF_BY_DEFAULT.has(type);
  }
}
