import { I18n } from "@grammyjs/i18n";
import { describe, expect, it } from "vitest";
import { commandMenu } from "../../src/bot/command-table.js";
import { LOCALES_DIR } from "../../src/bot/i18n.js";
import { fingerprintOf } from "../../src/bot/publish-once.js";
import { LANGUAGES } from "../../src/domain/languages.js";
import { ROLES } from "../../src/domain/roles.js";

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);

/** The menus Telegram gets (through @grammyjs/commands) are /help's lists, from the one table. */
describe("the command menus", () => {
  it("gives each role, per scope and language, the commands /help lists, in English by default", () => {
    for (const role of ROLES) {
      const { scopes, uncompliantCommands } = commandMenu.group(role, i18n.fluent).toArgs();
      expect(uncompliantCommands).toEqual([]);
      for (const where of ["private", "group"] as const) {
        const scope = where === "private" ? "all_private_chats" : "all_group_chats";
        for (const lang of [undefined, ...LANGUAGES]) {
          const params = scopes.find((p) => p.scope?.type === scope && p.language_code === lang);
          const listed = params?.commands.map(({ command, description }) => ({ command, description }));
          expect(listed, `${role} ${where} ${lang}`).toEqual(commandMenu.for(role, (key) => i18n.t(lang ?? "en", key), where));
        }
      }
    }
  });

  it("keeps each description within what Telegram takes", () => {
    for (const lang of LANGUAGES) {
      for (const { description } of commandMenu.for("admin", (key) => i18n.t(lang, key))) expect(description.length).toBeLessThanOrEqual(256);
      expect(i18n.t(lang, "bot-description").length, lang).toBeLessThanOrEqual(512);
      expect(i18n.t(lang, "bot-short-description").length, lang).toBeLessThanOrEqual(120);
    }
  });

  it("tells a changed menu apart by its fingerprint", () => {
    const menu = [{ command: "search", description: "Find flights" }];
    expect(fingerprintOf(menu)).toBe(fingerprintOf([{ command: "search", description: "Find flights" }]));
    expect(fingerprintOf(menu)).not.toBe(fingerprintOf([{ command: "search", description: "Find flight" }]));
  });
});
