import { describe, expect, it } from "vitest";
import { renderRichText, richTextPlain } from "../../src/server/richText/index";

// What reaches a page or a mail from stored Markdown: never a script, a handler, a javascript: link or a
// non-https image, whatever the text holds.
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<iframe src=\"https://evil.example\"></iframe>",
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](java\tscript:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](data:text/html;base64,PHNjcmlwdD4=)",
  "[x](vbscript:msgbox(1))",
  "![x](http://evil.example/a.png)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml,<svg onload=alert(1)>)",
  "[x](//evil.example)",
  "<a href=\"javascript:alert(1)\" onclick=\"alert(1)\">x</a>",
  "<div style=\"background:url(javascript:alert(1))\">x</div>",
  "[x](https://ok.example \"\\\" onmouseover=\\\"alert(1)\")",
  "<details open ontoggle=alert(1)>",
  "`<script>`",
  "<style>body{display:none}</style>",
  "[a]: javascript:alert(1)\n\n[b][a]",
];

describe("rich text rendered on the server", () => {
  it.each(hostile)("leaves nothing executable in %s", (md) => {
    const html = renderRichText(md);
    // The tags themselves (escaped text such as `&lt;img onerror=…&gt;` is only text).
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) {
      // Attribute names only: a quoted value (a title) may hold any text.
      const names = tag.replace(/"[^"]*"/g, '""');
      expect(names).not.toMatch(/\son[a-z]+\s*=/i);
      expect(names).not.toMatch(/\sstyle\s*=/i);
      expect(tag).toMatch(/^<(p|a|img|code|em|strong|span)[\s>/]/);
      expect(tag).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
      expect(tag).not.toMatch(/src="http:/i);
      expect(tag).not.toMatch(/href="\/\//);
    }
  });

  it("keeps ordinary formatting, https images and safe links with rel=noopener noreferrer", () => {
    const html = renderRichText(
      "## Title\n\n**b** _i_ ~~s~~ `c`\n\n- one\n- two\n\n1. a\n\n> quote\n\n![cover](https://cdn.example.com/a.png)\n\n[site](https://example.com) [page](/news/3) [mail](mailto:a@b.co)\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>b</strong>");
    expect(html).toContain("<em>i</em>");
    expect(html).toContain("<del>s</del>");
    expect(html).toContain("<code>c</code>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="cover" />');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/news/3" rel="noopener noreferrer">page</a>');
    expect(html).toContain('<a href="mailto:a@b.co" rel="noopener noreferrer">mail</a>');
    expect(html).toContain("<td>1</td>");
  });

  it("shows raw HTML as text rather than passing it on", () => {
    expect(renderRichText("a <b>bold</b> word")).toBe("<p>a &lt;b&gt;bold&lt;/b&gt; word</p>\n");
  });

  it("makes a mention a chip carrying its id", () => {
    expect(renderRichText("Hi [@Анна Смирнова](mention:42)!")).toBe('<p>Hi <span class="mention" data-mention-id="42">@Анна Смирнова</span>!</p>\n');
    // A mention whose id is not a number stays a link without a target.
    expect(renderRichText("[@x](mention:1 2)")).not.toContain("data-mention-id");
  });

  it("resolves app paths against the client's address for mail", () => {
    const html = renderRichText("[page](/news/3) [ext](https://example.com)", { baseUrl: "https://demo.example/" });
    expect(html).toContain('href="https://demo.example/news/3"');
    expect(html).toContain('href="https://example.com"');
  });

  it("gives plain text for excerpts, cut with an ellipsis", () => {
    expect(richTextPlain("# Title\n\nSome *text* & more [link](https://x.y)")).toBe("Title Some text & more link");
    expect(richTextPlain("word ".repeat(100), 20)).toBe("word word word word…");
    expect(richTextPlain("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});
