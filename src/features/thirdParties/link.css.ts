import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const link = style({ margin: `${t.space.sm} 0 0`, fontSize: t.fontSize.sm, textAlign: "center" });
