import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Api } from "grammy";
import { I18n } from "@grammyjs/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandMenu } from "../../src/bot/command-table.js";
import { LOCALES_DIR } from "../../src/bot/i18n.js";
import type { Role } from "../../src/domain/roles.js";
import { LANGUAGES } from "../../src/domain/languages.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, letIn, press } from "../support/steps.js";

/** Issue 16: menus per language and scope, and the descriptions, set once per change. */
const PARISA: TgUserSpec = { id: 7801, first_name: "Parisa", language_code: "en" };
const LAYLA: TgUserSpec = { id: 7802, first_name: "Layla", language_code: "en" };
const LINA: TgUserSpec = { id: 7803, first_name: "Lina", language_code: "en" };

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const menuOf = (role: Role, lang: string, where: "private" | "group" = "private") => commandMenu.for(role, (key) => i18n.t(lang, key), where);
const own = (user: TgUserSpec) => ({ type: "chat" as const, chat_id: user.id });
const PRIVATE = { type: "all_private_chats" as const };
const GROUPS = { type: "all_group_chats" as const };
/** Every call that sets or deletes what the bot shows about itself. */
const PUBLISHING = ["setMyCommands", "deleteMyCommands", "setMyDescription", "setMyShortDescription"];

describe("command menus and descriptions", () => {
  let s: Stack;
  const published = () => PUBLISHING.flatMap((method) => s.tg.calls(method));

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("sets the default menus per language from the command table, and the admin's own", () => {
    for (const lang of ["en", "fa", "ar"]) {
      expect(s.tg.commands(lang, PRIVATE), lang).toEqual(menuOf("viewer", lang));
      expect(s.tg.commands(lang, GROUPS), lang).toEqual(menuOf("viewer", lang, "group"));
    }
    expect(s.tg.commands("", PRIVATE)).toEqual(menuOf("viewer", "en"));
    expect(s.tg.commands("fa", PRIVATE).map((c) => c.command)).not.toContain("refund");
    expect(s.tg.commands("", own(ADMIN))).toEqual(menuOf("admin", "en"));
    expect(s.tg.commands("fa", own(ADMIN))).toEqual(menuOf("admin", "fa"));
  });

  it("gives an agent their menu in their language at once, keeps it across restarts without a call, follows role changes (a refused one set at the next start) and a removal", async () => {
    await letIn(s, PARISA, "agent");
    await letIn(s, LAYLA, "agent");
    await expect.poll(() => s.tg.commands("", own(PARISA))).toEqual(menuOf("agent", "en"));
    // Layla never chose: each language of the app gets its own words (Arabic should her app be in Arabic).
    expect(s.tg.commands("ar", own(LAYLA))).toEqual(menuOf("agent", "ar"));
    expect(s.tg.commands("", own(LAYLA))).toEqual(menuOf("agent", "en"));

    await press(s.tg, PARISA, await ask(s.tg, PARISA, "/lang"), "فارسی");
    // Chosen in /lang: Persian whatever the app's language.
    for (const lang of ["", "en", "fa", "ar"]) await expect.poll(() => s.tg.commands(lang, own(PARISA))).toEqual(menuOf("agent", "fa"));

    const before = published().length;
    await s.restart();
    expect(published()).toHaveLength(before);
    expect(s.tg.commands("", own(PARISA))).toEqual(menuOf("agent", "fa"));
    expect(s.tg.commands("ar", own(LAYLA))).toEqual(menuOf("agent", "ar"));

    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, list.keyboard.flat().find((b) => b.text.startsWith("Parisa"))!.text);
    const promoted = await press(s.tg, ADMIN, detail, "admin");
    await expect.poll(() => s.tg.commands("", own(PARISA))).toEqual(menuOf("admin", "fa"));
    expect(s.tg.commands("", own(PARISA)).map((c) => c.command)).toContain("users");

    // Telegram refuses the menu of a role change: the change stands, and the next start sets the menu.
    s.tg.failNext("setMyCommands", { status: 400, description: "Bad Request: something went wrong" });
    const demoted = await press(s.tg, ADMIN, promoted, "agent");
    expect(demoted.text).toMatch(/Parisa/);
    expect(s.tg.commands("", own(PARISA))).toEqual(menuOf("admin", "fa"));
    await s.restart();
    expect(s.tg.commands("", own(PARISA))).toEqual(menuOf("agent", "fa"));

    await press(s.tg, ADMIN, demoted, "🚫 Remove access");
    for (const lang of ["", "en", "fa", "ar"]) await expect.poll(() => s.tg.commands(lang, own(PARISA))).toEqual([]);

    const after = published().length;
    await s.restart();
    expect(published()).toHaveLength(after);
  });

  it("sets what the data file does not remember at the next start, a chat Telegram refuses holding up no other", async () => {
    const ownSets = (user: TgUserSpec) => s.tg.calls("setMyCommands").filter((c) => (c.params["scope"] as { chat_id?: number } | undefined)?.chat_id === user.id).length;
    const forgetOwnMenus = async () => {
      const file = join(s.dataDir, STORE_FILE_NAME);
      const data = JSON.parse(await readFile(file, "utf8")) as { published: Record<string, string> };
      for (const key of Object.keys(data.published)) if (/^commands\|chat:/.test(key)) delete data.published[key];
      await writeFile(file, JSON.stringify(data));
    };
    // An agent of this test's own, whose menus (one per language of the app) are all set.
    await letIn(s, LINA, "agent");
    await expect.poll(() => ownSets(LINA)).toBe(4);
    const before = { admin: ownSets(ADMIN), lina: ownSets(LINA) };
    await s.restart(async () => {
      await forgetOwnMenus();
      s.tg.failNext("setMyCommands", { status: 400, description: "Bad Request: chat not found" });
    });
    expect(ownSets(ADMIN)).toBe(before.admin + 1);
    expect(ownSets(LINA)).toBe(before.lina + 4);
    await s.restart();
    expect(ownSets(ADMIN)).toBe(before.admin + 5);
    expect(ownSets(LINA)).toBe(before.lina + 4);
  });

  it("sets the description and short description per language from the locales", async () => {
    const api = new Api(s.tg.token, { apiRoot: s.tg.apiRoot });
    for (const lang of LANGUAGES) {
      expect((await api.getMyDescription({ language_code: lang })).description, lang).toBe(i18n.t(lang, "bot-description"));
      expect((await api.getMyShortDescription({ language_code: lang })).short_description, lang).toBe(i18n.t(lang, "bot-short-description"));
    }
    expect((await api.getMyDescription()).description).toBe(i18n.t("en", "bot-description"));
    expect(s.tg.calls("setMyDescription")).toHaveLength(4);
  });
});
