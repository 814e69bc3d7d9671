import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

// It takes the toolbar's free width: shrunk to its content, the button wrapped under the field on narrow pages.
export const filter = style({ display: "flex", gap: t.space.sm, alignItems: "flex-end", flexWrap: "wrap", flex: "1 1 auto", minWidth: 0 });
export const filterField = style({ width: "min(320px, 100%)" });
export const status = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });
export const reason = style({ color: t.color.textMuted, fontSize: t.fontSize.xs, overflow: "hidden", textOverflow: "ellipsis" });
export const recipient = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const form = style({ display: "grid", gap: t.space.md });
export const grid2 = style({
  display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: t.space.md, alignItems: "end",
  "@media": { "(max-width: 640px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const actions = style({ display: "flex", gap: t.space.sm, alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap" });
export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xxl });
export const result = style({ margin: 0, fontSize: t.fontSize.sm });
