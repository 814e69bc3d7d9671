// The theme is computed from a client's branding: every token gets a value, dark differs from light,
// and text stays readable (WCAG AA) whatever colours the client picked.
import { describe, expect, it } from "vitest";
import { type BrandingInput, brandingVars, defaultBranding, fontStack } from "../../ui/theme/branding";
import { contrastRatio, ensureContrast, parseColor, readableText } from "../../ui/theme/color";
import { themeShape } from "../../ui/theme/tokens";

// An independent WCAG 2.x contrast, so a broken implementation in ui/ cannot vouch for itself.
function refContrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
    if (!m) throw new Error(`expected #rrggbb, got ${hex}`);
    const [r, g, bl] = m.slice(1).map((h) => {
      const c = Number.parseInt(h, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function leafPaths(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v !== null && typeof v === "object" ? leafPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const at = (obj: unknown, path: string) => path.split(".").reduce<any>((o, k) => o?.[k], obj);

const themes = ["light", "dark"] as const;
const withColors = (colors: Record<string, string>, font_id = 1): BrandingInput => ({ colors, font_id });

describe("brandingVars", () => {
  it.each(themes)("fills every token of the contract with defaults (%s)", (theme) => {
    const expected = leafPaths(themeShape).sort();
    for (const input of [null, undefined, { colors: {} }, { colors: null, font_id: null }] as const) {
      const vars = brandingVars(input, theme);
      expect(leafPaths(vars).sort()).toEqual(expected);
      for (const path of expected) {
        const value = at(vars, path);
        expect(typeof value, path).toBe("string");
        expect(value.trim().length, path).toBeGreaterThan(0);
      }
    }
  });

  it("uses the client's colours by their spec names, and camelCase names too", () => {
    const vars = brandingVars(withColors({ primary_color: "#0A7D3B", menu_text_color: "#102030", color_2: "#ff8800", accentHover: "#123456" }));
    expect(vars.color.primary).toBe("#0a7d3b");
    expect(vars.color.menuText).toBe("#102030");
    expect(vars.color.color2).toBe("#ff8800");
    expect(vars.color.accentHover).toBe("#123456");
  });

  it("falls back to the default for a missing or malformed colour", () => {
    const vars = brandingVars(withColors({ primary_color: "not a colour", card_color: "" }));
    expect(vars.color.primary).toBe(defaultBranding.colors.primary_color);
    expect(vars.color.card).toBe(defaultBranding.colors.card_color);
  });

  it("gives dark surfaces and light text in dark, while keeping the brand accent", () => {
    const light = brandingVars(defaultBranding, "light");
    const dark = brandingVars(defaultBranding, "dark");
    for (const token of ["area", "card", "surface", "surfaceRaised", "drawer", "border", "text", "textMuted"] as const) {
      expect(dark.color[token], token).not.toBe(light.color[token]);
    }
    expect(refContrast(dark.color.card, "#000000")).toBeLessThan(1.6);
    expect(refContrast(dark.color.area, "#000000")).toBeLessThan(1.6);
    expect(refContrast(light.color.card, "#ffffff")).toBeLessThan(1.1);
    expect(refContrast(dark.color.text, "#ffffff")).toBeLessThan(1.5);
    expect(dark.color.primary).toBe(light.color.primary);
    expect(dark.color.accent).toBe(light.color.accent);
    // A client's light surfaces are not carried into dark.
    const custom = withColors({ card_color: "#fffbeb", area_color: "#fef3c7" });
    expect(brandingVars(custom, "dark").color.card).not.toBe("#fffbeb");
    expect(brandingVars(custom, "light").color.card).toBe("#fffbeb");
  });

  const pale = ["#fde68a", "#ffffff", "#e0f2fe", "#f5f5f5", "#a7f3d0"];
  const deep = ["#1e1b4b", "#000000", "#0b3d91", "#7f1d1d"];
  const mid = ["#777777", "#3b82f6", "#ef4444", "#22c55e"];

  it.each(themes)("makes button text readable on pale, deep and mid primaries (%s)", (theme) => {
    for (const primary of [...pale, ...deep, ...mid]) {
      for (const buttonText of ["#ffffff", "#000000", primary]) {
        const { color } = brandingVars(withColors({ primary_color: primary, button_text_color: buttonText, button_text_hover_color: buttonText }), theme);
        expect(refContrast(color.onPrimary, color.primary), `${primary}/${buttonText}`).toBeGreaterThanOrEqual(4.5);
        expect(refContrast(color.onPrimaryHover, color.primaryHover), `hover ${primary}`).toBeGreaterThanOrEqual(4.5);
        expect(refContrast(color.onAccent, color.accent)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keeps the client's button text when it is already readable", () => {
    const { color } = brandingVars(withColors({ primary_color: "#1e3a8a", button_text_color: "#fef08a" }));
    expect(color.onPrimary).toBe("#fef08a");
    expect(brandingVars(withColors({ primary_color: "#fde68a", button_text_color: "#ffffff" })).color.onPrimary).not.toBe("#ffffff");
  });

  it.each(themes)("keeps body text, links and muted text at AA on every surface (%s)", (theme) => {
    const brandings = [defaultBranding, withColors({ link_color: "#a5b4fc", link_hover_color: "#e0e7ff", menu_text_color: "#cbd5e1", card_color: "#f1f5f9", area_color: "#e2e8f0" }), withColors({ link_color: "#1e1b4b", secondary_color: "#0f172a" })];
    for (const b of brandings) {
      const { color } = brandingVars(b, theme);
      for (const bg of [color.card, color.area, color.surfaceRaised]) {
        for (const fg of ["text", "textMuted", "link", "linkHover", "secondaryText"] as const) {
          expect(refContrast(color[fg], bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      expect(refContrast(color.menuText, color.drawer)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.onToolbar, color.toolbar)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.dangerText, color.dangerSoft)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.successText, color.successSoft)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.warningText, color.warningSoft)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.infoText, color.infoSoft)).toBeGreaterThanOrEqual(4.5);
      expect(refContrast(color.focusRing, color.card)).toBeGreaterThanOrEqual(3);
    }
  });

  it("uses the snackbar's light green and light red in the light theme", () => {
    const { color } = brandingVars(defaultBranding, "light");
    const green = parseColor(color.successSoft)!;
    const red = parseColor(color.dangerSoft)!;
    expect(green.g).toBeGreaterThan(green.r);
    expect(red.r).toBeGreaterThan(red.g);
    expect(refContrast(color.successSoft, "#ffffff")).toBeLessThan(1.2);
    expect(refContrast(color.dangerSoft, "#ffffff")).toBeLessThan(1.2);
  });
});

describe("fonts", () => {
  it("maps font ids 1, 2, 3 to Roboto, PT Root UI and PT Astra Fact", () => {
    expect(brandingVars({ font_id: 1 }).font.body).toMatch(/^Roboto,/);
    expect(brandingVars({ font_id: 2 }).font.body).toMatch(/^"PT Root UI",/);
    expect(brandingVars({ font_id: 3 }).font.body).toMatch(/^"PT Astra Fact",/);
  });

  it("falls back to Roboto for an unknown or missing font id", () => {
    for (const id of [0, 4, 99, -1, null, undefined, Number.NaN]) expect(fontStack(id)).toMatch(/^Roboto,/);
    expect(brandingVars({ colors: {}, font_id: 7 as never }, "dark").font.body).toMatch(/^Roboto,/);
  });
});

describe("colour math", () => {
  it("computes WCAG contrast like the reference", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    for (const [a, b] of [["#4f46e5", "#ffffff"], ["#fde68a", "#1e293b"], ["#0d9488", "#f5f6fa"]]) {
      expect(contrastRatio(a, b)).toBeCloseTo(refContrast(a, b), 3);
    }
  });

  it("picks readable text and nudges a colour until it reads", () => {
    expect(readableText("#ffffff")).not.toBe("#ffffff");
    expect(refContrast(readableText("#808080"), "#808080")).toBeGreaterThanOrEqual(4.5);
    const nudged = ensureContrast("#a5b4fc", "#ffffff", 4.5);
    expect(refContrast(nudged, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast("#1e293b", "#ffffff", 4.5)).toBe("#1e293b");
    expect(parseColor("rgba(255, 0, 0, 0.5)")).toEqual({ r: 255, g: 127.5, b: 127.5 });
    expect(parseColor("#abc")).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
  });
});
