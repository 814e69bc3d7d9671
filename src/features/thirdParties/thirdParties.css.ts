import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const page = style({ display: "grid", gap: t.space.lg });
export const title = style({ margin: 0, fontSize: t.fontSize.xl, fontWeight: t.fontWeight.medium, color: t.color.text });
export const subtitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium });
export const muted = style({ margin: 0, color: t.color.textMuted });
export const section = style({ display: "grid", gap: t.space.sm });
export const plain = style({ display: "grid", gap: t.space.xxs, margin: 0, padding: 0, listStyle: "none", fontSize: t.fontSize.sm });
export const entry = style({ overflowWrap: "anywhere" });
export const text = style({ padding: t.space.sm, maxHeight: "24rem", overflow: "auto", background: t.color.surfaceMuted, borderRadius: t.radius.sm });
export const pre = style({ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: t.font.mono, fontSize: t.fontSize.xs });
