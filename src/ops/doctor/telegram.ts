import { Api, GrammyError } from "grammy";
import type { Config } from "../../config.js";
import { shownRoot, unreachableReason } from "../../telegram-reach.js";
import { fail, pass, skip, type Check } from "./check.js";

/** The longest a Telegram call may take before the Bot API counts as out of reach. */
const ATTEMPT_MS = 8_000;

/** The Bot API reachable, the token accepted (getMe) and, in webhook mode, the webhook (getWebhookInfo). */
export async function checkTelegram(config: Config): Promise<Check[]> {
  const api = new Api(config.botToken, { apiRoot: config.telegramApiRoot });
  const root = shownRoot(config.telegramApiRoot);
  const signal = () => AbortSignal.timeout(ATTEMPT_MS) as Parameters<Api["getMe"]>[0];
  let me;
  try {
    me = await api.getMe(signal());
  } catch (err) {
    // Never the error's own message: grammY's holds the URL, the token inside.
    const reason = unreachableReason(err, ATTEMPT_MS);
    if (reason !== undefined) {
      return [
        fail("Bot API reachable", `no answer from ${root} (${reason})`, "check this server's network, firewall or proxy towards api.telegram.org, and TELEGRAM_API_ROOT if set"),
        skip("Telegram token", "not checked: the Bot API is out of reach"),
      ];
    }
    const refused = err instanceof GrammyError ? `${err.error_code} ${err.description}` : "an unexpected answer";
    return [
      pass("Bot API reachable", root),
      fail("Telegram token", `Telegram refused BOT_TOKEN (${refused})`, "copy the token again from @BotFather (/mybots, API Token) into BOT_TOKEN"),
    ];
  }
  return [pass("Bot API reachable", root), pass("Telegram token", `accepted: the bot is @${me.username}`), ...(await checkWebhook(api, config, signal))];
}

async function checkWebhook(api: Api, config: Config, signal: () => Parameters<Api["getMe"]>[0]): Promise<Check[]> {
  const name = "webhook";
  if (!config.webhook) return [skip(name, "not configured: FlightDesk long-polls")];
  try {
    const info = await api.getWebhookInfo(signal());
    if (info.url === "") return [pass(name, "not set yet: FlightDesk sets WEBHOOK_URL when it starts")];
    if (info.url !== config.webhook.url) {
      return [fail(name, `Telegram sends this bot's updates to ${info.url}, not to WEBHOOK_URL`, "make sure no other server runs with this token; FlightDesk sets WEBHOOK_URL when it starts")];
    }
    if (info.last_error_message) {
      return [fail(name, `Telegram could not deliver an update: ${info.last_error_message}`, "check that WEBHOOK_URL reaches this server's PORT over HTTPS with a valid certificate")];
    }
    return [pass(name, `set to WEBHOOK_URL, ${info.pending_update_count} updates waiting`)];
  } catch {
    return [fail(name, "getWebhookInfo failed", "try again; if it lasts, check the network towards the Bot API")];
  }
}
