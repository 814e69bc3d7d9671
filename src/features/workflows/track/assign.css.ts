import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

export const sections = style({ display: "flex", flexDirection: "column", gap: t.space.lg });
export const heading = style({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.medium });
export const picker = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap" });
export const item = style({
  display: "flex", gap: t.space.sm, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap",
  padding: `${t.space.xs} ${t.space.sm}`, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md,
});
export const itemText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const muted = style({ color: t.color.textMuted, fontSize: t.fontSize.sm });
