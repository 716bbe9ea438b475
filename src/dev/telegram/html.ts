import type { MessageEntity, User } from "grammy/types";
import { badRequest, type ApiError } from "./errors.js";
import { sortEntities, utf8Length, type FormattedText } from "./text.js";

/**
 * Telegram's HTML parse mode, modelled on TDLib's parser: the same tags, the same error texts
 * and byte offsets. One deliberate difference: Telegram keeps a bare "&" that starts no entity
 * as a literal character, this parser refuses it. A bare "&" almost always means text that was
 * not HTML-escaped, and the same text breaks in production as soon as it contains a "<".
 */
export function parseTelegramHtml(html: string, lookupUser: UserLookup = () => undefined): FormattedText {
  return new HtmlParser(html, lookupUser).parse();
}

/** Finds a known user for `<a href="tg://user?id=N">`, which becomes a text_mention. */
export type UserLookup = (id: number) => User | undefined;

type SimpleEntityType = MessageEntity.CommonMessageEntity["type"];

const SIMPLE_TAGS: Record<string, SimpleEntityType> = {
  b: "bold",
  strong: "bold",
  i: "italic",
  em: "italic",
  u: "underline",
  ins: "underline",
  s: "strikethrough",
  strike: "strikethrough",
  del: "strikethrough",
  "tg-spoiler": "spoiler",
  span: "spoiler",
};
const OTHER_TAGS = new Set(["a", "pre", "code", "blockquote", "tg-emoji"]);
const LINK_PROTOCOLS = new Set(["http:", "https:", "ftp:", "tg:", "ton:", "mailto:"]);
const NAMED_REFERENCES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };
// With the u flag a class of surrogates matches only unpaired ones.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const USER_LINK = /^tg:\/\/user\?id=(\d{1,15})$/i;

interface Range {
  offset: number;
  length: number;
}

interface OpenTag {
  name: string;
  attributes: Map<string, string>;
  /** UTF-16 offset in the visible text where the tag's content starts. */
  start: number;
}

class HtmlParser {
  private pos = 0;
  private text = "";
  private readonly open: OpenTag[] = [];
  private readonly entities: MessageEntity[] = [];
  /** Languages of `<code class="language-x">`, merged into an enclosing `<pre>`. */
  private readonly codeLanguages = new Map<MessageEntity, string>();

  constructor(
    private readonly html: string,
    private readonly lookupUser: UserLookup,
  ) {}

  parse(): FormattedText {
    while (this.pos < this.html.length) {
      const ch = this.html.charAt(this.pos);
      if (ch === "&") this.text += this.readCharacterReference();
      else if (ch === "<") this.readTag();
      else {
        this.text += ch;
        this.pos++;
      }
    }
    const unclosed = this.open.at(-1);
    if (unclosed) throw this.fail(`Can't find end tag corresponding to start tag "${unclosed.name}"`);
    if (LONE_SURROGATE.test(this.text)) {
      throw this.fail(
        "Text contains invalid Unicode characters after decoding HTML entities, check for unmatched surrogate code units",
      );
    }
    return { text: this.text, entities: sortEntities(this.entities) };
  }

  private readCharacterReference(): string {
    const decoded = decodeReference(this.html, this.pos);
    if (!decoded) {
      throw this.fail(`Unescaped "&" at byte offset ${this.byteOffset(this.pos)}; write it as "&amp;"`);
    }
    this.pos = decoded.end;
    return decoded.char;
  }

  private readTag(): void {
    const at = this.pos;
    if (this.html.charAt(at + 1) === "/") return this.readEndTag(at);
    let i = at + 1;
    while (i < this.html.length && !isSpace(this.html.charAt(i)) && this.html.charAt(i) !== ">") i++;
    if (i >= this.html.length) throw this.fail(`Unclosed start tag at byte offset ${this.byteOffset(at)}`);
    const name = this.html.slice(at + 1, i).toLowerCase();
    if (!(name in SIMPLE_TAGS) && !OTHER_TAGS.has(name)) {
      throw this.fail(`Unsupported start tag "${name}" at byte offset ${this.byteOffset(at)}`);
    }
    this.pos = i;
    const attributes = this.readAttributes(name, at);
    if (name === "span" && attributes.get("class") !== "tg-spoiler") {
      throw this.fail(`Tag "span" must have class "tg-spoiler" at byte offset ${this.byteOffset(at)}`);
    }
    if (name === "tg-emoji" && !attributes.get("emoji-id")) {
      throw this.fail(`Tag "tg-emoji" must have attribute "emoji-id" at byte offset ${this.byteOffset(at)}`);
    }
    this.open.push({ name, attributes, start: this.text.length });
  }

  /** Reads `name="value"` pairs (a bare `name` has an empty value) up to and including ">". */
  private readAttributes(tag: string, at: number): Map<string, string> {
    const attributes = new Map<string, string>();
    for (;;) {
      this.skipSpaces();
      if (this.pos >= this.html.length) throw this.fail(`Unclosed start tag at byte offset ${this.byteOffset(at)}`);
      if (this.html.charAt(this.pos) === ">") {
        this.pos++;
        return attributes;
      }
      const nameStart = this.pos;
      while (this.pos < this.html.length && !/[\s=>]/.test(this.html.charAt(this.pos))) this.pos++;
      const name = this.html.slice(nameStart, this.pos).toLowerCase();
      if (name === "") {
        throw this.fail(`Empty attribute name in the tag "${tag}" at byte offset ${this.byteOffset(at)}`);
      }
      this.skipSpaces();
      if (this.html.charAt(this.pos) !== "=") {
        attributes.set(name, "");
        continue;
      }
      this.pos++;
      this.skipSpaces();
      if (this.pos >= this.html.length) {
        throw this.fail(`Unclosed start tag "${tag}" at byte offset ${this.byteOffset(at)}`);
      }
      attributes.set(name, this.readAttributeValue(at));
    }
  }

  private readAttributeValue(at: number): string {
    const quote = this.html.charAt(this.pos);
    if (quote === '"' || quote === "'") {
      this.pos++;
      let value = "";
      while (this.pos < this.html.length && this.html.charAt(this.pos) !== quote) {
        if (this.html.charAt(this.pos) === "&") value += this.readCharacterReference();
        else value += this.html.charAt(this.pos++);
      }
      if (this.pos >= this.html.length) throw this.fail(`Unclosed start tag at byte offset ${this.byteOffset(at)}`);
      this.pos++;
      return value;
    }
    // An unquoted value is a name token: letters, digits, periods and hyphens.
    const start = this.pos;
    while (/[A-Za-z0-9.-]/.test(this.html.charAt(this.pos))) this.pos++;
    const after = this.html.charAt(this.pos);
    if (after !== "" && after !== ">" && !isSpace(after)) {
      throw this.fail(`Unexpected end of name token at byte offset ${this.byteOffset(start)}`);
    }
    return this.html.slice(start, this.pos).toLowerCase();
  }

  private readEndTag(at: number): void {
    const tag = this.open.pop();
    if (!tag) throw this.fail(`Unexpected end tag at byte offset ${this.byteOffset(at)}`);
    let i = at + 2;
    while (i < this.html.length && !isSpace(this.html.charAt(i)) && this.html.charAt(i) !== ">") i++;
    const name = this.html.slice(at + 2, i).toLowerCase();
    while (i < this.html.length && isSpace(this.html.charAt(i))) i++;
    if (this.html.charAt(i) !== ">") throw this.fail(`Unclosed end tag at byte offset ${this.byteOffset(at)}`);
    if (name !== "" && name !== tag.name) {
      throw this.fail(
        `Unmatched end tag at byte offset ${this.byteOffset(at)}, expected "</${tag.name}>", found "</${name}>"`,
      );
    }
    this.pos = i + 1;
    const length = this.text.length - tag.start;
    if (length > 0) this.addEntity(tag, { offset: tag.start, length });
  }

  private addEntity(tag: OpenTag, range: Range): void {
    if (tag.name === "code" || tag.name === "pre") return this.addCodeEntity(tag, range);
    const simple = SIMPLE_TAGS[tag.name];
    if (simple) this.entities.push({ type: simple, ...range });
    else if (tag.name === "blockquote") {
      const type = tag.attributes.has("expandable") ? "expandable_blockquote" : "blockquote";
      this.entities.push({ type, ...range });
    } else if (tag.name === "tg-emoji") {
      this.entities.push({ type: "custom_emoji", custom_emoji_id: tag.attributes.get("emoji-id") ?? "", ...range });
    } else if (tag.name === "a") {
      const link = this.linkEntity(tag, range);
      if (link) this.entities.push(link);
    }
  }

  /**
   * `<pre><code class="language-x">` (either nesting order) over exactly the same text becomes
   * one pre entity with a language, as in Telegram; without a language both entities stay.
   */
  private addCodeEntity(tag: OpenTag, range: Range): void {
    const inner = this.entities.at(-1);
    const sameRange = inner !== undefined && inner.offset === range.offset && inner.length === range.length;
    const ownLanguage = tag.name === "code" ? languageOf(tag) : undefined;
    if (sameRange && tag.name === "pre" && inner.type === "code") {
      const language = this.codeLanguages.get(inner);
      if (language) {
        this.entities[this.entities.length - 1] = { type: "pre", ...range, language };
        return;
      }
    }
    if (sameRange && tag.name === "code" && inner.type === "pre" && ownLanguage) {
      this.entities[this.entities.length - 1] = { type: "pre", ...range, language: ownLanguage };
      return;
    }
    const entity: MessageEntity = tag.name === "pre" ? { type: "pre", ...range } : { type: "code", ...range };
    if (ownLanguage) this.codeLanguages.set(entity, ownLanguage);
    this.entities.push(entity);
  }

  /** Like Telegram, a link whose URL is not valid is dropped silently, its text kept. */
  private linkEntity(tag: OpenTag, range: Range): MessageEntity | undefined {
    const href = tag.attributes.get("href") ?? this.text.slice(range.offset);
    const userId = USER_LINK.exec(href)?.[1];
    if (userId) {
      const id = Number(userId);
      return { type: "text_mention", user: this.lookupUser(id) ?? { id, is_bot: false, first_name: "" }, ...range };
    }
    const url = normalizeUrl(href);
    return url ? { type: "text_link", url, ...range } : undefined;
  }

  private skipSpaces(): void {
    while (this.pos < this.html.length && isSpace(this.html.charAt(this.pos))) this.pos++;
  }

  private byteOffset(index: number): number {
    return utf8Length(this.html.slice(0, index));
  }

  private fail(detail: string): ApiError {
    return badRequest(`can't parse entities: ${detail}`);
  }
}

const languageOf = (tag: OpenTag): string | undefined =>
  /^language-(.+)$/.exec(tag.attributes.get("class") ?? "")?.[1];

const isSpace = (ch: string): boolean => ch === " " || ch === "\t" || ch === "\r" || ch === "\n" || ch === "\v" || ch === "\0";

/** Decodes `&lt;` `&gt;` `&amp;` `&quot;` `&#NN;` `&#xNN;` at `at` (the ";" may be left out, as in TDLib). */
function decodeReference(s: string, at: number): { char: string; end: number } | undefined {
  let end = at + 1;
  let char: string | undefined;
  if (s.charAt(end) === "#") {
    end++;
    const hex = s.charAt(end) === "x";
    if (hex) end++;
    const digits = (hex ? /[0-9a-fA-F]*/y : /[0-9]*/y);
    digits.lastIndex = end;
    const run = digits.exec(s)?.[0] ?? "";
    end += run.length;
    const code = run === "" ? 0 : Number.parseInt(run, hex ? 16 : 10);
    if (code === 0 || code >= 0x10ffff || end - at >= 10) return undefined;
    char = String.fromCodePoint(code);
  } else {
    const letters = /[A-Za-z]*/y;
    letters.lastIndex = end;
    const name = letters.exec(s)?.[0] ?? "";
    end += name.length;
    char = NAMED_REFERENCES[name];
    if (char === undefined) return undefined;
  }
  if (s.charAt(end) === ";") end++;
  return { char, end };
}

/** The URL as Telegram stores it (scheme added when missing, normalised), or undefined if invalid. */
function normalizeUrl(raw: string): string | undefined {
  if (raw === "" || /\s/.test(raw)) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `http://${raw}`;
  try {
    const url = new URL(candidate);
    if (!LINK_PROTOCOLS.has(url.protocol)) return undefined;
    if (["http:", "https:", "ftp:"].includes(url.protocol) && url.hostname === "") return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
