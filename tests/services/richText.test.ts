import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  checkRichText, isHttpsImage, isSafeLink, mentionMarkdown, mentionsOf, RICH_TEXT_MAX_LENGTH, RichText, RichTextOf,
} from "../../services/richText/index";

const codes = (md: string) => checkRichText(md).map((p) => p.code);

describe("rich text rules (spec 001 §5)", () => {
  it("accepts ordinary Markdown with https images, links, anchors, app paths and mail", () => {
    const md = [
      "# Title", "Some **bold** and _italic_ text.", "![cover](https://cdn.example.com/a.png \"Cover\")",
      "[site](https://example.com/a_(b)) [page](/news/3) [top](#top) [mail](mailto:hr@demo.local) <https://x.org>",
      "[ref][1]", "", "[1]: https://example.com/ref", "- [x] done",
    ].join("\n");
    expect(checkRichText(md)).toEqual([]);
  });

  it("refuses an image that is not https, inline or by reference", () => {
    expect(codes("![a](http://evil.example/x.png)")).toEqual(["richText.imageNotHttps"]);
    expect(codes("![a](data:image/png;base64,AAAA)")).toEqual(["richText.imageNotHttps"]);
    expect(codes("![a](//evil.example/x.png)")).toEqual(["richText.imageNotHttps"]);
    expect(codes("![a](/local.png)")).toEqual(["richText.imageNotHttps"]);
    expect(codes("![a][pic]\n\n[pic]: http://evil.example/x.png")).toEqual(["richText.imageNotHttps"]);
    expect(codes("![pic]\n\n[pic]: http://evil.example/x.png")).toEqual(["richText.imageNotHttps"]);
  });

  it("refuses links of unsafe or malformed form and names the target", () => {
    expect(checkRichText("[x](javascript:alert(1))")).toEqual([{ code: "richText.badLink", target: "javascript:alert(1)" }]);
    expect(codes("[x](JaVaScRiPt:alert(1))")).toEqual(["richText.badLink"]);
    expect(codes("[x](<vbscript:msgbox>)")).toEqual(["richText.badLink"]);
    expect(codes("[x](data:text/html,<b>)")).toEqual(["richText.badLink"]);
    expect(codes("[x](//evil.example)")).toEqual(["richText.badLink"]);
    expect(codes("[x](https://)")).toEqual(["richText.badLink"]);
    expect(codes("[x](mailto:nobody)")).toEqual(["richText.badLink"]);
    expect(codes("[x][r]\n\n[r]: javascript:alert(1)")).toEqual(["richText.badLink"]);
    expect(codes("<javascript:alert(1)>")).toEqual(["richText.badLink"]);
  });

  it("writes and reads mentions as [@label](mention:id)", () => {
    const md = `Hello ${mentionMarkdown({ id: 42, label: "Анна [A] Смирнова" })} and ${mentionMarkdown({ id: 7, label: "Bob" })}, again ${mentionMarkdown({ id: 42, label: "Анна" })}`;
    expect(md).toContain("[@Анна \\[A\\] Смирнова](mention:42)");
    expect(checkRichText(md)).toEqual([]);
    expect(mentionsOf(md)).toEqual([{ id: 42, label: "Анна [A] Смирнова" }, { id: 7, label: "Bob" }]);
  });

  it("refuses a mention without a valid id or without @", () => {
    expect(codes("[@x](mention:abc)")).toEqual(["richText.badMention"]);
    expect(codes("[@x](mention:0)")).toEqual(["richText.badMention"]);
    expect(codes("[@x](mention:99999999999)")).toEqual(["richText.badMention"]);
    expect(codes("[x](mention:3)")).toEqual(["richText.badMention"]);
  });

  it("tells image and link addresses apart", () => {
    expect(isHttpsImage("https://a.b/c.png")).toBe(true);
    expect(isHttpsImage("HTTPS://a.b/c.png")).toBe(true);
    expect(isHttpsImage("http://a.b/c.png")).toBe(false);
    expect(isSafeLink("http://a.b")).toBe(true);
    expect(isSafeLink("/\\evil.example")).toBe(false);
  });

  it("the schema refuses too long text and names the first problem", () => {
    const decode = Schema.decodeUnknownExit(RichText);
    expect(decode("ok").toString()).toContain("Success");
    expect(decode("x".repeat(RICH_TEXT_MAX_LENGTH + 1)).toString()).toContain("Failure");
    expect(decode("![a](http://x/y.png)").toString()).toContain("richText.imageNotHttps");
    expect(Schema.decodeUnknownExit(RichTextOf(5))("123456").toString()).toContain("Failure");
  });

  it("scans a long hostile text in linear time", () => {
    const md = `${"[".repeat(20_000)}${"](".repeat(10_000)}`;
    const started = performance.now();
    checkRichText(md);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
