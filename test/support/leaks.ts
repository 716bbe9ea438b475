import type { Config } from "../../src/config.js";
import type { TelegramEmulator } from "../../src/dev/telegram/emulator.js";

/**
 * The "no secret anywhere" check that every end-to-end stack runs when it stops: no log line,
 * no Bot API call the bot made (messages, edits, toasts, buttons, menus) and no visible message
 * text holds the bot token, the supplier password, its MD5 hash, the access token, the supplier
 * headers, a password in the supplier's URL or the webhook secret.
 */

export interface Secret {
  name: string;
  value: string;
}

/** Text the bot produced, with where it came from. */
export interface Output {
  where: string;
  text: string;
}

/**
 * Shorter values would match ordinary words ("demo" is also the username): tests that want
 * the check give the stack distinctive secrets (stack.ts does by default).
 */
export const MIN_SECRET_LENGTH = 8;

/** The secrets a bot holds with this configuration; `plainPassword` is the SUPPLIER_PASSWORD it was given, if any. */
export function secretsOf(config: Config, plainPassword?: string): Secret[] {
  const { supplier, botToken } = config;
  const secrets: Secret[] = [
    { name: "bot token", value: botToken },
    // The part after "<bot id>:" is the secret; alone it is still a leak (e.g. URL-encoded token).
    { name: "bot token secret", value: botToken.slice(botToken.indexOf(":") + 1) },
    { name: "supplier password MD5", value: supplier.passwordMd5 },
  ];
  if (plainPassword) secrets.push({ name: "supplier password", value: plainPassword });
  if (supplier.accessToken) secrets.push({ name: "supplier access token", value: supplier.accessToken });
  for (const [name, value] of Object.entries(supplier.headers)) secrets.push({ name: `supplier header ${name}`, value });
  if (config.webhook) secrets.push({ name: "webhook secret", value: config.webhook.secret });
  secrets.push(...secretsOfUrl("supplier URL", supplier.baseUrl));
  return secrets;
}

/** The password a URL holds (user:password@), as written and decoded; none for a URL without one. */
export function secretsOfUrl(name: string, url: string): Secret[] {
  const { password } = new URL(url);
  if (password === "") return [];
  const decoded = decodeURIComponent(password);
  return [...new Set([password, decoded])].map((value) => ({ name: `${name} password`, value }));
}

/** One line per output that holds a secret, naming both, the secret masked. Case-insensitive: a hash may be upper-cased. */
export function findLeaks(secrets: Secret[], outputs: Output[]): string[] {
  const checked = secrets.filter((s) => s.value.length >= MIN_SECRET_LENGTH);
  const leaks: string[] = [];
  for (const { where, text } of outputs) {
    const haystack = text.toLowerCase();
    for (const secret of checked) {
      const at = haystack.indexOf(secret.value.toLowerCase());
      if (at < 0) continue;
      leaks.push(`${secret.name} in ${where}: ${masked(text.slice(Math.max(0, at - 60), at + secret.value.length + 60), checked)}`);
    }
  }
  return leaks;
}

/** Everything the bot wrote: log lines, every Bot API call's parameters, and the visible text of its messages. */
export function botOutputs(logs: readonly string[], tg: TelegramEmulator): Output[] {
  const calls = tg.calls();
  const chats = new Set<number>();
  const outputs: Output[] = logs.map((line, i) => ({ where: `log line ${i + 1}`, text: line }));
  for (const call of calls) {
    // The one place the webhook secret must go: to Telegram, in setWebhook.
    const params = call.method === "setWebhook" ? { ...call.params, secret_token: "(to Telegram)" } : call.params;
    outputs.push({ where: `Bot API call ${call.method}`, text: JSON.stringify(params) });
    const chatId = Number(call.params["chat_id"]);
    if (Number.isSafeInteger(chatId)) chats.add(chatId);
  }
  for (const chatId of chats) {
    for (const m of tg.messages(chatId)) if (m.from === "bot") outputs.push({ where: `message ${m.messageId} in chat ${chatId}`, text: m.text });
  }
  for (const answer of tg.callbackAnswers()) if (answer.text) outputs.push({ where: "callback answer", text: answer.text });
  return outputs;
}

/** The text with every secret replaced, so that a failing check does not print them. */
function masked(text: string, secrets: Secret[]): string {
  return secrets.reduce((t, s) => t.replace(new RegExp(s.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), "«…»"), text);
}
