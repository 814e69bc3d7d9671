import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";
import { focusInset, optionItem } from "./optionItem";

export const menu = style({ display: "flex", flexDirection: "column", gap: "1px", padding: t.space.xs, minWidth: "180px", outline: "none" });

export const item = style(
  optionItem(`${t.space.xs} ${t.space.md}`, {
    "&[data-pressed]": { background: t.color.pressed },
    "&[data-focus-visible]": focusInset,
  }),
);

export const danger = style({ color: t.color.danger });
export const icon = style({ display: "inline-flex", flexShrink: 0, color: t.color.textMuted, selectors: { [`${danger} &`]: { color: "inherit" } } });
export const shortcut = style({ marginLeft: "auto", paddingLeft: t.space.lg, fontSize: t.fontSize.xs, color: t.color.textMuted });
export const separator = style({ height: "1px", margin: `${t.space.xs} ${t.space.sm}`, background: t.color.border, border: "none" });
