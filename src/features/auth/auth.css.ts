import { style } from "@vanilla-extract/css";
import { themeVars as t } from "../../../ui/theme/contract.css";
import { primaryLinkButton } from "../../../ui/theme/layout";

export const heading = style({ margin: 0, fontSize: t.fontSize.xxl, fontWeight: t.fontWeight.medium, color: t.color.text, letterSpacing: "-0.01em" });
export const lead = style({ margin: `${t.space.sm} 0 ${t.space.xl}`, color: t.color.textMuted, fontSize: t.fontSize.md });
export const form = style({ display: "flex", flexDirection: "column", gap: t.space.lg });
export const submit = style({ width: "100%", marginTop: t.space.xs });
export const hint = style({ margin: 0, color: t.color.textMuted, fontSize: t.fontSize.sm });

export const alert = style({
  display: "flex",
  gap: t.space.sm,
  alignItems: "flex-start",
  padding: `${t.space.md} ${t.space.lg}`,
  borderRadius: t.radius.md,
  background: t.color.dangerSoft,
  color: t.color.dangerText,
  fontSize: t.fontSize.sm,
  lineHeight: t.lineHeight.normal,
});
export const alertInfo = style({ background: t.color.infoSoft, color: t.color.infoText });
export const alertSuccess = style({ background: t.color.successSoft, color: t.color.successText });
export const alertIcon = style({ flex: "none", marginTop: "2px" });
export const alertText = style({ display: "flex", flexDirection: "column", gap: t.space.xxs });
export const alertDetail = style({ opacity: 0.9 });

export const center = style({ display: "flex", justifyContent: "center", padding: t.space.xxl });
export const actions = style({ display: "flex", gap: t.space.md, flexWrap: "wrap", marginTop: t.space.lg });
export const dialogActions = style({ display: "flex", justifyContent: "flex-end", gap: t.space.md, marginTop: t.space.sm });
export const linkButton = style(primaryLinkButton);
/** A quiet link below a form ("Forgot password?"), centred like the policy links. */
export const formLink = style({ margin: `${t.space.md} 0 0`, fontSize: t.fontSize.sm, textAlign: "center" });
