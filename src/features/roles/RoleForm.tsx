// A custom role's settings form: names (ru, en, fr), user access, manager availability, sensitive data and the
// section matrix. Saving replaces the role; its users' menus and guards follow on their next session read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { focusFirstInvalid } from "../../../ui/focus";
import type { Permissions } from "../../../services/contract/permissions";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { type CustomRole, updateCustomRole } from "../users/api";
import { PermissionMatrix } from "./PermissionMatrix";
import { rolesKeys } from "./queries";
import { sessionKey } from "../auth/queries";

const LANGS = ["ru", "en", "fr"] as const;

export function RoleForm({ role }: { role: CustomRole }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role.name);
  const [routes, setRoutes] = useState<Permissions>(role.routes as Permissions);
  const [access, setAccess] = useState(role.user_access);
  const [managers, setManagers] = useState(role.is_manager_available);
  useEffect(() => {
    setName(role.name);
    setRoutes(role.routes as Permissions);
    setAccess(role.user_access);
    setManagers(role.is_manager_available);
  }, [role]);
  const save = useMutation({
    mutationFn: () => updateCustomRole(role.id, { name, routes: routes as never, user_access: access, is_manager_available: managers }),
    meta: { errorMessage: "common.updateFail", successMessage: "common.updateSuccess" },
    onSuccess: (fresh) => {
      queryClient.setQueryData(rolesKeys.custom(role.id), fresh);
      void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      // the signed-in user may hold this role: their menu follows
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
  const ok = LANGS.every((l) => name[l].trim());
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (ok) save.mutate();
    else focusFirstInvalid(e?.currentTarget as HTMLElement | undefined);
  };
  const sensitive = Boolean(routes.sensitive_data?.use_route);
  return (
    <form onSubmit={submit} className={ls.stack} noValidate aria-label={t("roles.tab.settings")}>
      <Card>
        <div className={ls.stack}>
          <div className={ls.row}>
            {LANGS.map((l) => (
              <TextField
                key={l}
                className={ls.grow}
                label={t(`roles.field.name.${l}`)}
                value={name[l]}
                maxLength={200}
                isRequired
                isInvalid={!name[l].trim()}
                errorMessage={t("roles.field.nameRequired")}
                onChange={(v) => setName((n) => ({ ...n, [l]: v }))}
              />
            ))}
          </div>
          <RadioGroup label={t("roles.field.userAccess")} orientation="horizontal" value={access} onChange={(v) => setAccess(v === "all_users" ? "all_users" : "own_units")}>
            <Radio value="own_units">{t("roles.access.own_units")}</Radio>
            <Radio value="all_users">{t("roles.access.all_users")}</Radio>
          </RadioGroup>
          <Switch isSelected={sensitive} onChange={(on) => setRoutes((r) => ({ ...r, sensitive_data: { use_route: on } }))}>
            {t("roles.field.sensitive")}
          </Switch>
          <Switch isSelected={managers} onChange={setManagers}>
            {t("roles.field.managers")}
          </Switch>
        </div>
      </Card>
      <PermissionMatrix value={routes} onChange={setRoutes} />
      <div className={ls.actions}>
        <Button type="submit" isDisabled={!ok} isPending={save.isPending} pendingLabel={t("app.saving")}>
          {t("app.save")}
        </Button>
      </div>
    </form>
  );
}
