// The shape of the theme contract. Kept in a plain module (not .css.ts) so that the pure
// branding logic and its tests can use it without the vanilla-extract build step.

/** The 17 branding colours of the spec (Account → Branding), named without the `_color` suffix. */
export const brandColorNames = [
  "toolbar",
  "menuText",
  "primary",
  "secondary",
  "border",
  "drawer",
  "area",
  "card",
  "active",
  "accent",
  "accentHover",
  "buttonText",
  "buttonTextHover",
  "link",
  "linkHover",
  "color2",
  "color3",
] as const;
export type BrandColorName = (typeof brandColorNames)[number];

/** Colours derived from the branding so that every component reads well in light and dark. */
export const derivedColorNames = [
  "onToolbar",
  "onPrimary",
  "primaryHover",
  "onPrimaryHover",
  "primarySoft",
  "onPrimarySoft",
  "onAccent",
  "activeText",
  "secondaryText",
  "surface",
  "surfaceRaised",
  "surfaceMuted",
  "text",
  "textMuted",
  "control",
  "controlHover",
  "hover",
  "pressed",
  "track",
  "focusRing",
  "overlay",
  "danger",
  "onDanger",
  "dangerHover",
  "dangerSoft",
  "dangerText",
  "success",
  "successSoft",
  "successText",
  "warning",
  "warningSoft",
  "warningText",
  "info",
  "infoSoft",
  "infoText",
] as const;
export type DerivedColorName = (typeof derivedColorNames)[number];

const leaves = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, null])) as Record<K, null>;

/** Every token the components use; the leaves become CSS custom properties. */
export const themeShape = {
  color: { ...leaves(brandColorNames), ...leaves(derivedColorNames) },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
};

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> };
/** Concrete values for every token: what `assignInlineVars(themeVars, values)` takes. */
export type ThemeValues = Leaves<typeof themeShape>;
export type ThemeMode = "light" | "dark";
