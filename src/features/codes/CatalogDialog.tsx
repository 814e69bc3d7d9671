// A catalogue's form: name, organisation (from the client's organisations catalogue, offered to those who may read
// it), dates (optional), state and, for a new one, how many codes to make. The server's refusal shows on its field.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrorsOf, isSilent, messageIdOf } from "../../../services/client/errors";
import { CODE_LIMITS } from "../../../services/contract/codes";
import { FormDialog } from "../../../ui/components/FormDialog";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { refOptionsQuery } from "../catalogue/queries";
import { useT } from "../lists/useT";
import * as api from "./api";
import * as s from "./codes.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The client's organisations to choose from; only asked for with `catalogs` access (else a 403 would leave the page). */
function OrganisationSelect({ value, onChange, isInvalid, errorMessage }: { value: number | null; onChange: (id: number | null) => void; isInvalid?: boolean; errorMessage?: string }) {
  const t = useT();
  const options = useQuery(refOptionsQuery("organizations"));
  const items = [{ id: "none", name: t("codes.catalog.noOrganization") }, ...(options.data ?? []).map((o: any) => ({ id: String(o.id), name: String(o.name ?? o.value ?? o.id) }))];
  return (
    <Select label={t("codes.catalog.organization")} selectedKey={value === null ? "none" : String(value)} isInvalid={isInvalid} errorMessage={errorMessage}
      onSelectionChange={(k) => onChange(k === "none" || k === null ? null : Number(k))}>
      {items.map((o) => <ListBoxItem key={o.id} id={o.id} textValue={o.name}>{o.name}</ListBoxItem>)}
    </Select>
  );
}

export function CatalogDialog({ catalog, canPickOrganization, onClose, onSaved }: {
  catalog?: api.CodeCatalog; canPickOrganization: boolean; onClose: () => void; onSaved: (c: api.CodeCatalog) => void;
}) {
  const t = useT();
  const [name, setName] = useState(catalog?.name ?? "");
  const [count, setCount] = useState("10");
  const [from, setFrom] = useState(catalog?.active_from ?? "");
  const [to, setTo] = useState(catalog?.active_to ?? "");
  const [active, setActive] = useState(catalog?.is_active ?? true);
  const [organization, setOrganization] = useState<number | null>(catalog?.organization_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const n = Number(count);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = "codes.errors.nameRequired";
    if (!catalog && (!Number.isInteger(n) || n < 1 || n > CODE_LIMITS.count)) found.count = "codes.errors.count";
    if (from && !DAY.test(from)) found.active_from = "codes.errors.badDate";
    if (to && !DAY.test(to)) found.active_to = "codes.errors.badDate";
    if (!found.active_from && !found.active_to && from && to && from > to) found.active_to = "codes.errors.datesBackwards";
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPending(true);
    const fields = { name: name.trim(), organization_id: organization, is_active: active, active_from: from || null, active_to: to || null };
    try {
      onSaved(catalog ? await api.updateCatalog(catalog, fields) : await api.createCatalog({ ...fields, count: n }));
    } catch (e) {
      setPending(false);
      if (isSilent(e)) return;
      const named = fieldErrorsOf(e);
      if (Object.keys(named).length) setErrors(Object.fromEntries(Object.entries(named).map(([k, v]) => [k, v[0]])));
      else setFailure(messageIdOf(e, catalog ? "common.updateFail" : "common.createFail"));
    }
  };
  const err = (k: string) => (errors[k] ? { isInvalid: true, errorMessage: t(errors[k]) } : {});
  /** A field's setter that also clears its message: the message speaks of the value it was given. */
  const edit = <V,>(k: string, set: (v: V) => void) => (v: V) => {
    set(v);
    setErrors(({ [k]: _gone, ...rest }) => rest);
  };

  return (
    <FormDialog title={t(catalog ? "codes.catalog.edit" : "codes.catalog.new")} submitLabel={t(catalog ? "codes.catalog.save" : "codes.catalog.create")}
      cancelLabel={t("app.cancel")} closeLabel={t("app.close")} pendingLabel={t("app.saving")} isPending={pending}
      onSubmit={() => void submit()} onClose={onClose} error={failure ? t(failure) : null}>
      <TextField label={t("codes.catalog.name")} value={name} onChange={edit("name", setName)} maxLength={CODE_LIMITS.name} isRequired {...err("name")} />
      {canPickOrganization && <OrganisationSelect value={organization} onChange={edit("organization_id", setOrganization)} {...err("organization_id")} />}
      {!catalog && (
        <TextField label={t("codes.catalog.count")} value={count} onChange={edit("count", setCount)} inputMode="numeric" isRequired
          description={t("codes.catalog.countHint", { max: CODE_LIMITS.count })} {...err("count")} />
      )}
      <div className={s.grid2}>
        <TextField label={t("codes.catalog.activeFrom")} type="date" value={from} onChange={edit("active_from", setFrom)} {...err("active_from")} />
        <TextField label={t("codes.catalog.activeTo")} type="date" value={to} onChange={edit("active_to", setTo)} {...err("active_to")} />
      </div>
      <Switch isSelected={active} onChange={setActive}>{t("codes.catalog.active")}</Switch>
    </FormDialog>
  );
}
