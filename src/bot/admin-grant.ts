import { adminIds } from "./access.js";
import { tellAccessDecision } from "./access-decision.js";
import type { BotContext } from "./context.js";
import { syncUserMenu } from "./menu-sync.js";
import { displayName } from "./render/display-name.js";
import { renderAdminProposal } from "./render/users.js";
import { madeAdminByEachOther, type AdminGrant } from "../domain/roles.js";
import { languageFromTelegram } from "./i18n.js";
import type { AdminProposal } from "../store/schema.js";
import { auditBy } from "./audit-by.js";

/**
 * Making someone admin. An admin in ADMIN_IDS does it at once; any other admin only
 * proposes it, and a second admin approves or refuses (the first decision wins). Each admin role
 * is audited with who proposed it and who approved it, and kept on the user (AdminGrant) so that
 * flight control can tell two accounts of one person apart from two admins.
 */

/** Whom an admin proposal is about: a pending access request, or a user let in already. */
export interface AdminTarget {
  kind: "request" | "user";
  id: number;
  name: string;
}

export type Proposed = { ok: true; proposal: AdminProposal; told: number } | { ok: false; alert: string };

/** Proposes making `target` admin and sends the proposal to every other admin. Nothing is proposed without another admin. */
export async function proposeAdmin(ctx: BotContext, target: AdminTarget): Promise<Proposed> {
  const { store } = ctx.deps;
  const me = ctx.from!;
  const checkers = adminIds(ctx.deps).filter((id) => id !== me.id);
  if (checkers.length === 0) return { ok: false, alert: ctx.t("admin-no-checker") };
  const repo = target.kind === "request" ? store.requests : store.users;
  let earlier = repo.get(target.id)?.adminProposal;
  // One made by an admin who is no longer one can never be approved: it gives way.
  if (earlier && !adminIds(ctx.deps).includes(earlier.by) && (await repo.takeAdminProposal(target.id, earlier.id))) earlier = undefined;
  if (earlier) return { ok: false, alert: ctx.t("admin-proposal-waiting", { by: earlier.byName }) };
  const entry = await auditBy(ctx, { action: "user.admin-propose", target: target.id, targetName: target.name });
  const waiting = await repo.proposeAdmin(target.id, { id: entry.id, by: me.id, byName: displayName(me), at: ctx.deps.now().toISOString() });
  if (!waiting) return { ok: false, alert: ctx.t(target.kind === "request" ? "access-request-gone" : "user-not-found") };
  // Another admin's proposal got there first.
  if (waiting.id !== entry.id) return { ok: false, alert: ctx.t("admin-proposal-waiting", { by: waiting.byName }) };
  ctx.log.info({ userId: target.id, proposal: waiting.id }, "admin role proposed");
  let told = 0;
  for (const admin of checkers) {
    const t = ctx.i18n.fluent.withLocale(store.settings.getLanguage(admin) ?? "en");
    const { text, keyboard } = renderAdminProposal(target, waiting, admin, t);
    try {
      await ctx.api.sendMessage(admin, text, { reply_markup: keyboard });
      told++;
    } catch (err) {
      // An admin who never opened the bot cannot be written to; the others can still decide.
      ctx.log.warn({ admin, err: String(err) }, "could not send an admin proposal to an admin");
    }
  }
  return { ok: true, proposal: waiting, told };
}

/** The waiting proposal `proposalId` about user `id`, and whom it is about; undefined once decided. */
export function heldAdminProposal(ctx: BotContext, id: number, proposalId: number): { target: AdminTarget; proposal: AdminProposal } | undefined {
  const { store } = ctx.deps;
  const request = store.requests.get(id);
  if (request?.adminProposal?.id === proposalId) return { target: { kind: "request", id, name: request.name }, proposal: request.adminProposal };
  const user = store.users.get(id);
  if (user?.adminProposal?.id === proposalId) return { target: { kind: "user", id, name: user.name }, proposal: user.adminProposal };
  return undefined;
}

/**
 * Why the admin pressing Approve may not approve `proposal`, as a sentence; null when they may:
 * not their own, its proposer still an admin, and neither made admin by the other.
 */
export function adminApprovalBar(ctx: BotContext, proposal: AdminProposal): string | null {
  const me = ctx.from!.id;
  if (proposal.by === me) return ctx.t("admin-own-proposal");
  if (!adminIds(ctx.deps).includes(proposal.by)) return ctx.t("admin-proposer-left", { by: proposal.byName });
  if (madeAdminByEachOther(me, proposal.by, (id) => ctx.deps.store.users.get(id)?.adminGrant)) return ctx.t("admin-linked-approver", { by: proposal.byName });
  return null;
}

/**
 * Makes `target` admin, with who granted it (and approved it): a request becomes a user, a
 * user's role changes; the audit records it, the user is told and gets the admin's menu.
 */
export async function grantAdmin(ctx: BotContext, target: AdminTarget, grant: AdminGrant, proposal?: number): Promise<void> {
  const { store } = ctx.deps;
  let lang = store.settings.getLanguage(target.id) ?? "en";
  if (target.kind === "request") {
    const request = store.requests.get(target.id);
    if (!request) return;
    lang = store.settings.getLanguage(target.id) ?? languageFromTelegram(request.languageCode);
    await store.users.upsert({
      id: target.id,
      role: "admin",
      name: request.name,
      ...(request.username ? { username: request.username } : {}),
      approvedBy: ctx.from!.id,
      approvedAt: ctx.deps.now().toISOString(),
      adminGrant: grant,
    });
    await store.requests.remove(target.id);
  } else {
    await store.users.setRole(target.id, "admin", grant);
  }
  await auditBy(ctx, {
    action: "user.admin",
    target: target.id,
    targetName: target.name,
    grantedBy: grant.by,
    ...(grant.approvedBy !== undefined ? { approvedBy: grant.approvedBy } : {}),
    ...(proposal !== undefined ? { proposal } : {}),
  });
  ctx.log.info({ userId: target.id, grantedBy: grant.by, approvedBy: grant.approvedBy }, "admin role granted");
  await syncUserMenu(ctx, target.id);
  await tellAccessDecision(ctx, target.id, lang, target.kind === "request" ? "access-approved-user" : "role-changed-user", "role-admin");
}
