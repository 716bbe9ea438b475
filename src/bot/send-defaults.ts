import type { Transformer } from "grammy";

/** The methods that send or replace a text: the only ones the bot uses (a caption method would join them). */
const TEXT_METHODS: ReadonlySet<string> = new Set(["sendMessage", "editMessageText"]);

/**
 * Every text FlightDesk sends is HTML (render/ escapes what comes from outside) and shows no
 * link preview. Set once on each Api that sends (the bot's, a flow's, the notifier's), so a
 * call says only what differs; an option a call gives itself wins.
 */
export const sendDefaults: Transformer = (prev, method, payload, signal) => {
  if (!TEXT_METHODS.has(method)) return prev(method, payload, signal);
  return prev(method, { parse_mode: "HTML", link_preview_options: { is_disabled: true }, ...payload }, signal);
};
