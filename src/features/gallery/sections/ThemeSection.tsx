// The branding palette as tokens, the three branding fonts, and the contrast guard at work.
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { type BrandingInput, brandingVars, fontStack } from "../../theme/branding";
import { themeVars } from "../../theme/contract.css";
import { brandColorNames, type ThemeMode } from "../../theme/tokens";
import * as s from "../Gallery.css";
import { Grid, Group, Section, Specimen } from "../parts";

const derivedShown = ["surface", "surfaceRaised", "surfaceMuted", "text", "textMuted", "onPrimary", "primarySoft", "focusRing", "danger", "success", "warning", "info"] as const;

const pale: BrandingInput = { colors: { primary_color: "#fde68a", accent_color: "#f59e0b", button_text_color: "#ffffff", link_color: "#fbbf24" }, font_id: 1 };
const deep: BrandingInput = { colors: { primary_color: "#0b1f3a", accent_color: "#0b1f3a", button_text_color: "#0b1f3a", link_color: "#0b1f3a" }, font_id: 1 };

export function ThemeSection({ theme, branding }: { theme: ThemeMode; branding?: BrandingInput | null }) {
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
    <Section id="theme" title="Theme">
      <Group title="Branding colours" note="The 17 colours a client sets in its branding, as resolved for this theme.">
        <div className={s.swatches}>{brandColorNames.map(swatch)}</div>
      </Group>
      <Group title="Derived tokens" note="Neutral and status colours computed from the branding, with text contrast checked.">
        <div className={s.swatches}>{derivedShown.map(swatch)}</div>
      </Group>
      <Group title="Fonts">
        <Grid>
          {([1, 2, 3] as const).map((id) => (
            <Specimen key={id} label={`font_id ${id}`}>
              <p className={s.fontSample} style={{ fontFamily: fontStack(id) }}>
                Обучение и развитие · Learning
              </p>
            </Specimen>
          ))}
        </Grid>
      </Group>
      <Group title="Contrast guard" note="Clients with a pale or a very dark primary still get readable buttons and links.">
        <Grid wide>
          {[
            { label: "Pale primary, white text requested", b: pale },
            { label: "Deep primary, same-colour text requested", b: deep },
          ].map(({ label, b }) => (
            <Specimen key={label} label={label}>
              <div className={s.scoped} style={assignInlineVars(themeVars, brandingVars(b, theme))}>
                <div className={s.row}>
                  <Button>Save changes</Button>
                  <Badge tone="primary">Published</Badge>
                </div>
                <Link href="#theme">Open the course</Link>
              </div>
            </Specimen>
          ))}
        </Grid>
      </Group>
    </Section>
  );
}
