import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const container = style({
  width: "100%",
  overflow: "auto",
  background: t.color.surface,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
});

// An empty table takes focus itself (react-aria): it shows the ring then, inside the container's clipping.
export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: t.fontSize.sm,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "-2px" } },
});

export const header = style({ background: t.color.surfaceMuted });

export const column = style({
  padding: `${t.space.sm} ${t.space.lg}`,
  height: "40px",
  textAlign: "start",
  fontSize: t.fontSize.xs,
  fontWeight: t.fontWeight.medium,
  letterSpacing: "0.02em",
  textTransform: "uppercase",
  color: t.color.textMuted,
  borderBottom: `1px solid ${t.color.border}`,
  whiteSpace: "nowrap",
  outline: "none",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer" },
    "&[data-hovered][data-allows-sorting]": { color: t.color.text },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
  },
});

export const columnInner = style({ display: "inline-flex", alignItems: "center", gap: t.space.xs });
export const sortIcon = style({ transition: `transform ${t.motion.fast} ${t.motion.easing}` });
export const sortUp = style({ transform: "rotate(180deg)" });

export const row = style({
  outline: "none",
  color: t.color.text,
  selectors: {
    "&[data-hovered]": { background: t.color.hover },
    "&[data-selected]": { background: t.color.primarySoft },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
    "&[data-disabled]": { color: t.color.textMuted },
    "&[data-href], &[data-action]": { cursor: "pointer" },
  },
});

export const cell = style({
  padding: `${t.space.md} ${t.space.lg}`,
  borderBottom: `1px solid ${t.color.border}`,
  verticalAlign: "middle",
  outline: "none",
  selectors: {
    [`${row}:last-child &`]: { borderBottom: "none" },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${t.color.focusRing}` },
  },
});

export const state = style({ display: "flex", justifyContent: "center", padding: `${t.space.xxl} ${t.space.lg}` });
export const loadMore = style({ display: "flex", justifyContent: "center", padding: t.space.md });

export const selection = style({ width: "48px", paddingRight: 0 });
globalStyle(`${selection} > *`, { verticalAlign: "middle" });
