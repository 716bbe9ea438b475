/**
 * Periodic work beside the bot (the daily digests, the refund follow-up, the credit watch): `work`
 * runs now and then `everyMs` after each run ends, so runs never overlap; a failed run is handed
 * to `failed` (to log) and the next one comes as usual. `stop` waits for the run under way.
 */
export function startPeriodic(work: () => Promise<void>, everyMs: number, failed: (err: unknown) => void): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = work()
      .catch(failed)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
