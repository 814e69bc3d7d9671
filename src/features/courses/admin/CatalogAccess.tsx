// A catalogue's settings and access (spec 000 §2 courses/{catalog}: access by groups and individuals, the summary):
// name, description, self-enrolment, the groups and people who see it (none: everyone of the client), and how many
// people see it now and how many courses it holds. Saving (PUT /courseCatalogs/{id}) sends the version it opened.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf, staleOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { catalogQuery, coursesKey } from "../queries";
import { useT } from "../useT";
import { adding, GroupPicker, NamedSection, PersonPicker } from "./Pickers";

export function CatalogAccess({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const query = useQuery(catalogQuery(id));
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  return <AccessForm key={query.data.version} catalog={query.data} onClose={onClose} />;
}

function AccessForm({ catalog, onClose }: { catalog: api.CatalogDetails; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [name, setName] = useState(catalog.name);
  const [description, setDescription] = useState(catalog.description);
  const [selfEnrol, setSelfEnrol] = useState(catalog.self_enrol);
  const [groups, setGroups] = useState<api.Named[]>([...catalog.groups]);
  const [users, setUsers] = useState<api.Named[]>([...catalog.users]);
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    if (!name.trim()) return setNameError("courses.errors.empty");
    setPending(true);
    setError(null);
    try {
      await api.updateCatalog(catalog.id, {
        name: name.trim(), description: description.trim(), self_enrol: selfEnrol, group_ids: groups.map((g) => g.id), user_ids: users.map((u) => u.id),
      }, catalog.version);
      notify({ message: "courses.saved", variant: "success" });
      await client.invalidateQueries({ queryKey: coursesKey });
    } catch (e) {
      setError(e);
      if (!staleOf(e)) notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  const open = catalog.groups.length === 0 && catalog.users.length === 0;
  return (
    <section className={s.form} aria-labelledby="catalog-edit">
      <div className={s.actions}>
        <h2 id="catalog-edit" className={s.sectionTitle}>{t("courses.access.title", { name: catalog.name })}</h2>
        <Button variant="ghost" onPress={onClose}>{t("courses.access.back")}</Button>
      </div>
      <TextField label={t("courses.access.name")} value={name} onChange={(v) => { setName(v); setNameError(null); }} maxLength={255} isRequired
        isInvalid={nameError !== null} errorMessage={nameError ? t(nameError) : undefined} />
      <TextField label={t("courses.access.description")} value={description} onChange={setDescription} maxLength={2000} />
      <Checkbox isSelected={selfEnrol} onChange={setSelfEnrol}>{t("courses.admin.selfEnrol")}</Checkbox>
      <NamedSection id="catalog-groups" title={t("courses.access.groups")} empty={t("courses.access.noGroups")} items={groups}
        onRemove={(gid) => setGroups((x) => x.filter((g) => g.id !== gid))}
        picker={<GroupPicker label={t("courses.appoint.pickGroup")} exclude={new Set(groups.map((g) => g.id))} onPick={(g) => setGroups((x) => adding(x, g))} />} />
      <NamedSection id="catalog-users" title={t("courses.access.individual")} empty={t("courses.access.noUsers")} items={users}
        onRemove={(uid) => setUsers((x) => x.filter((u) => u.id !== uid))}
        picker={<PersonPicker label={t("courses.appoint.pickUser")} exclude={new Set(users.map((u) => u.id))} onPick={(u) => setUsers((x) => adding(x, { id: u.id, name: u.full_name }))} />} />
      <section className={s.section} aria-labelledby="catalog-summary">
        <h2 id="catalog-summary" className={s.sectionTitle}>{t("courses.access.summary")}</h2>
        <p data-testid="catalog-summary">
          {open ? t("courses.access.everyone", { people: catalog.people }) : t("courses.access.restricted", { people: catalog.people, groups: catalog.groups.length, users: catalog.users.length })}
          {" · "}{t("courses.admin.coursesCount", { n: catalog.course_count })}
        </p>
      </section>
      <StaleNotice error={error} keepsDraft onReload={() => { setError(null); void client.invalidateQueries({ queryKey: catalogQuery(catalog.id).queryKey }); }} />
      <div className={s.actions}>
        <Button onPress={() => void save()} isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.save")}</Button>
      </div>
    </section>
  );
}
