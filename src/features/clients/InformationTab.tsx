// Basic information of a client (GET/PUT clientInformation?client_id): name, contacts, descriptions, language,
// time zone, date and time formats, and the hosts it answers on (one client per host: 409 clients.host.taken).
import { useQuery } from "@tanstack/react-query";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import { useT } from "../lists/useT";
import { type ClientInformation, type InformationDraft, putInformation } from "./api";
import { informationQuery } from "./queries";
import * as s from "./clients.css";
import { SettingsForm } from "./SettingsForm";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LANGUAGES = ["ru", "en", "fr"] as const;

const toDraft = ({ id: _id, is_active: _a, is_default: _d, ...rest }: ClientInformation): InformationDraft => rest;

export function InformationTab({ clientId }: { clientId: number }) {
  const t = useT();
  const query = useQuery({ ...informationQuery(clientId), select: toDraft });
  const check = (d: InformationDraft) => {
    const e: Record<string, string> = {};
    if (!d.name.trim()) e.name = t("clients.error.required");
    if (d.email && !EMAIL.test(d.email)) e.email = t("clients.error.email");
    return e;
  };
  return (
    <SettingsForm<InformationDraft>
      title={t("clients.tab.basicInformation")}
      lead={t("clients.information.lead")}
      query={query}
      check={check}
      queryKey={informationQuery(clientId).queryKey}
      save={(d) => putInformation(clientId, { ...d, name: d.name.trim(), hosts: d.hosts.map((h) => h.trim()).filter(Boolean) })}
    >
      {(d, set, errors, disabled) => {
        const text = (key: "name" | "email" | "phone" | "registration_number" | "time_zone" | "date_format" | "time_format", max: number, extra = {}) => (
          <TextField
            label={t(`clients.field.${key}`)}
            value={d[key]}
            onChange={(v) => set({ [key]: v } as Partial<InformationDraft>)}
            maxLength={max}
            isInvalid={!!errors[key]}
            errorMessage={errors[key]}
            isDisabled={disabled}
            {...extra}
          />
        );
        return (
          <>
            {text("name", 200, { isRequired: true })}
            <div className={s.grid2}>
              {text("email", 254, { type: "email" })}
              {text("phone", 50, { type: "tel" })}
            </div>
            {text("registration_number", 100)}
            <TextField label={t("clients.field.short_description")} multiline rows={2} maxLength={500} value={d.short_description} onChange={(v) => set({ short_description: v })} isDisabled={disabled} />
            <TextField label={t("clients.field.full_description")} multiline rows={5} maxLength={5000} value={d.full_description} onChange={(v) => set({ full_description: v })} isDisabled={disabled} />
            <div className={s.grid2}>
              <Select label={t("clients.field.language")} selectedKey={d.language} onSelectionChange={(k) => set({ language: k as InformationDraft["language"] })} isDisabled={disabled}>
                {LANGUAGES.map((l) => <ListBoxItem key={l} id={l} textValue={t(`clients.language.${l}`)}>{t(`clients.language.${l}`)}</ListBoxItem>)}
              </Select>
              {text("time_zone", 64)}
            </div>
            <div className={s.grid2}>
              {text("date_format", 32)}
              {text("time_format", 32)}
            </div>
            <TextField
              label={t("clients.field.hosts")}
              description={t("clients.hosts.help")}
              multiline
              rows={3}
              value={d.hosts.join("\n")}
              onChange={(v) => set({ hosts: v.split(/[\n,]/).map((h) => h.trimStart()) })}
              isInvalid={!!errors.hosts}
              errorMessage={errors.hosts}
              isDisabled={disabled}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
