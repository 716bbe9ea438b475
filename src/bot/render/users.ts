import { InlineKeyboard } from "grammy";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";
import { ROLES } from "../../domain/roles.js";
import type { AccessRequest, StoredUser } from "../../store/store.js";
import type { AdminProposal } from "../../store/schema.js";

const PAGE = 20;

export interface UsersView {
  fixedAdmins: number[];
  users: StoredUser[];
  requests: AccessRequest[];
}

/** /users: fixed admins, then approved users (a page at a time), then pending requests. */
export function renderUserList(view: UsersView, owner: number, page: number, t: Translate, f: Format): Rendered {
  const pages = Math.max(1, Math.ceil(view.users.length / PAGE));
  const current = Math.min(Math.max(page, 0), pages - 1);
  const shown = view.users.slice(current * PAGE, (current + 1) * PAGE);
  const lines = [t("users-title", { count: f.num(view.users.length + view.fixedAdmins.length) })];
  for (const id of view.fixedAdmins) {
    const known = view.users.find((u) => u.id === id);
    lines.push(t("users-fixed-admin", { name: escapeHtml(known?.name ?? "—"), id: String(id) }));
  }
  for (const u of shown) lines.push(t("users-line", { name: escapeHtml(u.name), id: String(u.id), role: t(`role-${u.role}`) }));
  if (view.users.length === 0) lines.push(t("users-none"));
  if (view.requests.length > 0) {
    lines.push("", t("users-pending-title", { count: f.num(view.requests.length) }));
    for (const r of view.requests) lines.push(`${escapeHtml(r.name)} <code>${r.id}</code>`);
  }
  const keyboard = new InlineKeyboard();
  for (const u of shown) addButton(keyboard, `${u.name} · ${t(`role-${u.role}`)}`, buttons.userDetail.pack(owner, { user: u.id })).row();
  for (const r of view.requests) addButton(keyboard, `🙋 ${r.name}`, buttons.userRequest.pack(owner, { user: r.id })).row();
  if (pages > 1) {
    if (current > 0) addButton(keyboard, "⬅️", buttons.userList.pack(owner, { page: current - 1 }));
    if (current < pages - 1) addButton(keyboard, "➡️", buttons.userList.pack(owner, { page: current + 1 }));
  }
  if (shown.length > 0) lines.push("", t("users-pick"));
  return { text: lines.join("\n"), keyboard };
}

/** One user: role buttons (the current one marked), remove access, back. Ids stay as they are (staff copy them). */
export function renderUserDetail(user: StoredUser, owner: number, t: Translate, f: Format): Rendered {
  const keyboard = new InlineKeyboard();
  const actionButton = (label: string, action: string) => addButton(keyboard, label, buttons.userDetail.pack(owner, { user: user.id, action }));
  for (const role of ROLES) actionButton(`${role === user.role ? "● " : ""}${t(`role-${role}`)}`, role);
  keyboard.row();
  actionButton(t("user-revoke"), "revoke").row();
  addButton(keyboard, t("user-back"), buttons.userList.pack(owner, { page: 0 }));
  const text = t("user-detail", { name: escapeHtml(user.name), id: String(user.id), role: t(`role-${user.role}`), by: String(user.approvedBy), at: f.date(user.approvedAt.slice(0, 10)) });
  return { text, keyboard };
}

/** A pending request with its decision buttons: sent to admins, and shown from /users (with Back). */
export function renderRequestDecision(request: AccessRequest, owner: number, t: Translate, opts: { back: boolean }): Rendered {
  const keyboard = new InlineKeyboard();
  const decide = (label: string, decision: string) => addButton(keyboard, label, buttons.accessDecision.pack(owner, { user: request.id, decision }));
  decide(t("access-approve-viewer"), "viewer");
  decide(t("access-approve-agent"), "agent").row();
  decide(t("access-approve-admin"), "admin");
  decide(t("access-deny"), "deny");
  if (opts.back) addButton(keyboard.row(), t("user-back"), buttons.userList.pack(owner, { page: 0 }));
  const text = t("access-request-to-admin", {
    name: escapeHtml(request.name),
    username: request.username ? `@${escapeHtml(request.username)}` : "",
    id: String(request.id),
  });
  return { text, keyboard };
}

/** To each other admin: a proposal to make `target` admin, with Approve and Refuse for `owner`. */
export function renderAdminProposal(target: { id: number; name: string }, proposal: AdminProposal, owner: number, t: Translate): Rendered {
  const keyboard = new InlineKeyboard();
  const decide = (label: string, decision: string) => addButton(keyboard, label, buttons.adminGrant.pack(owner, { user: target.id, proposal: proposal.id, decision }));
  decide(t("admin-button-approve"), "a");
  decide(t("admin-button-refuse"), "r");
  const text = t("admin-proposal", { proposal: String(proposal.id), by: escapeHtml(proposal.byName), name: escapeHtml(target.name), id: String(target.id) });
  return { text, keyboard };
}
