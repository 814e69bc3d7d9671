import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const error = style({ color: t.color.dangerText, margin: 0 });
export const summary = style({ margin: 0, fontWeight: t.fontWeight.medium, color: t.color.text });
export const reportScroll = style({ maxHeight: "320px", overflow: "auto", border: `1px solid ${t.color.border}`, borderRadius: t.radius.md });
export const report = style({ width: "100%", borderCollapse: "collapse", fontSize: t.fontSize.sm, color: t.color.text });
globalStyle(`${report} th`, {
  position: "sticky",
  top: 0,
  background: t.color.surfaceMuted,
  textAlign: "start",
  padding: `${t.space.sm} ${t.space.md}`,
  fontSize: t.fontSize.xs,
  color: t.color.textMuted,
  fontWeight: t.fontWeight.medium,
});
globalStyle(`${report} td`, { padding: `${t.space.sm} ${t.space.md}`, borderTop: `1px solid ${t.color.border}` });

export const header = style({ display: "flex", alignItems: "center", gap: t.space.lg, flexWrap: "wrap", marginBottom: t.space.xl });
export const avatar = style({
  width: "64px",
  height: "64px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontSize: t.fontSize.xl,
  fontWeight: t.fontWeight.medium,
  flexShrink: 0,
  overflow: "hidden",
});
export const avatarImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
export const headText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const nameLine = style({ display: "flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap" });
export const panel = style({ paddingTop: t.space.lg });
export const formGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: t.space.md });
export const dl = style({ display: "grid", gridTemplateColumns: "minmax(140px, max-content) 1fr", gap: `${t.space.sm} ${t.space.xl}`, margin: 0, fontSize: t.fontSize.sm });
globalStyle(`${dl} dt`, { color: t.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, color: t.color.text });
// A panel kept mounted (its fields label live announcements) hides while another tab is shown.
globalStyle(`${panel}[data-inert="true"]`, { display: "none" });
