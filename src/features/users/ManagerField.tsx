// The new person's line manager: the person picker until someone is chosen, then that person with a button to
// choose another. Focus follows the swap, so the keyboard is never left on a field that has gone.
import { useEffect, useRef } from "react";
import { Button } from "../../../ui/components/Button";
import { TextField } from "../../../ui/components/TextField";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { PersonPicker, type UserHit } from "./PersonPicker";

const NOBODY: ReadonlySet<number> = new Set();

export function ManagerField({ value, onChange }: { value: UserHit | null; onChange: (manager: UserHit | null) => void }) {
  const t = useT();
  const change = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (value && picked.current) change.current?.focus();
    picked.current = false;
  }, [value]);
  if (!value)
    return (
      <PersonPicker
        label={t("users.field.manager")}
        exclude={NOBODY}
        onPick={(user) => {
          picked.current = true;
          onChange(user);
        }}
      />
    );
  return (
    <div className={ls.row}>
      <TextField className={ls.grow} label={t("users.field.manager")} value={`${value.full_name} · ${value.email}`} isReadOnly />
      <Button ref={change} variant="secondary" onPress={() => onChange(null)}>
        {t("users.create.changeManager")}
      </Button>
    </div>
  );
}
