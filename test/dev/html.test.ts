import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/dev/telegram/errors.js";
import { parseTelegramHtml } from "../../src/dev/telegram/html.js";

const parseError = (html: string): string => {
  try {
    parseTelegramHtml(html);
  } catch (error) {
    if (error instanceof ApiError) return error.description.replace("Bad Request: can't parse entities: ", "");
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(html)} to be refused`);
};

describe("Telegram's HTML parse mode", () => {
  it("maps every supported tag to its entity, with offsets in UTF-16 code units", () => {
    const { text, entities } = parseTelegramHtml(
      "✈️<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins><s>s</s><strike>k</strike><del>d</del>" +
        '<span class="tg-spoiler">p</span><tg-spoiler>q</tg-spoiler><code>c</code><tg-emoji emoji-id="5368324170671202286">👍</tg-emoji>',
    );
    expect(text).toBe("✈️bsieunskdpqc👍");
    expect(entities.map((e) => [e.type, e.offset, e.length])).toEqual([
      ["bold", 2, 1],
      ["bold", 3, 1],
      ["italic", 4, 1],
      ["italic", 5, 1],
      ["underline", 6, 1],
      ["underline", 7, 1],
      ["strikethrough", 8, 1],
      ["strikethrough", 9, 1],
      ["strikethrough", 10, 1],
      ["spoiler", 11, 1],
      ["spoiler", 12, 1],
      ["code", 13, 1],
      ["custom_emoji", 14, 2],
    ]);
  });

  it("orders nested entities as Telegram does: by offset, longer first, then block before inline", () => {
    const { text, entities } = parseTelegramHtml("<blockquote expandable><i><b>A</b>B</i></blockquote><b><code>C</code></b>");
    expect(text).toBe("ABC");
    expect(entities).toEqual([
      { type: "expandable_blockquote", offset: 0, length: 2 },
      { type: "italic", offset: 0, length: 2 },
      { type: "bold", offset: 0, length: 1 },
      { type: "code", offset: 2, length: 1 },
      { type: "bold", offset: 2, length: 1 },
    ]);
  });

  it("merges <pre><code class=\"language-x\"> into one pre entity with a language", () => {
    expect(parseTelegramHtml('<pre><code class="language-python">x = 1</code></pre>').entities).toEqual([
      { type: "pre", offset: 0, length: 5, language: "python" },
    ]);
    expect(parseTelegramHtml("<pre><code>x</code></pre>").entities).toEqual([
      { type: "pre", offset: 0, length: 1 },
      { type: "code", offset: 0, length: 1 },
    ]);
    expect(parseTelegramHtml('<pre> <code class="language-go">x</code></pre>').entities).toEqual([
      { type: "pre", offset: 0, length: 2 },
      { type: "code", offset: 1, length: 1 },
    ]);
  });

  it("decodes the four named entities and numeric ones, in text and attributes", () => {
    const { text, entities } = parseTelegramHtml('&lt;&gt;&amp;&quot;&#1583;&#x1F600;<a href="https://x.io/?q=1&amp;r=&quot;2&quot;">l</a>');
    expect(text).toBe('<>&"د😀l');
    expect(entities).toEqual([{ type: "text_link", offset: 7, length: 1, url: "https://x.io/?q=1&r=%222%22" }]);
  });

  it("normalises link URLs like Telegram, drops invalid ones and links users by id", () => {
    expect(parseTelegramHtml("<a href=example.com>e</a>").entities).toEqual([
      { type: "text_link", offset: 0, length: 1, url: "http://example.com/" },
    ]);
    expect(parseTelegramHtml("<a>example.com</a>").entities[0]).toMatchObject({ url: "http://example.com/" });
    expect(parseTelegramHtml('<a href="javascript:alert(1)">x</a>').entities).toEqual([]);
    expect(parseTelegramHtml('<a href="tg://user?id=42">Ali</a>', (id) => ({ id, is_bot: false, first_name: "Ali" })).entities).toEqual([
      { type: "text_mention", offset: 0, length: 3, user: { id: 42, is_bot: false, first_name: "Ali" } },
    ]);
  });

  it("accepts attribute forms Telegram accepts: quotes, name tokens, bare names, spaces, closing </>", () => {
    expect(parseTelegramHtml("<i   a = 'x'  b=y-1.2 c>t</>").entities).toEqual([{ type: "italic", offset: 0, length: 1 }]);
    expect(parseTelegramHtml("<B>x</b   >").entities).toEqual([{ type: "bold", offset: 0, length: 1 }]);
  });

  it("refuses malformed HTML with Telegram's messages and byte offsets", () => {
    expect(parseError("🛫 <b")).toBe("Unclosed start tag at byte offset 5");
    expect(parseError("🛫 <br/>")).toBe('Unsupported start tag "br/" at byte offset 5');
    expect(parseError("<i =x>t</i>")).toBe('Empty attribute name in the tag "i" at byte offset 0');
    expect(parseError("<i a=")).toBe('Unclosed start tag "i" at byte offset 0');
    expect(parseError("<i a=x,y>t</i>")).toBe("Unexpected end of name token at byte offset 5");
    expect(parseError('<i a="x>t</i>')).toBe("Unclosed start tag at byte offset 0");
    expect(parseError("<i>t</i  ")).toBe("Unclosed end tag at byte offset 4");
    expect(parseError("<b><i>t</b></i>")).toBe('Unmatched end tag at byte offset 7, expected "</i>", found "</b>"');
    expect(parseError("<b><i>t</i>")).toBe('Can\'t find end tag corresponding to start tag "b"');
    expect(parseError('<span class="x">t</span>')).toBe('Tag "span" must have class "tg-spoiler" at byte offset 0');
    expect(parseError("&#xDFDF;")).toMatch(/^Text contains invalid Unicode characters/);
  });

  it('refuses a bare "&", which Telegram would keep but which means text went out unescaped', () => {
    expect(parseError("AT&T")).toBe('Unescaped "&" at byte offset 2; write it as "&amp;"');
    expect(parseError("&nbsp;")).toBe('Unescaped "&" at byte offset 0; write it as "&amp;"');
    expect(parseError('<a href="https://x.io/?a=1&b=2">x</a>')).toMatch(/^Unescaped "&" at byte offset 26/);
  });
});
