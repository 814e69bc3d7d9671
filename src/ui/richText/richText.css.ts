// Rich text: the editor's frame and toolbar, and the typography of shown rich text (the view and the editor share it).
import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";

export const field = style({ display: "flex", flexDirection: "column", gap: t.space.xs, minWidth: 0 });

export const label = style({ fontSize: t.fontSize.sm, fontWeight: t.fontWeight.medium, color: t.color.text, lineHeight: t.lineHeight.tight });

export const description = style({ fontSize: t.fontSize.xs, color: t.color.textMuted, lineHeight: t.lineHeight.normal });

export const error = style({ fontSize: t.fontSize.xs, color: t.color.danger, lineHeight: t.lineHeight.normal });

export const frame = style({
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  background: t.color.surface,
  minWidth: 0,
  selectors: {
    "&:focus-within": { borderColor: t.color.focusRing, boxShadow: `0 0 0 1px ${t.color.focusRing}` },
    "&[data-invalid]": { borderColor: t.color.danger },
  },
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: t.space.xxs,
  padding: t.space.xs,
  borderBottom: `1px solid ${t.color.border}`,
});

export const tool = style({
  minWidth: "32px",
  minHeight: "32px",
  selectors: { '&[aria-pressed="true"]': { background: t.color.primarySoft, color: t.color.onPrimarySoft } },
});

export const loading = style({ display: "flex", alignItems: "center", gap: t.space.sm, padding: t.space.md, minHeight: "160px" });

/** The text typography of rich text, shown or edited. */
export const content = style({
  color: t.color.text,
  lineHeight: t.lineHeight.normal,
  overflowWrap: "anywhere",
});

export const editable = style({
  minHeight: "160px",
  maxHeight: "60vh",
  overflowY: "auto",
  padding: `${t.space.sm} ${t.space.md}`,
  outline: "none",
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} blockquote, ${content} pre, ${content} table`, { margin: `0 0 ${t.space.sm}` });
globalStyle(`${content} h1, ${content} h2, ${content} h3, ${content} h4`, { margin: `${t.space.md} 0 ${t.space.xs}`, lineHeight: t.lineHeight.tight });
globalStyle(`${content} img`, { maxWidth: "100%", height: "auto", borderRadius: t.radius.sm });
globalStyle(`${content} a`, { color: t.color.link, textDecoration: "underline" });
globalStyle(`${content} blockquote`, { paddingLeft: t.space.md, borderLeft: `3px solid ${t.color.border}`, color: t.color.textMuted });
globalStyle(`${content} pre`, { padding: t.space.sm, background: t.color.surfaceMuted, borderRadius: t.radius.sm, overflowX: "auto" });
globalStyle(`${content} table`, { borderCollapse: "collapse" });
globalStyle(`${content} th, ${content} td`, { border: `1px solid ${t.color.border}`, padding: `${t.space.xxs} ${t.space.xs}` });
globalStyle(`${content} .mention`, {
  padding: `0 ${t.space.xxs}`,
  borderRadius: t.radius.sm,
  background: t.color.primarySoft,
  color: t.color.onPrimarySoft,
  fontWeight: t.fontWeight.medium,
});
