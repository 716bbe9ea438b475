import type { Access, BotDeps } from "./context.js";

/** Admins: the fixed ones from ADMIN_IDS and those approved as admin in the bot. */
export function adminIds(deps: Pick<BotDeps, "config" | "store">): number[] {
  const approved = deps.store.users.list().filter((u) => u.role === "admin").map((u) => u.id);
  return [...new Set([...deps.config.adminIds, ...approved])];
}

/** ADMIN_IDS are admins whatever the store says; everyone else has the role an admin gave them. */
export function resolveAccess(deps: Pick<BotDeps, "config" | "store">, userId: number | undefined): Access {
  if (userId === undefined) return { role: null, fixedAdmin: false };
  if (deps.config.adminIds.includes(userId)) return { role: "admin", fixedAdmin: true };
  return { role: deps.store.users.get(userId)?.role ?? null, fixedAdmin: false };
}
