import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

/** The time-to-complete cards, one under the other. */
export const tracks = style({ display: "grid", gap: t.space.md, minWidth: 0 });
/** An entry of the history: what was done, then where and its outcome; it takes the row, the date keeps its side. */
export const entryMain = style({ flex: "1 1 16rem", minWidth: 0, display: "grid", gap: t.space.xxs });
export const entryText = style({ margin: 0 });
export const entryDate = style({ color: t.color.textMuted, fontSize: t.fontSize.sm, whiteSpace: "nowrap" });
