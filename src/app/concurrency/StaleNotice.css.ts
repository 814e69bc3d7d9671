import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const notice = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: t.space.md,
  padding: `${t.space.sm} ${t.space.md}`,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.warning}`,
  background: t.color.warningSoft,
  color: t.color.warningText,
});

export const text = style({ margin: 0, flex: "1 1 20rem", fontSize: t.fontSize.sm });
