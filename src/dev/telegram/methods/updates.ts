import { Described, type MethodTable } from "../api.js";
import { badRequest, conflict } from "../errors.js";
import { arrayParam, boolParam, intParam, stringParam, type Params } from "../params.js";
import type { EmulatorState } from "../state.js";

const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const DEFAULT_MAX_CONNECTIONS = 40;

/** How the bot receives updates: getUpdates long polling, or a webhook the emulator pushes to. */
export function updateMethods(state: EmulatorState): MethodTable {
  const allowedUpdates = (params: Params): string[] | undefined =>
    arrayParam(params, "allowed_updates")?.map((type) => {
      if (typeof type !== "string") throw badRequest('parameter "allowed_updates" must be an Array of Strings');
      return type;
    });

  return {
    getUpdates(params, signal) {
      if (state.webhook.active) {
        throw conflict("can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
      }
      return state.updates.getUpdates(
        {
          offset: intParam(params, "offset"),
          limit: intParam(params, "limit"),
          timeout: intParam(params, "timeout"),
          allowed_updates: allowedUpdates(params),
        },
        signal,
      );
    },

    async setWebhook(params) {
      const url = stringParam(params, "url") ?? "";
      if (url === "") return deleteWebhook(params);
      if (!isWebhookUrl(url)) throw badRequest("bad webhook: An HTTP or HTTPS URL must be provided for webhook");
      const secretToken = stringParam(params, "secret_token");
      if (secretToken !== undefined && !SECRET_TOKEN.test(secretToken)) {
        throw badRequest("bad webhook: secret token contains unallowed characters");
      }
      const maxConnections = intParam(params, "max_connections") ?? DEFAULT_MAX_CONNECTIONS;
      if (maxConnections < 1 || maxConnections > 100) throw badRequest("bad webhook: max_connections must be 1-100");
      state.updates.endPoll(conflict("terminated by setWebhook request"));
      state.updates.setAllowed(allowedUpdates(params));
      if (boolParam(params, "drop_pending_updates")) state.updates.dropAll();
      await state.webhook.set({ url, maxConnections, ...(secretToken ? { secretToken } : {}) });
      return new Described(true, "Webhook was set");
    },

    deleteWebhook,

    getWebhookInfo() {
      return state.webhook.info();
    },
  };

  async function deleteWebhook(params: Params): Promise<Described> {
    if (boolParam(params, "drop_pending_updates")) state.updates.dropAll();
    if (!state.webhook.active) return new Described(true, "Webhook is already deleted");
    await state.webhook.delete();
    return new Described(true, "Webhook was deleted");
  }
}

/** Telegram requires HTTPS on ports 443, 80, 88 or 8443; locally plain HTTP on any port is allowed. */
function isWebhookUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}
