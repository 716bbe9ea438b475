/**
 * Periodic work beside the bot (the daily digests, the refund follow-up, the credit watch): `work`
 * runs now and then `everyMs` after each run ends, so runs never overlap; a failed run is handed
 * to `failed` (to log) and the next one comes as usual.
 *
 * `stop` aborts the signal `work` is given (a loop over many items ends after the item under way)
 * and waits for the run under way, but at most STOP_WAIT_MS: the graceful stop has a budget (the
 * service manager's TimeoutStopSec), and each of these works is safe to cut off like a crash.
 */
export const STOP_WAIT_MS = 10_000;

export function startPeriodic(work: (signal: AbortSignal) => Promise<void>, everyMs: number, failed: (err: unknown) => void): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = work(stopping.signal)
      .catch(failed)
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, everyMs);
      });
  };
  tick();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([running, late]);
      clearTimeout(waited);
    },
  };
}
