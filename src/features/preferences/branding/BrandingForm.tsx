// The branding form: title and font, image addresses, the 17 colours in four groups.
import { useIntl } from "react-intl";
import { Card } from "../../../../ui/components/Card";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { ColorKeys } from "../../../../services/contract/branding";
import type { BrandingUpdate } from "../../../../services/client/types";
import * as s from "./branding.css";
import { ColorField } from "./ColorField";

type ColorKey = (typeof ColorKeys)[number];
const groups: ReadonlyArray<{ id: string; keys: readonly ColorKey[] }> = [
  { id: "branding.group.menu", keys: ["toolbar_color", "drawer_color", "menu_text_color", "active_color"] },
  { id: "branding.group.actions", keys: ["primary_color", "accent_color", "accent_hover_color", "button_text_color", "button_text_hover_color", "link_color", "link_hover_color"] },
  { id: "branding.group.surfaces", keys: ["area_color", "card_color", "border_color", "secondary_color"] },
  { id: "branding.group.extra", keys: ["color_2", "color_3"] },
];

const ImagePattern = /^(\/[^\s]*|https:\/\/[^\s]+)$/;
export const imageValid = (v: string | null) => v === null || v === "" || ImagePattern.test(v);
export const ImageKeys = ["logo", "login_cover", "favicon", "background"] as const;
const imageLabel = { logo: "branding.logo", login_cover: "branding.loginCover", favicon: "branding.favicon", background: "branding.background" } as const;

interface Props {
  draft: BrandingUpdate;
  set: (patch: Partial<BrandingUpdate>) => void;
  readOnly: boolean;
}

export function BrandingForm({ draft, set, readOnly }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Card title={t("branding.section.general")} titleLevel={2}>
        <div className={s.fields}>
          <TextField label={t("branding.title")} value={draft.title} onChange={(title) => set({ title })} isReadOnly={readOnly}
            isRequired isInvalid={!draft.title.trim()} errorMessage={t("validation.required")} maxLength={200} />
          <Select label={t("branding.font")} selectedKey={draft.font_id} onSelectionChange={(k) => set({ font_id: Number(k) as 1 | 2 | 3 })} isDisabled={readOnly}>
            {[1, 2, 3].map((id) => (
              <ListBoxItem key={id} id={id}>
                {t(`branding.font.${id}`)}
              </ListBoxItem>
            ))}
          </Select>
        </div>
      </Card>
      <Card title={t("branding.section.images")} description={t("branding.imageHint")} titleLevel={2}>
        <div className={s.fields}>
          {ImageKeys.map((key) => (
            <TextField key={key} label={t(imageLabel[key])} value={draft[key] ?? ""} placeholder="/brand/…"
              onChange={(v) => set({ [key]: v.trim() === "" ? null : v.trim() })} isReadOnly={readOnly}
              isInvalid={!imageValid(draft[key])} errorMessage={t("validation.urlInvalid")} />
          ))}
        </div>
      </Card>
      <Card title={t("branding.section.colors")} titleLevel={2}>
        {groups.map((g) => (
          <div key={g.id} className={s.colorGroup}>
            <h3 className={s.colorGroupTitle}>{t(g.id)}</h3>
            <div className={s.colorGrid}>
              {g.keys.map((key) => (
                <ColorField key={key} name={key} value={draft.colors[key]} isReadOnly={readOnly}
                  onChange={(v) => set({ colors: { ...draft.colors, [key]: v } })} />
              ))}
            </div>
          </div>
        ))}
      </Card>
    </>
  );
}
