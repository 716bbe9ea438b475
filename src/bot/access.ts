import type { Access, BotDeps } from "./context.js";

/** ADMIN_IDS are admins whatever the store says; everyone else has the role an admin gave them. */
export function resolveAccess(deps: Pick<BotDeps, "config" | "store">, userId: number | undefined): Access {
  if (userId === undefined) return { role: null, fixedAdmin: false };
  if (deps.config.adminIds.includes(userId)) return { role: "admin", fixedAdmin: true };
  return { role: deps.store.users.get(userId)?.role ?? null, fixedAdmin: false };
}
