import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/domain/languages.js";
import { LOCALES_DIR } from "../../src/bot/i18n.js";

// Every locale must be a drop-in replacement for the reference one: same keys, same
// variables, same HTML and commands. Files and keys are discovered, never listed here.
const REFERENCE = "en";

type Message = NonNullable<ReturnType<FluentBundle["getMessage"]>>;
type Pattern = Message["attributes"][string];

/** One translatable text (a message value, or "id.attr" for an attribute), formatted with dummy args. */
interface Unit {
  variables: string[];
  text: string;
  formatErrors: string[];
}

interface Locale {
  code: string;
  /** Entry ids (messages and terms) declared in the source, by line. */
  declaredIds: string[];
  /** Entry ids the runtime parser kept; it silently drops entries with syntax errors. */
  parsedIds: string[];
  /** Source lines that are neither an entry, its indented continuation, a comment nor blank. */
  strayLines: string[];
  addResourceErrors: string[];
  units: Map<string, Unit>;
}

// Same shape as the runtime parser's entry start (@fluent/bundle RE_MESSAGE_START).
const ENTRY_START = /^(-?[a-zA-Z][\w-]*) *= */;

function variablesIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) variablesIn(child, into);
  } else if (typeof node === "object" && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === "var" && typeof record.name === "string") into.add(record.name);
    for (const child of Object.values(record)) variablesIn(child, into);
  }
  return into;
}

/** A locale is a folder of .ftl files (one per feature), read as one source like the plugin does. */
const ftlFiles = (code: string) => readdirSync(join(LOCALES_DIR, code)).filter((f) => f.endsWith(".ftl")).sort();

function loadLocale(code: string): Locale {
  const source = ftlFiles(code).map((f) => readFileSync(join(LOCALES_DIR, code, f), "utf8")).join("\n");
  const lines = source.split(/\r?\n/);
  const declaredIds = lines.flatMap((line) => ENTRY_START.exec(line)?.[1] ?? []);
  const strayLines = lines.filter((line) => line.trim() !== "" && !line.startsWith("#") && !line.startsWith(" ") && !ENTRY_START.test(line));

  const resource = new FluentResource(source);
  const bundle = new FluentBundle(code, { useIsolating: false });
  const addResourceErrors = bundle.addResource(resource).map(String);

  // Every variable gets "X", so messages that reference other messages format too.
  const args = Object.fromEntries([...variablesIn(resource.body)].map((name) => [name, "X"]));
  const units = new Map<string, Unit>();
  const addUnit = (key: string, pattern: Pattern) => {
    const errors: Error[] = [];
    const text = bundle.formatPattern(pattern, args, errors);
    units.set(key, { variables: [...variablesIn(pattern)].sort(), text, formatErrors: errors.map(String) });
  };
  for (const entry of resource.body) {
    if (entry.id.startsWith("-")) continue; // terms are private to a locale
    const message = bundle.getMessage(entry.id);
    if (message?.value) addUnit(entry.id, message.value);
    for (const [attr, pattern] of Object.entries(message?.attributes ?? {})) addUnit(`${entry.id}.${attr}`, pattern);
  }

  return {
    code,
    declaredIds,
    parsedIds: resource.body.map((entry) => entry.id),
    strayLines,
    addResourceErrors,
    units,
  };
}

const codes = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const locales = codes.map(loadLocale);
const reference = locales.find((l) => l.code === REFERENCE);
const translations = locales.filter((l) => l.code !== REFERENCE);

const htmlTags = (text: string) => text.match(/<\/?[a-z]+/g) ?? [];
// "/help", but not the "/b" of "</b>".
const commands = (text: string) => text.match(/(?<![\w/<])\/[a-z][a-z0-9_]*/g) ?? [];
const emoji = (text: string) => text.match(/\p{Extended_Pictographic}/gu) ?? [];

/** What must be identical between a translation and the reference, per unit. */
const facets: [string, (unit: Unit) => unknown][] = [
  ["variables", (u) => u.variables],
  ["HTML tags, in order", (u) => htmlTags(u.text)],
  ["commands, in order", (u) => commands(u.text)],
  ["emoji, in order", (u) => emoji(u.text)],
  ["line count", (u) => u.text.split("\n").length],
];

describe("locale files", () => {
  it("include the reference locale and exactly the languages the bot offers", () => {
    expect(reference, `${REFERENCE}.ftl in ${LOCALES_DIR}`).toBeDefined();
    expect(locales.map((l) => l.code).sort()).toEqual([...LANGUAGES].sort());
  });

  it("split into the same files in every locale", () => {
    for (const code of codes) expect(ftlFiles(code), code).toEqual(ftlFiles(REFERENCE));
  });
});

describe.each(locales.map((l) => [l.code, l] as const))("%s.ftl", (_code, locale) => {
  it("parses without errors", () => {
    expect(locale.strayLines).toEqual([]);
    expect(locale.parsedIds).toEqual(locale.declaredIds);
    expect(locale.addResourceErrors).toEqual([]);
  });

  it("formats every message without errors or bidi isolation marks", () => {
    const problems = [...locale.units].flatMap(([key, unit]) => [
      ...unit.formatErrors.map((e) => `${key}: ${e}`),
      ...(/[\u2068\u2069]/.test(unit.text) ? [`${key}: isolation mark`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("has well-formed HTML in every message", () => {
    const problems = [...locale.units].flatMap(([key, unit]) => {
      const open: string[] = [];
      for (const tag of htmlTags(unit.text)) {
        if (!tag.startsWith("</")) open.push(tag.slice(1));
        else if (open.pop() !== tag.slice(2)) return [`${key}: unexpected ${tag}>`];
      }
      return open.length > 0 ? [`${key}: unclosed <${open.join(">, <")}>`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("has command descriptions Telegram accepts (1-256 chars, one line, no HTML)", () => {
    const problems = [...locale.units]
      .filter(([key]) => key.startsWith("cmd-"))
      .filter(([, unit]) => unit.text.length < 1 || unit.text.length > 256 || /[<\n]/.test(unit.text))
      .map(([key, unit]) => `${key}: ${JSON.stringify(unit.text)}`);
    expect(problems).toEqual([]);
  });
});

describe.each(translations.map((l) => [l.code, l] as const))("%s.ftl against the reference", (_code, locale) => {
  it("has exactly the reference's message ids", () => {
    const ours = [...locale.units.keys()];
    const theirs = [...(reference?.units.keys() ?? [])];
    expect({
      missing: theirs.filter((key) => !locale.units.has(key)),
      extra: ours.filter((key) => !reference?.units.has(key)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(facets)("keeps the reference's %s in every message", (_facet, facetOf) => {
    const problems = [...locale.units].flatMap(([key, unit]) => {
      const expected = reference?.units.get(key);
      if (!expected) return []; // reported by the id test
      const [want, got] = [JSON.stringify(facetOf(expected)), JSON.stringify(facetOf(unit))];
      return want === got ? [] : [`${key}: ${REFERENCE} ${want}, ${locale.code} ${got}`];
    });
    expect(problems).toEqual([]);
  });
});
