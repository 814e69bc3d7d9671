// Style rules that feature stylesheets share, spread into vanilla-extract's `style()` in a `.css.ts` file:
// `style({ ...columnsFrom("1100px", "minmax(0, 1fr) 340px"), … })`. Only real shared shapes live here
// (page layouts, rows of fields, step lists, links dressed as buttons or with an icon); one-off styles stay in the feature.
import type { StyleRule } from "@vanilla-extract/css";
import { themeVars as t } from "./contract.css";

/** A page grid of one column on narrow screens and `columns` from `minWidth` up (main and aside, list and detail). */
export const columnsFrom = (minWidth: string, columns: string): StyleRule => ({
  display: "grid",
  gap: t.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [`screen and (min-width: ${minWidth})`]: { gridTemplateColumns: columns } },
});

/** A navigation link that looks like the primary button (it must stay a real link: new tab, copy address). */
export const primaryLinkButton: StyleRule = {
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.sm,
  height: "40px",
  padding: `0 ${t.space.lg}`,
  borderRadius: t.radius.md,
  background: t.color.primary,
  color: t.color.onPrimary,
  fontWeight: t.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: t.color.primaryHover, color: t.color.onPrimaryHover } },
};

/** A small link with a leading icon ("← All plans", "Replay"): no underline until hovered. */
export const iconLink: StyleRule = {
  display: "inline-flex",
  alignItems: "center",
  gap: t.space.xs,
  color: t.color.link,
  fontSize: t.fontSize.sm,
  textDecoration: "none",
  selectors: { "&:hover": { color: t.color.linkHover, textDecoration: "underline" } },
};

/** One editable item of a list (a goal, a survey question): a bordered box whose fields stack on narrow screens
 *  and sit in `columns` from 720px, aligned by `align`. */
export const fieldRow = (columns: string, align: "start" | "end"): StyleRule => ({
  display: "grid",
  gap: t.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  padding: t.space.lg,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  background: t.color.surface,
  "@media": { "screen and (min-width: 720px)": { gridTemplateColumns: columns, alignItems: align } },
});

type Selectors = NonNullable<StyleRule["selectors"]>;

/** A full-width button in a vertical list of steps or events; the current one carries aria-current="step".
 *  `states` (hover, disabled) come before the current step's colours, so those win at equal specificity. */
export const stepButton = (states: Selectors, current: StyleRule = {}): StyleRule => ({
  width: "100%",
  padding: `${t.space.sm} ${t.space.md}`,
  borderRadius: t.radius.md,
  background: "transparent",
  color: t.color.text,
  font: "inherit",
  fontSize: t.fontSize.sm,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" },
    ...states,
    '&[aria-current="step"]': { background: t.color.primarySoft, color: t.color.onPrimarySoft, ...current },
  },
});
