import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

export const bar = style({ display: "flex", gap: t.space.sm, alignItems: "center", flexWrap: "wrap" });
export const spacer = style({ flex: 1 });
export const meta = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, alignItems: "center", color: t.color.textMuted, fontSize: t.fontSize.sm, marginTop: t.space.xs });
export const reasons = style({ margin: 0, paddingLeft: t.space.lg, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const refused = style({ display: "flex", gap: t.space.sm, alignItems: "flex-start", flexWrap: "wrap" });
export const panel = style({ background: t.color.surface, border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, padding: t.space.lg, display: "flex", flexDirection: "column", gap: t.space.md });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xs });
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto 36px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: t.space.sm,
  minHeight: "52px",
  padding: `${t.space.xs} ${t.space.sm}`,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  background: t.color.surface,
});
export const dragging = style({ boxShadow: "0 6px 18px rgba(0,0,0,0.18)", position: "relative", zIndex: 2 });
export const handle = style({
  cursor: "grab",
  minWidth: "28px",
  minHeight: "28px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: "none",
  background: "transparent",
  color: t.color.textMuted,
  borderRadius: t.radius.sm,
  touchAction: "none",
});
export const typeIcon = style({
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontWeight: t.fontWeight.medium,
  fontSize: t.fontSize.sm,
});
export const title = style({
  border: "none",
  background: "none",
  padding: 0,
  textAlign: "start",
  font: "inherit",
  color: t.color.text,
  fontWeight: t.fontWeight.medium,
  cursor: "pointer",
  minHeight: "24px",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const rowText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const rowMeta = style({ display: "flex", flexWrap: "wrap", gap: t.space.sm, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const form = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const pair = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))", gap: t.space.md });
export const textarea = style({ width: "100%" });
