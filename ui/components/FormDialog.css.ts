import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const form = style({ display: "flex", flexDirection: "column", gap: t.space.md, minWidth: 0 });

export const error = style({ color: t.color.dangerText, fontSize: t.fontSize.sm, margin: 0 });
