import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

/** Tree on the left, content on the right; one column on narrow screens. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(220px, 280px) minmax(0, 1fr)",
  gap: t.space.lg,
  alignItems: "start",
  "@media": { "(max-width: 820px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const panel = style({
  background: t.color.surface,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  padding: t.space.sm,
});
export const treePanel = style([
  panel,
  {
    position: "sticky",
    top: t.space.md,
    maxHeight: "calc(100vh - 140px)",
    overflow: "auto",
    // In one column the tree scrolls away with the page (a sticky tree would cover the content).
    "@media": { "(max-width: 820px)": { position: "static", maxHeight: "40vh" } },
  },
]);
export const content = style([panel, { padding: t.space.lg, display: "flex", flexDirection: "column", gap: t.space.lg, minHeight: "320px" }]);
export const toolbar = style({ display: "flex", gap: t.space.sm, alignItems: "center", flexWrap: "wrap" });
export const toolbarSpacer = style({ flex: 1 });
export const search = style({ width: "min(300px, 100%)" });
export const crumbs = style({ display: "flex", flexWrap: "wrap", gap: t.space.xs, alignItems: "center", margin: 0, padding: 0, listStyle: "none", fontSize: t.fontSize.sm, color: t.color.textMuted });
export const crumbSep = style({ color: t.color.textMuted, display: "inline-flex" });
export const group = style({ display: "flex", flexDirection: "column", gap: t.space.xs });
export const groupTitle = style({
  margin: 0,
  display: "flex",
  gap: t.space.xs,
  alignItems: "baseline",
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  color: t.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "2px" });
export const row = style({
  display: "grid",
  gridTemplateColumns: "28px minmax(0, 1fr) auto auto",
  alignItems: "center",
  gap: t.space.sm,
  minHeight: "44px",
  padding: `${t.space.xxs} ${t.space.sm}`,
  borderRadius: t.radius.md,
  selectors: { "&:hover": { background: t.color.hover }, "&:focus-within": { background: t.color.hover } },
  // At phone width the details go under the name (`meta` below): a track's type, state, task count and date on one
  // line pushed a 320 px page sideways.
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "28px minmax(0, 1fr) auto" } },
});
export const rowIcon = style({ display: "inline-flex", color: t.color.textMuted });
export const folderIcon = style({ color: t.color.accent });
export const name = style({
  all: "unset",
  cursor: "pointer",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  color: t.color.text,
  fontWeight: t.fontWeight.medium,
  borderRadius: t.radius.sm,
  selectors: { "&:hover": { textDecoration: "underline" }, "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" } },
});
export const plainName = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: t.color.text });
export const meta = style({
  color: t.color.textMuted, fontSize: t.fontSize.sm, whiteSpace: "nowrap", display: "flex", gap: t.space.sm, alignItems: "center",
  "@media": { "(max-width: 640px)": { gridColumn: "2", gridRow: "2", flexWrap: "wrap", whiteSpace: "normal" } },
});
export const muted = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, margin: 0 });
export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xl });
export const pickerBox = style({ marginTop: t.space.sm, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, maxHeight: "360px", overflow: "auto", minHeight: "160px" });
export const props = style({ margin: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const propRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 40%) 1fr",
  gap: t.space.sm,
  padding: `${t.space.xs} 0`,
  borderBottom: `1px solid ${t.color.border}`,
});
globalStyle(`${propRow} dt`, { color: t.color.textMuted });
globalStyle(`${propRow} dd`, { margin: 0, overflowWrap: "anywhere" });
export const links = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.sm });
export const linkRow = style({ display: "flex", gap: t.space.sm, alignItems: "center" });
export const linkUrl = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontSize: t.fontSize.xs });
export const sentinel = style({ height: "1px" });
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });
