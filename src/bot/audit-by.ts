import type { JsonValue } from "../store/json.js";
import type { AuditEntry } from "../store/store.js";
import type { User } from "grammy/types";
import type { BotDeps } from "./context.js";
import { displayName } from "./render/display-name.js";

/**
 * Audits what the user behind `ctx` did, under the name Telegram gives them: kept in the entry,
 * so that it reads the same once they have left (and for ADMIN_IDS, whom /users may not list).
 */
export function auditBy(ctx: { from?: User | undefined; deps: Pick<BotDeps, "store"> }, fields: { action: string; [field: string]: JsonValue | undefined }): Promise<AuditEntry> {
  const who = ctx.from;
  return ctx.deps.store.audit.append({ ...fields, userId: who?.id ?? 0, ...(who ? { userName: displayName(who) } : {}) });
}
