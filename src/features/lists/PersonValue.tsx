// The value of a condition on a person (a field with `ref: "user"`, such as Manager): the chosen people by name,
// each removable, and the person picker to choose one (eq, ne) or several (in, not in). Values are user ids, so the
// server never receives a name typed as free text.
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { CloseIcon } from "../../../ui/components/icons";
import type { ConditionValue } from "../../../services/contract/lists";
import { PersonPicker, type UserHit } from "../users/PersonPicker";
import { personQuery } from "../users/queries";
import * as s from "./lists.css";
import { useT } from "./useT";

interface Props {
  label: string;
  values: readonly (typeof ConditionValue.Type)[];
  many: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  onChange: (values: number[]) => void;
}

export function PersonValue({ label, values, many, isDisabled, errorMessage, onChange }: Props) {
  const t = useT();
  const ids = values.map(Number).filter((v) => Number.isInteger(v) && v > 0);
  const [picked, setPicked] = useState<Record<number, UserHit>>({});
  const known = useQueries({ queries: ids.filter((id) => !picked[id]).map((id) => personQuery(id)) });
  const names = new Map<number, string>();
  for (const q of known) if (q.data) names.set(q.data.id, q.data.full_name);
  for (const u of Object.values(picked)) names.set(u.id, u.full_name);
  return (
    <div className={s.personValue} data-invalid={errorMessage ? "" : undefined}>
      {ids.length > 0 && (
        <ul className={s.personList} aria-label={label}>
          {ids.map((id) => (
            <li key={id} className={s.personChip}>
              <span>{names.get(id) ?? t("lists.person.number", { id })}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                isDisabled={isDisabled}
                aria-label={t("lists.person.remove", { name: names.get(id) ?? String(id) })}
                onPress={() => onChange(ids.filter((x) => x !== id))}
              >
                <CloseIcon size={14} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(many || ids.length === 0) && (
        <PersonPicker
          label={label}
          exclude={new Set(ids)}
          isDisabled={isDisabled}
          onPick={(u) => {
            setPicked((p) => ({ ...p, [u.id]: u }));
            onChange(many ? [...ids, u.id] : [u.id]);
          }}
        />
      )}
      {errorMessage && (
        <p className={s.fieldError} role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
