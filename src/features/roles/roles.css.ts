import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const scroll = style({ overflow: "auto", border: `1px solid ${t.color.border}`, borderRadius: t.radius.lg, background: t.color.surface, maxHeight: "60vh" });
export const matrix = style({ width: "100%", borderCollapse: "separate", borderSpacing: 0, fontSize: t.fontSize.sm, color: t.color.text });
export const caption = style({ textAlign: "start", padding: `${t.space.md} ${t.space.lg}`, color: t.color.textMuted, captionSide: "top" });
globalStyle(`${matrix} thead th`, {
  position: "sticky",
  top: 0,
  zIndex: 1,
  background: t.color.surfaceMuted,
  padding: `${t.space.sm} ${t.space.md}`,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  color: t.color.textMuted,
  textAlign: "center",
  borderBottom: `1px solid ${t.color.border}`,
  whiteSpace: "nowrap",
});
globalStyle(`${matrix} thead th:first-child, ${matrix} tbody th`, { textAlign: "start" });
globalStyle(`${matrix} tbody th`, { fontWeight: t.fontWeight.regular, padding: `${t.space.sm} ${t.space.lg}` });
globalStyle(`${matrix} td`, { textAlign: "center", padding: `${t.space.xs} ${t.space.md}` });
globalStyle(`${matrix} td > *`, { display: "inline-flex" });
globalStyle(`${matrix} tbody tr:not(:last-child) > *`, { borderBottom: `1px solid ${t.color.border}` });
globalStyle(`${matrix} tbody tr:hover`, { background: t.color.hover });
