import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";
import { focusInset, optionItem } from "./optionItem";

export const listBox = style({ display: "flex", flexDirection: "column", gap: "1px", padding: t.space.xs, outline: "none", maxHeight: "320px", overflow: "auto" });

export const item = style(
  optionItem(`${t.space.xs} ${t.space.sm} ${t.space.xs} ${t.space.md}`, {
    "&[data-focus-visible]": focusInset,
    "&[data-selected]": { background: t.color.primarySoft, color: t.color.onPrimarySoft, fontWeight: t.fontWeight.medium },
  }),
);

export const itemText = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const check = style({ flexShrink: 0, color: t.color.onPrimarySoft });
export const empty = style({ padding: t.space.md, fontSize: t.fontSize.sm, color: t.color.textMuted });
