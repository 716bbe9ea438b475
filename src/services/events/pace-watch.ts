import { todayIn } from "../../domain/dates.js";
import type { PaceRules, QuietHours } from "../../domain/pace-alerts.js";
import type { PaceWatch } from "../../ledger/pace-alerts.js";
import type { Subscription } from "../../store/store.js";
import { recipientsOf } from "./match.js";
import { quietRecipients } from "./quiet.js";

export interface PaceWatchDeps {
  rules: PaceRules;
  timeZone: string;
  mayReceive: (subscription: Subscription) => boolean;
  quietOf: (chatId: number) => QuietHours | undefined;
}

/**
 * What a page's transaction (or the pace service) needs to tell pace alerts now: undefined
 * when no chat subscribed to them, so that nothing is counted for nobody.
 */
export function paceWatchOf(deps: PaceWatchDeps, subscriptions: readonly Subscription[], now: Date): PaceWatch | undefined {
  const pace = subscriptions.filter((s) => s.topic === "pace");
  if (pace.length === 0) return undefined;
  return {
    rules: deps.rules,
    today: todayIn(deps.timeZone, now),
    recipients: (body) => quietRecipients(recipientsOf(body, pace, deps.mayReceive), deps.quietOf, deps.timeZone, now),
  };
}
