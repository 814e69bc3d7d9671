import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const more = style({ marginTop: t.space.lg, display: "flex", justifyContent: "center" });
