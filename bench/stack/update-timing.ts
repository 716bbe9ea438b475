/**
 * Where each update's time goes, inside the bot process: the wall time of bot.handleUpdate,
 * split into waiting for the supplier, waiting for Telegram, and the rest (the bot's own work:
 * parsing, validating, rendering, store writes). Installed from outside the bot: the runner
 * calls `bot.handleUpdate` per update, Bot API calls go through the API transformers, and the
 * supplier's undici requests are seen on undici's diagnostics channels. An AsyncLocalStorage
 * ties each wait to the update that caused it, so concurrent updates are told apart.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import { performance } from "node:perf_hooks";
import type { Bot, Context } from "grammy";
import type { UpdateTiming } from "./protocol.js";

interface UpdateRecord {
  telegram: Array<[number, number]>;
  supplier: Array<[number, number]>;
}

/** Total length of some intervals, overlaps counted once. */
function covered(intervals: Array<[number, number]>): number {
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

const length = (intervals: Array<[number, number]>) => intervals.reduce((sum, [start, end]) => sum + end - start, 0);

/** Starts recording; `take()` returns the updates finished since the last take. */
export function installUpdateTiming<C extends Context>(bot: Bot<C>): { take(): UpdateTiming[] } {
  const current = new AsyncLocalStorage<UpdateRecord>();
  let finished: UpdateTiming[] = [];

  // A supplier request belongs to the update in whose async context undici created it.
  const requests = new WeakMap<object, { record: UpdateRecord; start: number }>();
  subscribe("undici:request:create", (message) => {
    const record = current.getStore();
    if (record) requests.set((message as { request: object }).request, { record, start: performance.now() });
  });
  const requestEnded = (message: unknown) => {
    const { request } = message as { request: object };
    const pending = requests.get(request);
    if (!pending) return;
    requests.delete(request);
    pending.record.supplier.push([pending.start, performance.now()]);
  };
  subscribe("undici:request:trailers", requestEnded);
  subscribe("undici:request:error", requestEnded);

  // Installed last, so outermost: a retried call counts with its retries.
  bot.api.config.use(async (prev, method, payload, signal) => {
    const record = current.getStore();
    const start = performance.now();
    try {
      return await prev(method, payload, signal);
    } finally {
      record?.telegram.push([start, performance.now()]);
    }
  });

  const handle = bot.handleUpdate.bind(bot);
  bot.handleUpdate = (update, webhookReplyEnvelope) => {
    const record: UpdateRecord = { telegram: [], supplier: [] };
    const start = performance.now();
    return current.run(record, async () => {
      try {
        return await handle(update, webhookReplyEnvelope);
      } finally {
        const totalMs = performance.now() - start;
        const waitedMs = covered([...record.telegram, ...record.supplier]);
        finished.push({
          updateId: update.update_id,
          totalMs,
          supplierMs: length(record.supplier),
          telegramMs: length(record.telegram),
          ownMs: totalMs - waitedMs,
        });
      }
    });
  };

  return {
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
  };
}
