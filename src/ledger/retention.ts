import type { Logger } from "../logger.js";
import type { Ledger } from "./ledger.js";

/** How often the ledger is pruned after the start. */
export const PRUNE_EVERY_MS = 86_400_000;

/**
 * Prunes the ledger now (awaited: a start-up on a database that cannot be written fails here)
 * and then once a day; a failed daily prune is logged and tried again the next day.
 */
export async function startRetention(ledger: Ledger, now: () => Date, logger: Logger): Promise<{ stop(): void }> {
  const prune = async () => {
    const pruned = await ledger.prune(now());
    if (pruned.bookings + pruned.cancellations > 0) logger.info(pruned, "pruned the ledger beyond LEDGER_RETENTION_DAYS");
  };
  await prune();
  const timer = setInterval(() => {
    prune().catch((err: unknown) => logger.error({ err: String(err) }, "could not prune the ledger"));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
