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

/** Who made a user admin in the bot: the admin who proposed it, and the second admin who approved it (none when a fixed admin decided alone). */
export interface AdminGrant {
  by: number;
  approvedBy?: number;
}

/**
 * True when one of two admins was made admin by the other (as proposer or approver): then they
 * may be one person with two accounts, and the one cannot check what the other makes.
 * `grantOf` gives an admin's grant, undefined for an admin from ADMIN_IDS.
 */
export function madeAdminByEachOther(a: number, b: number, grantOf: (id: number) => AdminGrant | undefined): boolean {
  const madeBy = (user: number, by: number) => {
    const grant = grantOf(user);
    return grant !== undefined && (grant.by === by || grant.approvedBy === by);
  };
  return madeBy(a, b) || madeBy(b, a);
}
