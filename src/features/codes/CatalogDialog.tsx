// The new catalogue: name, state, dates (optional) and how many codes to make. The server's refusal shows on its field.
import { useState } from "react";
import { fieldErrorsOf, isSilent, messageIdOf } from "../../../services/client/errors";
import { CODE_LIMITS } from "../../../services/contract/codes";
import { FormDialog } from "../../../ui/components/FormDialog";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { useT } from "../lists/useT";
import * as api from "./api";
import * as s from "./codes.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function CatalogDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (c: api.CodeCatalog) => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [count, setCount] = useState("10");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const n = Number(count);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "codes.errors.nameRequired";
    if (!Number.isInteger(n) || n < 1 || n > CODE_LIMITS.count) found.count = "codes.errors.count";
    if (from && !DAY.test(from)) found.active_from = "codes.errors.badDate";
    if (to && !DAY.test(to)) found.active_to = "codes.errors.badDate";
    if (!found.active_from && !found.active_to && from && to && from > to) found.active_to = "codes.errors.datesBackwards";
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      onCreated(await api.createCatalog({ name: name.trim(), organization_id: null, is_active: active, active_from: from || null, active_to: to || null, count: n }));
    } catch (e) {
      setPending(false);
      if (isSilent(e)) return;
      const fields = fieldErrorsOf(e);
      if (Object.keys(fields).length) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]])));
      else setFailure(messageIdOf(e, "common.createFail"));
    }
  };
  const err = (k: string) => (errors[k] ? { isInvalid: true, errorMessage: t(errors[k]) } : {});
  /** A field's setter that also clears its message: the message speaks of the value it was given. */
  const edit = (k: string, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors(({ [k]: _gone, ...rest }) => rest);
  };

  return (
    <FormDialog title={t("codes.catalog.new")} submitLabel={t("codes.catalog.create")} cancelLabel={t("app.cancel")} closeLabel={t("app.close")}
      pendingLabel={t("app.saving")} isPending={pending} onSubmit={() => void submit()} onClose={onClose} error={failure ? t(failure) : null}>
      <TextField label={t("codes.catalog.name")} value={name} onChange={edit("name", setName)} maxLength={CODE_LIMITS.name} isRequired {...err("name")} />
      <TextField label={t("codes.catalog.count")} value={count} onChange={edit("count", setCount)} inputMode="numeric" isRequired
        description={t("codes.catalog.countHint", { max: CODE_LIMITS.count })} {...err("count")} />
      <div className={s.grid2}>
        <TextField label={t("codes.catalog.activeFrom")} type="date" value={from} onChange={edit("active_from", setFrom)} {...err("active_from")} />
        <TextField label={t("codes.catalog.activeTo")} type="date" value={to} onChange={edit("active_to", setTo)} {...err("active_to")} />
      </div>
      <Switch isSelected={active} onChange={setActive}>{t("codes.catalog.active")}</Switch>
    </FormDialog>
  );
}
