import { Composer, InlineKeyboard } from "grammy";
import type { BotContext } from "../context.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { onButton } from "../guards.js";
import { LANGUAGES, isLanguage } from "../../domain/languages.js";
import { onCommand } from "../on-command.js";
import { syncUserMenu } from "../menu-sync.js";

export const languageFeature = new Composer<BotContext>();

/** The languages, then the digits choice: the language's own (the default) or Latin. */
onCommand(languageFeature, "lang", async (ctx) => {
  const owner = ctx.from!.id;
  const keyboard = new InlineKeyboard();
  for (const lang of LANGUAGES) addButton(keyboard, ctx.i18n.fluent.translate(lang, "language-name"), buttons.language.pack(owner, { lang }));
  keyboard.row();
  const other = ctx.deps.store.settings.getDigits(owner) === "latin" ? "native" : "latin";
  addButton(keyboard, ctx.t(`lang-digits-${other}`), buttons.digits.pack(owner, { digits: other }));
  await ctx.reply(ctx.t("lang-choose"), { reply_markup: keyboard });
});

onButton(languageFeature, buttons.language, "viewer", async (ctx, { lang }) => {
  if (!isLanguage(lang)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.deps.store.settings.setLanguage(ctx.from!.id, lang);
  await ctx.i18n.renegotiateLocale();
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t("lang-set"));
  // The own menu of agents and admins is in their language.
  await syncUserMenu(ctx, ctx.from!.id);
});

onButton(languageFeature, buttons.digits, "viewer", async (ctx, { digits }) => {
  if (digits !== "latin" && digits !== "native") return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.deps.store.settings.setDigits(ctx.from!.id, digits);
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t(`lang-digits-set-${digits}`));
});
