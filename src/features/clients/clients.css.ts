import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const nameCell = style({ display: "inline-flex", alignItems: "center", gap: t.space.sm, minWidth: 0 });
export const rowLink = style({
  color: t.color.text, fontWeight: t.fontWeight.medium, textDecoration: "none", overflow: "hidden", textOverflow: "ellipsis",
  selectors: { "&:hover": { color: t.color.accent, textDecoration: "underline" }, "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "2px" } },
});
export const back = style({ display: "inline-block", marginBottom: t.space.sm, fontSize: t.fontSize.sm, color: t.color.textMuted, textDecoration: "none", selectors: { "&:hover": { color: t.color.text } } });
/** The client page: sections on the left, the chosen one on the right. */
export const layout = style({
  display: "grid", gridTemplateColumns: "220px minmax(0, 1fr)", gap: t.space.xl, alignItems: "start",
  "@media": { "(max-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const sideNav = style({ display: "flex", flexDirection: "column", gap: t.space.lg, position: "sticky", top: t.space.lg });
export const navGroup = style({ display: "flex", flexDirection: "column", gap: "2px" });
export const navHeading = style({
  margin: `0 0 ${t.space.xs}`, padding: `0 ${t.space.sm}`, fontSize: t.fontSize.xs, fontWeight: t.fontWeight.medium,
  textTransform: "uppercase", letterSpacing: "0.04em", color: t.color.textMuted,
});
export const navLink = style({
  display: "block", padding: `${t.space.xs} ${t.space.sm}`, borderRadius: t.radius.md, fontSize: t.fontSize.sm,
  color: t.color.textMuted, textDecoration: "none",
  selectors: {
    "&:hover": { color: t.color.text, background: t.color.hover },
    "&[aria-current='page']": { color: t.color.activeText, background: t.color.active, fontWeight: t.fontWeight.medium },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" },
  },
});
export const form = style({ display: "grid", gap: t.space.md });
export const grid2 = style({
  display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: t.space.md, alignItems: "end",
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
/** The chosen section: its title is a level below the client's name, and looks it. */
export const content = style({ minWidth: 0 });
globalStyle(`${content} > div > header h2, ${content} > header h2`, { fontSize: t.fontSize.xl });
export const actions = style({ display: "flex", gap: t.space.sm, alignItems: "center", justifyContent: "flex-end" });
export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xxl });
export const fieldset = style({
  display: "grid", gap: t.space.sm, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, padding: t.space.md, margin: 0, minWidth: 0,
});
export const legend = style({ padding: `0 ${t.space.xs}`, fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text });
export const publicTitle = style({ margin: 0, fontSize: t.fontSize.xl, fontWeight: t.fontWeight.medium, color: t.color.text });
/** The embedded policy PDF: tall enough to read, never wider than the panel. */
export const pdf = style({ width: "100%", height: "70vh", minHeight: "420px", border: `1px solid ${t.color.border}`, borderRadius: t.radius.md });
export const policyLink = style({ margin: `${t.space.md} 0 0`, fontSize: t.fontSize.sm, textAlign: "center" });
