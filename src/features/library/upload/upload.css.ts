import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

export const stack = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const drop = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: t.space.sm,
  padding: t.space.xl,
  border: `1.5px dashed ${t.color.border}`,
  borderRadius: t.radius.lg,
  background: t.color.surfaceMuted,
  color: t.color.textMuted,
  textAlign: "center",
  transition: `background ${t.motion.fast}, border-color ${t.motion.fast}`,
});
export const dropActive = style({ borderColor: t.color.accent, background: t.color.primarySoft, color: t.color.onPrimarySoft });
export const dropButtons = style({ display: "flex", gap: t.space.sm, flexWrap: "wrap", justifyContent: "center" });
export const hint = style({ margin: 0, fontSize: t.fontSize.sm, color: t.color.textMuted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, maxHeight: "340px", overflow: "auto", display: "flex", flexDirection: "column" });
export const row = style({
  display: "grid",
  gridTemplateColumns: "20px minmax(0, 1fr) auto",
  gap: `${t.space.xs} ${t.space.sm}`,
  alignItems: "center",
  padding: `${t.space.sm} 0`,
  borderTop: `1px solid ${t.color.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
});
export const icon = style({ color: t.color.textMuted });
export const name = style({ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: t.color.text, fontSize: t.fontSize.sm });
export const meta = style({ gridColumn: "2 / 4", display: "flex", gap: t.space.sm, alignItems: "center", fontSize: t.fontSize.xs, color: t.color.textMuted });
export const bar = style({ gridColumn: "2 / 4" });
export const problem = style({ color: t.color.dangerText });
export const warn = style({ color: t.color.warningText });
export const ok = style({ color: t.color.successText });
export const total = style({ display: "flex", gap: t.space.md, alignItems: "flex-end" });
export const grow = style({ flex: 1 });
