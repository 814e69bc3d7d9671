// A client's password policy (GET/PUT password-policy-settings?client_id): lengths, required character kinds,
// lockout after failed attempts, expiry and history. The server refuses a maximum below the minimum.
import { useQuery } from "@tanstack/react-query";
import { Checkbox } from "../../../ui/components/Checkbox";
import { TextField } from "../../../ui/components/TextField";
import { useT } from "../lists/useT";
import { type PasswordPolicy, putPolicy } from "./api";
import { policyQuery } from "./queries";
import * as s from "./clients.css";
import { SettingsForm } from "./SettingsForm";

type NumberKey = "min_length" | "max_length" | "lockout_attempts" | "lockout_minutes" | "expiry_days" | "history_size";
type FlagKey = "require_letters" | "require_digits" | "require_symbols" | "require_mixed_case";
const RANGES: Record<NumberKey, [number, number]> = {
  min_length: [4, 128], max_length: [4, 256], lockout_attempts: [0, 100], lockout_minutes: [0, 10080], expiry_days: [0, 3650], history_size: [0, 24],
};
const FLAGS: FlagKey[] = ["require_letters", "require_digits", "require_symbols", "require_mixed_case"];

export function PolicyTab({ clientId }: { clientId: number }) {
  const t = useT();
  const query = useQuery(policyQuery(clientId));
  const check = (d: PasswordPolicy) => {
    const e: Record<string, string> = {};
    for (const [key, [min, max]] of Object.entries(RANGES) as [NumberKey, [number, number]][]) {
      if (!Number.isInteger(d[key]) || d[key] < min || d[key] > max) e[key] = t("clients.error.range", { min, max });
    }
    if (!e.max_length && d.max_length < d.min_length) e.max_length = t("clients.policy.maxBelowMin");
    return e;
  };
  return (
    <SettingsForm<PasswordPolicy>
      title={t("clients.tab.passwordPolicy")}
      lead={t("clients.policy.lead")}
      query={query}
      check={check}
      queryKey={policyQuery(clientId).queryKey}
      save={(d) => putPolicy(clientId, d)}
    >
      {(d, set, errors, disabled) => {
        const num = (key: NumberKey) => (
          <TextField
            label={t(`clients.policy.${key}`)}
            inputMode="numeric"
            value={Number.isNaN(d[key]) ? "" : String(d[key])}
            onChange={(v) => set({ [key]: v.trim() === "" ? Number.NaN : Number(v) } as Partial<PasswordPolicy>)}
            isInvalid={!!errors[key]}
            errorMessage={errors[key]}
            isDisabled={disabled}
          />
        );
        return (
          <>
            <div className={s.grid2}>
              {num("min_length")}
              {num("max_length")}
            </div>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>{t("clients.policy.characters")}</legend>
              {FLAGS.map((f) => (
                <Checkbox key={f} isSelected={d[f]} onChange={(v) => set({ [f]: v } as Partial<PasswordPolicy>)} isDisabled={disabled}>
                  {t(`clients.policy.${f}`)}
                </Checkbox>
              ))}
            </fieldset>
            <div className={s.grid2}>
              {num("lockout_attempts")}
              {num("lockout_minutes")}
              {num("expiry_days")}
              {num("history_size")}
            </div>
          </>
        );
      }}
    </SettingsForm>
  );
}
