// A miniature of the app drawn with the draft branding's tokens, so edits are visible before saving.
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { useIntl } from "react-intl";
import { brandingVars } from "../../../../ui/theme/branding";
import { themeVars } from "../../../../ui/theme/contract.css";
import type { BrandingUpdate } from "../../../../services/client/types";
import { useThemeMode } from "../../../app/theme/mode";
import * as s from "./branding.css";

export function BrandingPreview({ draft }: { draft: BrandingUpdate }) {
  const intl = useIntl();
  const mode = useThemeMode();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={s.preview} style={assignInlineVars(themeVars, brandingVars(draft, mode))} aria-hidden="true">
      <div className={s.pvToolbar}>
        {draft.logo ? <img src={draft.logo} alt="" className={s.pvLogo} /> : <span>{draft.title}</span>}
      </div>
      <div className={s.pvBody}>
        <div className={s.pvMenu}>
          <span className={`${s.pvItem} ${s.pvActive}`}>{t("branding.preview.activeItem")}</span>
          <span className={s.pvItem}>{t("branding.preview.menuItem")}</span>
          <span className={s.pvItem}>{t("branding.preview.menuItem")}</span>
        </div>
        <div className={s.pvMain}>
          <div className={s.pvCard}>
            <p className={s.pvTitle}>{t("branding.preview.card")}</p>
            <p className={s.pvText}>
              {t("branding.preview.text")} <span className={s.pvLink}>{t("branding.preview.link")}</span>
            </p>
            <div className={s.pvButtons}>
              <span className={s.pvPrimary}>{t("branding.preview.button")}</span>
              <span className={s.pvSecondary}>{t("branding.preview.secondary")}</span>
            </div>
            <div className={s.pvChips}>
              <span className={s.pvChip} style={{ background: draft.colors.accent_color }} />
              <span className={s.pvChip} style={{ background: draft.colors.color_2 }} />
              <span className={s.pvChip} style={{ background: draft.colors.color_3 }} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
