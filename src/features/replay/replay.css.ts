import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { columnsFrom, iconLink, stepButton } from "../../../ui/theme/layout";

export const replayLink = style(iconLink);

export const layout = style(columnsFrom("1000px", "320px minmax(0, 1fr)"));
export const stepper = style({ display: "flex", alignItems: "center", gap: t.space.sm, flexWrap: "wrap" });
export const position = style({ fontVariantNumeric: "tabular-nums", color: t.color.textMuted, fontSize: t.fontSize.sm, minWidth: "8ch", textAlign: "center" });
export const events = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: t.space.xxs, maxHeight: "65vh", overflowY: "auto" });
export const eventButton = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: t.space.xxs,
  border: "1px solid transparent",
  ...stepButton({ "&:hover": { background: t.color.hover } }),
});
export const eventDiverged = style({ borderColor: t.color.danger, background: t.color.dangerSoft });
export const eventType = style({ fontFamily: t.font.mono, fontSize: t.fontSize.xs, fontWeight: t.fontWeight.medium });
export const eventMeta = style({ fontSize: t.fontSize.xs, color: t.color.textMuted });
export const states = style({ display: "flex", alignItems: "center", gap: t.space.md, flexWrap: "wrap" });
export const stateValue = style({
  fontFamily: t.font.mono,
  fontSize: t.fontSize.md,
  padding: `${t.space.xs} ${t.space.md}`,
  borderRadius: t.radius.md,
  background: t.color.surfaceMuted,
  border: `1px solid ${t.color.border}`,
});
export const stateAfter = style({ background: t.color.primarySoft, color: t.color.onPrimarySoft, borderColor: "transparent" });
export const divergence = style({
  display: "flex",
  gap: t.space.sm,
  alignItems: "flex-start",
  padding: t.space.md,
  borderRadius: t.radius.md,
  background: t.color.dangerSoft,
  color: t.color.dangerText,
  fontSize: t.fontSize.sm,
});
export const agree = style({ display: "flex", gap: t.space.sm, alignItems: "center", color: t.color.successText, fontSize: t.fontSize.sm });
export const details = style({ border: `1px solid ${t.color.border}`, borderRadius: t.radius.md, background: t.color.surface });
export const summary = style({
  padding: `${t.space.sm} ${t.space.md}`,
  cursor: "pointer",
  fontWeight: t.fontWeight.medium,
  fontSize: t.fontSize.sm,
  selectors: { "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" } },
});
export const json = style({
  margin: 0,
  padding: t.space.md,
  borderTop: `1px solid ${t.color.border}`,
  fontFamily: t.font.mono,
  fontSize: t.fontSize.xs,
  lineHeight: 1.5,
  overflow: "auto",
  maxHeight: "420px",
  whiteSpace: "pre",
  color: t.color.text,
});
export const commands = style({ display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const command = style({
  fontFamily: t.font.mono,
  fontSize: t.fontSize.xs,
  padding: `2px ${t.space.sm}`,
  borderRadius: t.radius.pill,
  border: `1px solid ${t.color.border}`,
  background: t.color.surface,
});
export const pickRow = style({
  display: "grid",
  gap: t.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "end",
  "@media": { "screen and (min-width: 720px)": { gridTemplateColumns: "220px minmax(0, 1fr) auto auto" } },
});
export const streams = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: t.space.xs });
export const streamChip = style({
  padding: `${t.space.xs} ${t.space.md}`,
  borderRadius: t.radius.pill,
  border: `1px solid ${t.color.border}`,
  background: t.color.surface,
  color: t.color.text,
  font: "inherit",
  fontSize: t.fontSize.xs,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: t.color.hover },
    "&:focus-visible": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "1px" },
    '&[aria-pressed="true"]': { background: t.color.primarySoft, color: t.color.onPrimarySoft, borderColor: "transparent" },
  },
});
export const asOfRow = style({ display: "flex", flexWrap: "wrap", gap: t.space.md, alignItems: "flex-end", marginTop: t.space.md });
export const asOfField = style({ minWidth: "260px" });
/** An event recorded after the "as of" moment: still there to step to, but visibly not part of the state then. */
export const eventLater = style({ color: t.color.textMuted, background: t.color.surfaceMuted, borderStyle: "dashed", borderColor: t.color.border });
export const asOfNote = style({
  display: "flex",
  gap: t.space.sm,
  alignItems: "flex-start",
  padding: t.space.md,
  borderRadius: t.radius.md,
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontSize: t.fontSize.sm,
});
