import { createHash } from "node:crypto";
import type { PublishedRepo } from "../store/store.js";

/**
 * Sends what the bot sets about itself (a menu, a description) only when it differs from what
 * was last sent under `key`: a start, or a change that leaves a menu as it was, makes no call.
 * The fingerprint is kept once Telegram took the value, so a failed call is tried again next time.
 */
export async function publishOnce(published: PublishedRepo, key: string, value: unknown, send: () => Promise<unknown>): Promise<void> {
  const fingerprint = fingerprintOf(value);
  if (published.fingerprint(key) === fingerprint) return;
  await send();
  await published.record(key, fingerprint);
}

/** Short: it only tells a change apart, and the data file keeps one per menu. */
export function fingerprintOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 16);
}
