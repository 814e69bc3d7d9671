// The sections a role reaches: per section the access (use_route) and its flags (edit, export, import,
// delegation, remove all, edit available). Read-only for the system roles.
import { Checkbox } from "../../../ui/components/Checkbox";
import { Flags, type Permissions, type Section } from "../../../services/contract/permissions";
import { useT } from "../lists/useT";
import * as s from "./roles.css";
import { MATRIX_SECTIONS } from "./sections";

export function PermissionMatrix({ value, onChange, readOnly }: { value: Permissions; onChange?: (v: Permissions) => void; readOnly?: boolean }) {
  const t = useT();
  const set = (section: Section, key: "use_route" | (typeof Flags)[number], on: boolean) => {
    const cur = value[section] ?? { use_route: false };
    const next = key === "use_route" && !on ? { use_route: false } : { ...cur, [key]: on, ...(key !== "use_route" && on ? { use_route: true } : {}) };
    onChange?.({ ...value, [section]: next });
  };
  return (
    <div className={s.scroll}>
      <table className={s.matrix}>
        <caption className={s.caption}>{t("roles.matrix.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("roles.matrix.section")}</th>
            <th scope="col">{t("roles.flag.use_route")}</th>
            {Flags.map((f) => (
              <th key={f} scope="col">
                {t(`roles.flag.${f}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MATRIX_SECTIONS.map((section) => {
            const p = value[section];
            const name = t(`roles.section.${section}`);
            return (
              <tr key={section} data-section={section}>
                <th scope="row">{name}</th>
                <td>
                  <Checkbox
                    aria-label={`${name}: ${t("roles.flag.use_route")}`}
                    isSelected={Boolean(p?.use_route)}
                    isReadOnly={readOnly}
                    onChange={(on) => set(section, "use_route", on)}
                  />
                </td>
                {Flags.map((f) => (
                  <td key={f}>
                    <Checkbox
                      aria-label={`${name}: ${t(`roles.flag.${f}`)}`}
                      isSelected={Boolean(p?.[f])}
                      isReadOnly={readOnly}
                      onChange={(on) => set(section, f, on)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
