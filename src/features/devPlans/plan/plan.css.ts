import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../ui/theme/contract.css";
import { fieldRow } from "../../../../ui/theme/layout";

const total = {
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: t.space.sm,
  padding: `${t.space.sm} ${t.space.md}`,
  borderRadius: t.radius.md,
  fontSize: t.fontSize.sm,
} as const;
export const totalOk = style({ ...total, background: t.color.successSoft, color: t.color.successText });
export const totalBad = style({ ...total, background: t.color.dangerSoft, color: t.color.dangerText });
/** A save was refused for this total: it is the message, so it stands out as the fields' error does. */
export const totalRefused = style({ outline: `2px solid ${t.color.dangerText}`, outlineOffset: 1 });
export const totalValue = style({ fontWeight: t.fontWeight.bold });

/** The goals editor and the grade dialog: one row per goal. */
export const editRow = style(fieldRow("minmax(0, 1fr) minmax(0, 1fr) 140px auto", "start"));
export const gradeRow = style({
  display: "grid",
  gap: t.space.md,
  alignItems: "end",
  gridTemplateColumns: "minmax(0, 1fr) 110px 110px",
  padding: `${t.space.md} 0`,
  borderTop: `1px solid ${t.color.border}`,
});
export const gradeGoal = style({ alignSelf: "center", fontWeight: t.fontWeight.medium, overflowWrap: "anywhere" });
export const removeCell = style({ paddingTop: "26px" });

/** A goal and its actions. */
export const goal = style({ display: "flex", flexDirection: "column", gap: t.space.md });
export const goalHead = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: t.space.md });
export const goalTitle = style({ margin: 0, fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, overflowWrap: "anywhere" });
export const weight = style({
  flex: "none",
  padding: `2px ${t.space.sm}`,
  borderRadius: t.radius.pill,
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
});
export const actionList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.sm });
export const action = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: t.space.md,
  alignItems: "start",
  padding: t.space.md,
  borderRadius: t.radius.md,
  background: t.color.surfaceMuted,
});
export const actionTitle = style({ fontWeight: t.fontWeight.medium, overflowWrap: "anywhere" });
export const actionMeta = style({ display: "flex", flexWrap: "wrap", gap: `${t.space.xs} ${t.space.md}`, fontSize: t.fontSize.xs, color: t.color.textMuted, marginTop: t.space.xs });
export const actionSide = style({ display: "flex", alignItems: "center", gap: t.space.xs });

/** Comments: a thread with replies indented. */
export const comment = style({ display: "flex", flexDirection: "column", gap: t.space.xs, padding: `${t.space.md} 0`, borderTop: `1px solid ${t.color.border}` });
export const reply = style({ marginLeft: t.space.xl, paddingLeft: t.space.lg, borderLeft: `2px solid ${t.color.border}` });
export const commentHead = style({ display: "flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap", fontSize: t.fontSize.sm });
export const commentActions = style({ display: "flex", gap: t.space.xs, marginTop: t.space.xs });

/** History: a vertical timeline. */
export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const event = style({
  position: "relative",
  paddingLeft: t.space.xl,
  paddingBottom: t.space.lg,
  selectors: {
    "&::before": { content: '""', position: "absolute", left: "5px", top: "6px", width: "8px", height: "8px", borderRadius: "50%", background: t.color.accent },
    "&::after": { content: '""', position: "absolute", left: "8px", top: "18px", bottom: "0", width: "2px", background: t.color.border },
    "&:last-child::after": { display: "none" },
  },
});
export const eventText = style({ margin: 0, fontSize: t.fontSize.sm, overflowWrap: "anywhere" });
export const eventMeta = style({ margin: `${t.space.xxs} 0 0`, fontSize: t.fontSize.xs, color: t.color.textMuted });
export const historyBody = style({ maxHeight: "70vh", overflowY: "auto" });

export const result = style({ fontSize: t.fontSize.xl, fontWeight: t.fontWeight.medium });
export const question = style({ display: "flex", flexDirection: "column", gap: t.space.sm });

/** The goals as saved now, shown above the draft after a stale save was reloaded. */
export const savedNowTitle = style({ margin: 0, fontSize: t.fontSize.sm, fontWeight: 600 });
export const savedNowList = style({ margin: 0, paddingInlineStart: t.space.lg });
