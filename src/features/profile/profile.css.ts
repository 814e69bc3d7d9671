import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const header = style({ display: "flex", alignItems: "center", gap: t.space.lg, flexWrap: "wrap", marginBottom: t.space.xl });
export const headText = style({ display: "flex", flexDirection: "column", gap: t.space.xs, flex: "1 1 16rem", minWidth: 0 });
