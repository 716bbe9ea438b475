/** Staff roles, ordered by power: viewer < agent < admin. */
export const ROLES = ["viewer", "agent", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Checks untrusted text (callback data, a file) before it is used as a role. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** True when `role` grants at least what `needed` grants (viewer < agent < admin). */
export function roleAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
