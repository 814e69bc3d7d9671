import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

/** The 12-column grid of spec 001 §9; one column on narrow screens, where widgets stack in reading order. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(12, minmax(0, 1fr))",
  gridAutoRows: "minmax(64px, auto)",
  gap: t.space.lg,
  "@media": { "screen and (max-width: 800px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const cell = style({
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  "@media": { "screen and (max-width: 800px)": { gridColumn: "1 / -1 !important", gridRow: "auto !important" } },
});
export const section = style({ display: "flex", flexDirection: "column", gap: t.space.lg, marginTop: t.space.xl });
export const sectionTitle = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.sm });
export const meta = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });
export const link = style({ color: t.color.link, textDecoration: "underline", textUnderlineOffset: "3px", selectors: { "&:hover": { color: t.color.linkHover } } });
export const empty = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: t.space.md, marginBottom: t.space.lg });
export const tools = style({ display: "flex", flexWrap: "wrap", gap: t.space.xs, marginTop: t.space.sm });
export const editorCell = style([cell, {
  position: "relative",
  border: `1px dashed ${t.color.border}`, borderRadius: t.radius.md, padding: t.space.md, background: t.color.surface,
  selectors: {
    '&[data-dragging="fits"]': { outline: `2px solid ${t.color.primary}`, outlineOffset: "2px" },
    '&[data-dragging="refused"]': { outline: `2px solid ${t.color.danger}`, outlineOffset: "2px" },
  },
}]);
/** The lower right corner's resize grip (mouse only; hidden where the grid is one column). */
export const resizeGrip = style({
  position: "absolute", right: 0, bottom: 0, width: "20px", height: "20px", cursor: "nwse-resize", touchAction: "none",
  background: `linear-gradient(135deg, transparent 50%, ${t.color.border} 50%, ${t.color.border} 60%, transparent 60%, transparent 72%, ${t.color.border} 72%, ${t.color.border} 82%, transparent 82%)`,
  borderBottomRightRadius: t.radius.md,
  "@media": { "screen and (max-width: 800px)": { display: "none" } },
});
export const editorTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, cursor: "grab", touchAction: "none", userSelect: "none" });
export const settings = style({ display: "grid", gap: t.space.sm, marginTop: t.space.sm });
export const fieldset = style({ display: "grid", gap: t.space.sm, margin: 0, padding: t.space.sm, border: `1px solid ${t.color.border}`, borderRadius: t.radius.sm, minWidth: 0 });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: t.space.xs });
