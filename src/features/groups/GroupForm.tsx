// A group's settings form. The type shows but cannot change (the server refuses it too); a dynamic group's
// members are the users matching its conditions, recomputed by the server on save.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { fieldErrorsOf } from "../../../services/client/errors";
import { StaleNotice } from "../../app/concurrency/StaleNotice";
import type { ListFilter } from "../lists/api";
import { ConditionsEditor } from "../lists/ConditionsEditor";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { type UserGroup, updateGroup } from "../users/api";
import { groupsKeys, userFieldsQuery } from "./queries";

const complete = (f: ListFilter) => f.conditions.filter((c) => c.operator === "is_empty" || c.operator === "is_not_empty" || c.values.length > 0);

export function GroupForm({ group }: { group: UserGroup }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [active, setActive] = useState(group.status_id === 1);
  const [filter, setFilter] = useState<ListFilter>({ conditions: [...group.conditions], match: group.match });
  useEffect(() => {
    setName(group.name);
    setDescription(group.description);
    setActive(group.status_id === 1);
    setFilter({ conditions: [...group.conditions], match: group.match });
  }, [group]);
  // The fields a dynamic group can match come with the users list route.
  const fields = useQuery({ ...userFieldsQuery(), enabled: group.type === "dynamic" });
  const save = useMutation({
    mutationFn: () =>
      updateGroup(group.id, {
        name: name.trim(),
        description,
        type: group.type,
        status_id: active ? 1 : 2,
        ...(group.type === "dynamic" ? { match: filter.match, conditions: complete(filter) } : {}),
      }, group.version),
    meta: { errorMessage: "common.updateFail", successMessage: "common.updateSuccess", staleShown: true },
    onSuccess: (fresh) => {
      queryClient.setQueryData(groupsKeys.group(group.id), fresh);
      void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
    },
  });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (name.trim()) save.mutate();
  };
  return (
    <Card>
      <form onSubmit={submit} className={ls.stack} noValidate aria-label={t("groups.tab.settings")}>
        <TextField label={t("groups.field.name")} value={name} onChange={setName} isRequired maxLength={200} isInvalid={!name.trim()} errorMessage={t("groups.field.required")} />
        <TextField label={t("groups.field.description")} value={description} onChange={setDescription} multiline rows={3} maxLength={2000} />
        <RadioGroup label={t("groups.field.type")} orientation="horizontal" value={group.type} isDisabled description={t("groups.type.fixed")}>
          <Radio value="static">{t("groups.type.static")}</Radio>
          <Radio value="dynamic">{t("groups.type.dynamic")}</Radio>
        </RadioGroup>
        <Switch isSelected={active} onChange={setActive}>
          {t("groups.field.active")}
        </Switch>
        {group.type === "dynamic" && (
          <section aria-label={t("groups.conditions")} className={ls.stack}>
            <h2 className={ls.panelTitle}>{t("groups.conditions")}</h2>
            <ConditionsEditor
              fields={fields.data?.filters ?? []}
              value={filter}
              onChange={(f) => {
                setFilter(f);
                if (save.isError) save.reset();
              }}
              errors={fieldErrorsOf(save.error)}
            />
          </section>
        )}
        {/* Reload shows the colleague's group: the form takes the fresh values (its draft is not kept) */}
        <StaleNotice error={save.error} onReload={() => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }).then(() => save.reset())} />
        <div className={ls.actions}>
          <Button type="submit" isPending={save.isPending} pendingLabel={t("app.saving")}>
            {t("app.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
