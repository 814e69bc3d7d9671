import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

export const answers = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const muted = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });
export const questions = style({ margin: 0, paddingInlineStart: t.space.xl, display: "flex", flexDirection: "column", gap: t.space.md });
export const question = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: t.space.xs, color: t.color.text });
export const questionTitle = style({ fontWeight: t.fontWeight.medium });
