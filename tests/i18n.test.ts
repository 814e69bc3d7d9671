// The three languages carry the same message ids, each message sits in its area's folder, every message is valid ICU, the arguments match
// across languages, and Russian plurals give all four forms (one, few, many, other).
import { readdirSync, readFileSync } from "node:fs";
import { isPluralElement, isSelectElement, isTagElement, type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";

const locales = ["ru", "en", "fr"] as const;
const root = new URL("../locales/", import.meta.url);
const areas = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const file = (area: string, l: string) => JSON.parse(readFileSync(new URL(`${area}/${l}.json`, root), "utf8")) as Record<string, string>;
const load = (l: string) => Object.assign({}, ...areas.map((a) => file(a, l))) as Record<string, string>;
const messages = Object.fromEntries(locales.map((l) => [l, load(l)])) as Record<(typeof locales)[number], Record<string, string>>;

/** Every plural element of a message, and every argument name it uses. */
const walk = (els: MessageFormatElement[], plurals: { options: string[] }[], args: Set<string>) => {
  for (const el of els) {
    if (el.type !== TYPE.literal && el.type !== TYPE.pound && "value" in el && typeof el.value === "string" && !isTagElement(el)) args.add(el.value);
    if (isPluralElement(el)) plurals.push({ options: Object.keys(el.options) });
    if (isPluralElement(el) || isSelectElement(el)) for (const o of Object.values(el.options)) walk(o.value, plurals, args);
    if (isTagElement(el)) walk(el.children, plurals, args);
  }
};
const analyse = (message: string) => {
  const plurals: { options: string[] }[] = [];
  const args = new Set<string>();
  walk(parse(message), plurals, args);
  return { plurals, args: [...args].sort() };
};

describe("locales", () => {
  it("have the same message ids", () => {
    const ru = Object.keys(messages.ru).sort();
    expect(Object.keys(messages.en).sort()).toEqual(ru);
    expect(Object.keys(messages.fr).sort()).toEqual(ru);
  });

  it("keep each message in the folder its id's first segment names", () => {
    for (const area of areas)
      for (const l of locales) for (const id of Object.keys(file(area, l))) expect(id.split(".")[0], `${area}/${l}.json`).toBe(area);
  });

  it("use stable dotted ids", () => {
    for (const id of Object.keys(messages.en)) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/);
  });

  for (const locale of locales)
    it(`${locale}: every message is valid ICU and non-empty`, () => {
      for (const [id, text] of Object.entries(messages[locale])) {
        expect(text.trim(), id).not.toBe("");
        expect(() => parse(text), `${locale} ${id}`).not.toThrow();
      }
    });

  it("use the same arguments in every language", () => {
    for (const id of Object.keys(messages.en)) {
      const en = analyse(messages.en[id]!).args;
      expect(analyse(messages.ru[id]!).args, `ru ${id}`).toEqual(en);
      expect(analyse(messages.fr[id]!).args, `fr ${id}`).toEqual(en);
    }
  });

  it("give Russian plurals one, few, many and other", () => {
    let count = 0;
    for (const [id, text] of Object.entries(messages.ru))
      for (const p of analyse(text).plurals) {
        count++;
        for (const form of ["one", "few", "many", "other"]) expect(p.options, `ru ${id}`).toContain(form);
      }
    expect(count).toBeGreaterThan(0);
  });

  it("give English and French plurals one and other", () => {
    for (const locale of ["en", "fr"] as const)
      for (const [id, text] of Object.entries(messages[locale]))
        for (const p of analyse(text).plurals) for (const form of ["one", "other"]) expect(p.options, `${locale} ${id}`).toContain(form);
  });
});
