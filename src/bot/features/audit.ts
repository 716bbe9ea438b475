import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { renderAudit } from "../render/audit.js";
import { replyRendered } from "../reply.js";
import { onCommand } from "../on-command.js";
import { formatOf } from "../format-of.js";

const DEFAULT_COUNT = 15;
const MAX_COUNT = 50;

export const auditFeature = new Composer<BotContext>();

/** /audit [N]: the latest N entries of the audit log (refunds, with who, what and the outcome). */
onCommand(auditFeature, "audit", async (ctx) => {
  const asked = Number.parseInt(ctx.match.trim(), 10);
  const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_COUNT) : DEFAULT_COUNT;
  const { store } = ctx.deps;
  const entries = store.audit.latest(count);
  await replyRendered(ctx, renderAudit(entries, (id) => store.users.get(id)?.name, ctx.t, await formatOf(ctx), ctx.deps.config.supplier.currency));
});
