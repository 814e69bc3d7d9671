import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../../../ui/theme/contract.css";
import { columnsFrom, fieldRow, stepButton as stepItem } from "../../../../../ui/theme/layout";

export const layout = style(columnsFrom("960px", "240px minmax(0, 1fr)"));

export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xxs });
export const stepButton = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.md,
  border: "none",
  ...stepItem(
    { "&:hover:not(:disabled)": { background: t.color.hover }, "&:disabled": { cursor: "not-allowed", color: t.color.textMuted } },
    { fontWeight: t.fontWeight.medium },
  ),
});
export const bullet = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: "24px",
  height: "24px",
  borderRadius: "50%",
  border: `1px solid ${t.color.border}`,
  background: t.color.surface,
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
});
export const bulletDone = style({ background: t.color.success, borderColor: t.color.success, color: "#fff" });
export const footer = style({
  display: "flex",
  justifyContent: "space-between",
  gap: t.space.md,
  paddingTop: t.space.lg,
  borderTop: `1px solid ${t.color.border}`,
});

/** The role model grid: capabilities × relations. */
export const matrix = style({ width: "100%", borderCollapse: "collapse", fontSize: t.fontSize.sm });
export const matrixHead = style({ padding: t.space.sm, textAlign: "center", fontWeight: t.fontWeight.medium, color: t.color.textMuted, fontSize: t.fontSize.xs, verticalAlign: "bottom" });
export const matrixRowHead = style({ padding: t.space.sm, textAlign: "start", fontWeight: t.fontWeight.regular, borderTop: `1px solid ${t.color.border}` });
export const matrixCell = style({ padding: t.space.sm, textAlign: "center", borderTop: `1px solid ${t.color.border}` });
export const matrixWrap = style({ overflowX: "auto" });
export const cellCenter = style({ display: "inline-flex", justifyContent: "center" });

export const questionRow = style(fieldRow("minmax(0, 1fr) 180px auto auto", "end"));
export const people = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const person = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: t.space.md,
  padding: `${t.space.sm} 0`,
  borderTop: `1px solid ${t.color.border}`,
});
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });
export const main = style({ display: "flex", flexDirection: "column", gap: t.space.lg, minWidth: 0 });
export const note = style({
  margin: 0,
  padding: `${t.space.md} ${t.space.lg}`,
  borderRadius: t.radius.md,
  background: t.color.infoSoft,
  color: t.color.infoText,
  fontSize: t.fontSize.sm,
});

/** A sub-section title inside a step (the members step's groups and users). */
export const subheading = style({ fontSize: t.fontSize.md, fontWeight: t.fontWeight.medium, margin: 0, color: t.color.text });
