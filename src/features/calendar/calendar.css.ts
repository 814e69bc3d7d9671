import { style, styleVariants } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const layout = style({ display: "grid", gap: t.space.lg });
export const views = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: t.space.md });

export const header = style({ display: "flex", alignItems: "center", gap: t.space.sm, marginBottom: t.space.sm });
export const heading = style({ margin: 0, flex: 1, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium,
  // The month's name starts with a capital where the language writes it in lower case ("ноябрь 2026 г."); every
  // word capitalised would also make "г." a "Г.".
  selectors: { "&::first-letter": { textTransform: "uppercase" } },
});

export const grid = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });
export const headerCell = style({ padding: t.space.xs, fontSize: t.fontSize.xs, fontWeight: t.fontWeight.medium, color: t.color.textMuted, textAlign: "start" });
export const gridCell = style({ padding: 0, verticalAlign: "top", border: `1px solid ${t.color.border}` });

export const cell = style({
  display: "flex",
  flexDirection: "column",
  gap: t.space.xxs,
  minHeight: "5.5rem",
  padding: t.space.xs,
  fontSize: t.fontSize.sm,
  color: t.color.text,
  cursor: "pointer",
  outline: "none",
  // a span's bar runs on over the next cells of its week (DayGrid's SpanBar); each chip cuts its own text
  overflow: "visible",
  selectors: {
    "&[data-outside-month]": { color: t.color.textMuted, background: t.color.surfaceMuted },
    "&[data-hovered]": { background: t.color.hover },
    "&[data-selected]": { background: t.color.primarySoft, color: t.color.onPrimarySoft },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
  },
});
export const weekCell = style({ minHeight: "12rem" });
export const dayNumber = style({ fontWeight: t.fontWeight.medium, fontVariantNumeric: "tabular-nums" });
export const todayNumber = style({
  display: "inline-grid", placeItems: "center", minWidth: "1.6rem", height: "1.6rem", borderRadius: t.radius.pill,
  background: t.color.primary, color: t.color.onPrimary,
});
export const chips = style({ display: "grid", gap: "2px", margin: 0, padding: 0, listStyle: "none" });
export const chip = style({
  overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", padding: `0 ${t.space.xxs}`, borderRadius: t.radius.sm,
  fontSize: t.fontSize.xs, lineHeight: t.lineHeight.normal,
  "@media": { "(max-width: 640px)": { display: "none" } },
});
/** A span's bar: above the cells it runs over, square where it continues from or into another week row. */
export const bar = style({ position: "relative", zIndex: 1, boxSizing: "border-box" });
export const barContinued = style({ borderStartStartRadius: 0, borderEndStartRadius: 0 });
export const barGoesOn = style({ borderStartEndRadius: 0, borderEndEndRadius: 0 });
/** An empty lane: a bar from an earlier day runs through it, or none does on this day. */
export const lane = style({ visibility: "hidden", "::before": { content: '"\\00a0"' } });
export const kind = styleVariants({
  task: { background: t.color.infoSoft, color: t.color.infoText },
  event: { background: t.color.successSoft, color: t.color.successText },
  course: { background: t.color.warningSoft, color: t.color.warningText },
  devPlan: { background: t.color.primarySoft, color: t.color.onPrimarySoft },
});
export const more = style({ fontSize: t.fontSize.xs, color: t.color.textMuted });
export const count = style({
  display: "none", alignSelf: "start", minWidth: "1.25rem", padding: `0 ${t.space.xxs}`, borderRadius: t.radius.pill,
  background: t.color.infoSoft, color: t.color.infoText, fontSize: t.fontSize.xs, textAlign: "center",
  "@media": { "(max-width: 640px)": { display: "block" } },
});

export const day = style({ display: "grid", gap: t.space.sm });
export const dayTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const items = style({ display: "grid", gap: t.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const item = style({
  display: "flex", flexWrap: "wrap", alignItems: "center", gap: t.space.sm, padding: t.space.sm,
  border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, background: t.color.surface,
});
export const itemText = style({ display: "grid", gap: t.space.xxs, flex: "1 1 14rem", minWidth: 0 });
export const itemMeta = style({ fontSize: t.fontSize.sm, color: t.color.textMuted });
export const empty = style({ margin: 0, color: t.color.textMuted });

export const agendaDay = style({ display: "grid", gap: t.space.xs });

export const feed = style({ display: "grid", gap: t.space.sm, maxWidth: "48rem" });
export const feedActions = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "flex-end" });
export const feedUrl = style({ flex: "1 1 20rem" });
