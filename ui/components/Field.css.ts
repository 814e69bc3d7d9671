// Styles shared by every form field: label, help text, error, and the input box.
import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../theme/contract.css";

export const field = style({ display: "flex", flexDirection: "column", gap: t.space.xs, minWidth: 0 });

export const label = style({
  fontSize: t.fontSize.sm,
  fontWeight: t.fontWeight.medium,
  color: t.color.text,
  lineHeight: t.lineHeight.tight,
  marginBottom: t.space.xxs,
  cursor: "default",
  selectors: { "[data-disabled] > &": { color: t.color.textMuted } },
});

export const description = style({ fontSize: t.fontSize.xs, color: t.color.textMuted, lineHeight: t.lineHeight.normal });

export const error = style({
  display: "flex",
  alignItems: "center",
  gap: t.space.xs,
  fontSize: t.fontSize.xs,
  color: t.color.danger,
  lineHeight: t.lineHeight.normal,
});

const boxStates = {
  "&[data-hovered], [data-demo='hover'] &": { borderColor: t.color.controlHover },
  "&[data-focused], &[data-focus-within], &[data-focus-visible], [data-demo='focus'] &": {
    borderColor: t.color.focusRing,
    boxShadow: `0 0 0 1px ${t.color.focusRing}`,
  },
  "&[data-invalid], [data-invalid] > &": { borderColor: t.color.danger },
  "&[data-invalid][data-focused], &[data-invalid][data-focus-within]": { boxShadow: `0 0 0 1px ${t.color.danger}` },
  "&[data-disabled], [data-disabled] > &": { background: t.color.surfaceMuted, borderColor: t.color.border, cursor: "not-allowed", opacity: 0.7 },
  // Read-only looks read-only: a muted, dashed box that does not invite typing (the value stays fully legible).
  "&[readonly], [data-readonly] > &, [data-readonly] > * > &": {
    background: t.color.surfaceMuted,
    borderColor: t.color.border,
    borderStyle: "dashed",
    boxShadow: "none",
  },
  // …but a read-only field is still a Tab stop, so focus shows on it like anywhere else.
  "&[readonly]:focus, [data-readonly] > &:focus-within, [data-readonly] > * > &:focus-within": {
    borderColor: t.color.focusRing,
    boxShadow: `0 0 0 1px ${t.color.focusRing}`,
  },
};

/** The bordered box of an input, select trigger, or input group. */
export const box = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "40px",
  background: t.color.surface,
  color: t.color.text,
  border: `1px solid ${t.color.control}`,
  borderRadius: t.radius.md,
  transition: `border-color ${t.motion.fast} ${t.motion.easing}, box-shadow ${t.motion.fast} ${t.motion.easing}`,
  outline: "none",
  selectors: boxStates,
});

const inputText = {
  flex: 1,
  minWidth: 0,
  padding: `0 ${t.space.md}`,
  color: t.color.text,
  fontSize: t.fontSize.md,
  outline: "none",
  selectors: {
    "&::placeholder": { color: t.color.textMuted, opacity: 1 },
    "&[data-disabled]": { cursor: "not-allowed" },
  },
} as const;

/** A bare input inside a box (password field, combo box). */
export const input = style({ ...inputText, height: "38px", border: "none", background: "transparent" });

/** An input that is its own box. */
export const boxedInput = style([box, inputText, { height: "40px" }]);

/** A small icon button sitting at the end of an input box. */
export const adornment = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "32px",
  height: "32px",
  marginRight: t.space.xxs,
  border: "none",
  borderRadius: t.radius.sm,
  background: "transparent",
  color: t.color.textMuted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: t.color.hover, color: t.color.text },
    "&[data-focus-visible]": { outline: `2px solid ${t.color.focusRing}`, outlineOffset: "0" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});
