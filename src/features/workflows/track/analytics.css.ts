import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";

/** A person of the activities-by-users list: their name and state, then their tasks' states. */
export const person = style({
  display: "flex", flexDirection: "column", gap: t.space.xs,
  padding: `${t.space.xs} ${t.space.sm}`, border: `1px solid ${t.color.border}`, borderRadius: t.radius.md,
});
export const tasks = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const task = style({
  display: "inline-flex", alignItems: "center", gap: t.space.xs, fontSize: t.fontSize.sm,
  padding: `2px ${t.space.xs}`, border: `1px solid ${t.color.border}`, borderRadius: t.radius.sm,
});
