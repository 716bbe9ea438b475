/** Messages between the benchmark (parent) and the bot process (bot-process.ts), over IPC. */
import type { Update, UserFromGetMe } from "grammy/types";

/** Where one update's time went, in milliseconds. */
export interface UpdateTiming {
  updateId: number;
  /** bot.handleUpdate from start to end. */
  totalMs: number;
  /** Waiting for the supplier: from the undici request's creation to its last byte. */
  supplierMs: number;
  /** Waiting for Telegram: Bot API calls, from the call to its answer. */
  telegramMs: number;
  /** totalMs minus the time spent waiting on either (overlaps counted once). */
  ownMs: number;
}

export interface MemoryFigures {
  rssMb: number;
  heapUsedMb: number;
  /** What V8 has reserved for its heap, used or not. */
  heapTotalMb: number;
  /** Memory of C++ objects bound to JavaScript ones, Buffers included. */
  externalMb: number;
  /** The process's highest resident size so far (the kernel's count, not a sample). */
  maxRssMb: number;
}

export type ToBot =
  | { type: "start"; env: Record<string, string>; botInfo: UserFromGetMe }
  /** The timings of the updates handled since the last request. */
  | { type: "timings" }
  /** `gc`: collect garbage first, so heapUsed is what is still held. */
  | { type: "memory"; gc: boolean }
  /** The floor: a bare grammY bot handles these updates, one at a time, answering each with one reply. */
  | { type: "bare"; updates: Update[] }
  | { type: "stop" };

export type FromBot =
  | { type: "started" }
  | { type: "timings"; updates: UpdateTiming[] }
  | { type: "memory"; figures: MemoryFigures }
  | { type: "bare"; updates: UpdateTiming[] }
  | { type: "stopped" }
  | { type: "failed"; message: string };
