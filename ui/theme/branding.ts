// Turns a client's branding (17 colours and a font id, from the spec's Account → Branding)
// into concrete values for every theme token, in light or dark.
import { contrastRatio, ensureContrast, mix, parseColor, readableText, toHex, withAlpha } from "./color";
import { type BrandColorName, brandColorNames, type ThemeMode, type ThemeValues } from "./tokens";

export type FontId = 1 | 2 | 3;

/** The branding as the API returns it: colours keyed `primary_color`, `color_2`… (camelCase names work too). */
export interface BrandingInput {
  colors?: Partial<Record<string, string | null | undefined>> | null;
  font_id?: FontId | number | null;
}

/** A calm indigo and slate palette, used for every colour a client has not set. */
export const defaultBranding = {
  colors: {
    toolbar_color: "#ffffff",
    menu_text_color: "#334155",
    primary_color: "#4f46e5",
    secondary_color: "#475569",
    border_color: "#e2e8f0",
    drawer_color: "#ffffff",
    area_color: "#f5f6fa",
    card_color: "#ffffff",
    active_color: "#eef0fd",
    accent_color: "#4f46e5",
    accent_hover_color: "#4338ca",
    button_text_color: "#ffffff",
    button_text_hover_color: "#ffffff",
    link_color: "#4338ca",
    link_hover_color: "#312e81",
    color_2: "#0891b2",
    color_3: "#0d9488",
  },
  font_id: 1,
} as const satisfies { colors: Record<string, string>; font_id: FontId };

const systemStack = 'system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The CSS font stack for a branding font id; unknown ids get Roboto. */
export function fontStack(fontId: number | null | undefined): string {
  // PT Root UI and PT Astra Fact are not on npm: they are used when installed, else the system stack.
  if (fontId === 2) return `"PT Root UI", ${systemStack}`;
  if (fontId === 3) return `"PT Astra Fact", ${systemStack}`;
  return `Roboto, ${systemStack}`;
}

/** `primary_color` → `primary`, `menu_text_color` → `menuText`, `color_2` → `color2`. */
export function brandKey(key: string): string {
  const bare = key.trim().replace(/_colou?r$/i, "");
  return bare.replace(/[_-]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase()).replace(/^[A-Z]/, (c) => c.toLowerCase());
}

/** The 17 brand colours of a branding as #rrggbb, with defaults for missing or unparsable ones. */
export function resolveBrandColors(branding?: BrandingInput | null): Record<BrandColorName, string> {
  const given = new Map<string, string>();
  for (const [key, value] of Object.entries(branding?.colors ?? {})) {
    const parsed = parseColor(value);
    if (parsed) given.set(brandKey(key), toHex(parsed));
  }
  const defaults = new Map(Object.entries(defaultBranding.colors).map(([k, v]) => [brandKey(k), v]));
  return Object.fromEntries(brandColorNames.map((n) => [n, given.get(n) ?? defaults.get(n)!])) as Record<BrandColorName, string>;
}

const AA = 4.5;
const NON_TEXT = 3;

const staticTokens = {
  font: { mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  fontSize: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.375rem", xxl: "1.75rem" },
  fontWeight: { regular: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
  radius: { sm: "6px", md: "8px", lg: "12px", pill: "999px" },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px", xxxl: "48px" },
  motion: { fast: "120ms", normal: "200ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
};

/** The values of every theme token for a branding and theme; pass them to `assignInlineVars(themeVars, …)`. */
export function brandingVars(branding: BrandingInput | null | undefined, theme: ThemeMode = "light"): ThemeValues {
  const b = resolveBrandColors(branding);
  const dark = theme === "dark";

  // Surfaces: the client's own in light; in dark, deep slates with a hint of the brand hue.
  const area = dark ? mix("#0d1118", b.primary, 0.04) : b.area;
  const card = dark ? mix("#161b24", b.primary, 0.05) : b.card;
  const surfaceRaised = dark ? mix("#1d232e", b.primary, 0.06) : b.card;
  const drawer = dark ? mix("#12161e", b.primary, 0.04) : b.drawer;
  const toolbar = dark ? (contrastRatio(b.toolbar, "#ffffff") >= 12 ? b.toolbar : mix("#12161e", b.primary, 0.06)) : b.toolbar;
  const border = dark ? mix(card, "#ffffff", 0.1) : b.border;
  const surfaceMuted = dark ? mix(card, "#ffffff", 0.04) : mix(card, mix(b.area, b.primary, 0.06), 0.6);
  const bgs = [card, area, surfaceRaised];

  const text = ensureContrast(dark ? "#e6e9ef" : "#1e293b", bgs, 7);
  const textMuted = ensureContrast(dark ? "#a3acbb" : "#5b6578", [...bgs, surfaceMuted], AA);

  // Brand colours are kept; in dark a near-black brand colour is lifted just enough to stay visible.
  const primary = dark ? ensureContrast(b.primary, card, 2) : b.primary;
  const accent = dark ? ensureContrast(b.accent, card, 2) : b.accent;
  const accentHover = dark ? ensureContrast(b.accentHover, card, 2) : b.accentHover;
  const primaryHover = mix(primary, dark ? "#ffffff" : "#000000", 0.12);
  const primarySoft = mix(card, primary, dark ? 0.2 : 0.1);
  const active = dark ? mix(drawer, primary, 0.24) : b.active;

  const danger = ensureContrast(dark ? "#f87171" : "#dc2626", bgs, AA);
  const dangerSoft = dark ? "#3b1a1d" : "#fdecec";
  const successSoft = dark ? "#15301f" : "#e6f4ea";
  const warningSoft = dark ? "#36280f" : "#fff3de";
  const infoSoft = dark ? mix(card, b.primary, 0.22) : mix("#ffffff", b.primary, 0.1);

  return {
    color: {
      toolbar,
      // In dark, brand text colours are lightened towards white so they keep their hue but read on dark surfaces.
      menuText: ensureContrast(dark ? mix(b.menuText, "#ffffff", 0.7) : b.menuText, [drawer, active], AA),
      primary,
      secondary: dark ? ensureContrast(b.secondary, card, NON_TEXT) : b.secondary,
      border,
      drawer,
      area,
      card,
      active,
      accent,
      accentHover,
      buttonText: readableText(primary, b.buttonText),
      buttonTextHover: readableText(primaryHover, b.buttonTextHover),
      link: ensureContrast(b.link, bgs, AA),
      linkHover: ensureContrast(b.linkHover, bgs, AA),
      color2: b.color2,
      color3: b.color3,

      onToolbar: readableText(toolbar, text),
      onPrimary: readableText(primary, b.buttonText),
      primaryHover,
      onPrimaryHover: readableText(primaryHover, b.buttonTextHover),
      primarySoft,
      onPrimarySoft: ensureContrast(primary, primarySoft, AA),
      onAccent: readableText(accent, b.buttonText),
      activeText: ensureContrast(primary, active, AA),
      secondaryText: ensureContrast(dark ? mix(b.secondary, "#ffffff", 0.65) : b.secondary, [...bgs, surfaceMuted], AA),
      surface: card,
      surfaceRaised,
      surfaceMuted,
      text,
      textMuted,
      control: ensureContrast(dark ? "#5d6678" : "#8a94a6", bgs, NON_TEXT),
      controlHover: ensureContrast(dark ? "#7d879a" : "#64748b", bgs, NON_TEXT),
      hover: withAlpha(dark ? "#ffffff" : "#0f172a", dark ? 0.07 : 0.05),
      pressed: withAlpha(dark ? "#ffffff" : "#0f172a", dark ? 0.12 : 0.09),
      track: dark ? mix(card, "#ffffff", 0.12) : mix(card, "#0f172a", 0.09),
      focusRing: ensureContrast(accent, bgs, NON_TEXT),
      overlay: dark ? "rgba(0, 0, 0, 0.6)" : "rgba(15, 23, 42, 0.42)",
      danger,
      onDanger: readableText(danger),
      dangerHover: mix(danger, dark ? "#ffffff" : "#000000", 0.12),
      dangerSoft,
      dangerText: ensureContrast(dark ? "#fecaca" : "#991b1b", dangerSoft, AA),
      success: ensureContrast(dark ? "#4ade80" : "#15803d", bgs, NON_TEXT),
      successSoft,
      successText: ensureContrast(dark ? "#bbf7d0" : "#14532d", successSoft, AA),
      warning: ensureContrast(dark ? "#fbbf24" : "#b45309", bgs, NON_TEXT),
      warningSoft,
      warningText: ensureContrast(dark ? "#fde68a" : "#7c2d12", warningSoft, AA),
      info: ensureContrast(b.primary, bgs, NON_TEXT),
      infoSoft,
      infoText: ensureContrast(dark ? mix(b.primary, "#ffffff", 0.7) : mix(b.primary, "#0f172a", 0.45), infoSoft, AA),
    },
    font: { body: fontStack(branding?.font_id), mono: staticTokens.font.mono },
    fontSize: staticTokens.fontSize,
    fontWeight: staticTokens.fontWeight,
    lineHeight: staticTokens.lineHeight,
    radius: staticTokens.radius,
    space: staticTokens.space,
    shadow: dark
      ? {
          sm: "0 1px 2px rgba(0, 0, 0, 0.4)",
          md: "0 4px 12px rgba(0, 0, 0, 0.45), 0 1px 3px rgba(0, 0, 0, 0.4)",
          lg: "0 16px 40px rgba(0, 0, 0, 0.55), 0 4px 12px rgba(0, 0, 0, 0.4)",
        }
      : {
          sm: "0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.05)",
          md: "0 4px 12px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)",
          lg: "0 16px 40px rgba(15, 23, 42, 0.14), 0 4px 12px rgba(15, 23, 42, 0.08)",
        },
    motion: staticTokens.motion,
  };
}
