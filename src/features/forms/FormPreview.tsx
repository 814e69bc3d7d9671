// The editor's preview: the form being defined, rendered as users will get it in each mode (create, read,
// profile, filter), with the same validation; "submitting" only checks it, nothing is saved.
import { useMemo, useState } from "react";
import { Card } from "../../../ui/components/Card";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { useAnnounced } from "../../app/a11y/useAnnounced";
import { useLocale } from "../../app/i18n/IntlRoot";
import type { Item } from "../catalogue/api";
import { useT } from "../lists/useT";
import type { FormOperation } from "./api";
import * as s from "./forms.css";
import { previewForm } from "./model";
import { SmartFormBody } from "./SmartFormView";

const MODES: FormOperation[] = ["create", "read", "profile", "filter"];

export function FormPreview({ form, fields, groups }: { form: Item; fields: readonly Item[]; groups: readonly Item[] }) {
  const t = useT();
  const lang = useLocale();
  const [mode, setMode] = useState<FormOperation>("create");
  // How many checks have passed since the mode was chosen: each one is announced, the same words again included.
  const [checked, setChecked] = useState(0);
  useAnnounced(checked ? t("forms.preview.valid") : null, checked);
  const preview = useMemo(() => previewForm(form, fields, groups, mode, lang), [form, fields, groups, mode, lang]);
  return (
    <Card title={t("forms.preview.title")} titleLevel={2} description={t("forms.preview.lead")}>
      <RadioGroup
        label={t("forms.preview.mode")}
        orientation="horizontal"
        value={mode}
        onChange={(m) => {
          setMode(m as FormOperation);
          setChecked(0);
        }}
        className={s.previewModes}
      >
        {MODES.map((m) => (
          <Radio key={m} value={m}>
            {t(`forms.mode.${m}`)}
          </Radio>
        ))}
      </RadioGroup>
      <SmartFormBody
        key={mode}
        form={preview}
        label={t("forms.preview.title")}
        requireChange={false}
        submitLabel={mode === "filter" ? t("forms.filter.apply") : t("forms.preview.check")}
        onSubmit={() => setChecked((n) => n + 1)}
      />
      {checked > 0 && <p className={s.muted}>{t("forms.preview.valid")}</p>}
    </Card>
  );
}
