import type { FlowContext } from "./context.js";
import { isLanguage } from "../domain/languages.js";
import { formatFor, type Format } from "./render/format.js";

/** How numbers, dates and times are written for the sender of this update (render/format.ts). */
export async function formatOf(ctx: FlowContext): Promise<Format> {
  const locale = await ctx.i18n.getLocale();
  return formatFor({
    lang: isLanguage(locale) ? locale : "en",
    digits: ctx.from ? ctx.deps.store.settings.getDigits(ctx.from.id) : "native",
    timeZone: ctx.deps.config.displayTimezone,
    t: ctx.t,
  });
}
