// The branding palette as tokens, the three branding fonts, and the contrast guard at work.
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Link } from "../../../../ui/components/Link";
import { type BrandingInput, brandingVars, fontStack } from "../../../../ui/theme/branding";
import { themeVars } from "../../../../ui/theme/contract.css";
import { brandColorNames, type ThemeMode } from "../../../../ui/theme/tokens";
import * as s from "../Gallery.css";
import { Grid, Group, Section, Specimen, useT } from "../parts";

const derivedShown = ["surface", "surfaceRaised", "surfaceMuted", "text", "textMuted", "onPrimary", "primarySoft", "focusRing", "danger", "success", "warning", "info"] as const;

const pale: BrandingInput = { colors: { primary_color: "#fde68a", accent_color: "#f59e0b", button_text_color: "#ffffff", link_color: "#fbbf24" }, font_id: 1 };
const deep: BrandingInput = { colors: { primary_color: "#0b1f3a", accent_color: "#0b1f3a", button_text_color: "#0b1f3a", link_color: "#0b1f3a" }, font_id: 1 };

export function ThemeSection({ theme, branding }: { theme: ThemeMode; branding?: BrandingInput | null }) {
  const t = useT();
  const values = brandingVars(branding, theme);
  const swatch = (name: keyof typeof values.color) => (
    <div key={name} className={s.swatch}>
      <span className={s.chip} style={{ background: themeVars.color[name] }} />
      <span className={s.swatchName}>
        <span>{name}</span>
        <span className={s.code}>{values.color[name]}</span>
      </span>
    </div>
  );
  return (
    <Section id="theme" title={t("gallery.section.theme")}>
      <Group title={t("gallery.theme.colours")} note={t("gallery.theme.coloursNote")}>
        <div className={s.swatches}>{brandColorNames.map(swatch)}</div>
      </Group>
      <Group title={t("gallery.theme.derived")} note={t("gallery.theme.derivedNote")}>
        <div className={s.swatches}>{derivedShown.map(swatch)}</div>
      </Group>
      <Group title={t("gallery.theme.fonts")}>
        <Grid>
          {([1, 2, 3] as const).map((id) => (
            <Specimen key={id} label={`font_id ${id}`}>
              <p className={s.fontSample} style={{ fontFamily: fontStack(id) }}>
                {t("gallery.theme.fontSample")}
              </p>
            </Specimen>
          ))}
        </Grid>
      </Group>
      <Group title={t("gallery.theme.contrast")} note={t("gallery.theme.contrastNote")}>
        <Grid wide>
          {[
            { label: t("gallery.theme.pale"), b: pale },
            { label: t("gallery.theme.deep"), b: deep },
          ].map(({ label, b }) => (
            <Specimen key={label} label={label}>
              <div className={s.scoped} style={assignInlineVars(themeVars, brandingVars(b, theme))}>
                <div className={s.row}>
                  <Button>{t("gallery.actions.saveChanges")}</Button>
                  <Badge tone="primary">{t("gallery.sample.published")}</Badge>
                </div>
                <Link href="#theme">{t("gallery.theme.openLink")}</Link>
              </div>
            </Specimen>
          ))}
        </Grid>
      </Group>
    </Section>
  );
}
