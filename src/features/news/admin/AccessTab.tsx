// Who may read an item (spec 000 §2 access: groups, individual, summary): groups and people of the client; with
// none, everyone in the client reads it. Saving sends the version the page showed (409 with Reload when stale).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Key } from "react-aria-components";
import { messageIdOf, staleOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { ComboBox } from "../../../../ui/components/ComboBox";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Spinner } from "../../../../ui/components/Spinner";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import { PersonPicker } from "../../users/PersonPicker";
import * as api from "../api";
import * as s from "../news.css";
import { accessQuery, groupOptionsQuery, newsKey } from "../queries";
import { useT } from "../useT";

export function AccessTab({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(accessQuery(id));
  if (query.isPending) return <Spinner label={t("news.loading")} />;
  if (query.isError)
    return <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  // Keyed by version: a saved or reloaded list starts the draft again from the server's.
  return <AccessForm key={query.data.version} id={id} access={query.data} />;
}

function AccessForm({ id, access }: { id: number; access: api.NewsAccess }) {
  const t = useT();
  const client = useQueryClient();
  const groupsQuery = useQuery(groupOptionsQuery());
  const [groups, setGroups] = useState<api.Named[]>([...access.groups]);
  const [users, setUsers] = useState<api.Named[]>([...access.users]);
  const [picked, setPicked] = useState<Key | null>(null);
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const listed = new Set(groups.map((g) => g.id));
  const typed = text.trim().toLocaleLowerCase();
  const options = (groupsQuery.data?.items ?? []).filter((g) => !listed.has(g.id) && (picked === g.id || g.name.toLocaleLowerCase().includes(typed)));
  const dirty = JSON.stringify([groups.map((g) => g.id), users.map((u) => u.id)]) !== JSON.stringify([access.groups.map((g) => g.id), access.users.map((u) => u.id)]);
  const addGroup = () => {
    const g = options.find((o) => o.id === picked);
    if (!g) return;
    setGroups((x) => [...x, g]);
    setPicked(null);
    setText("");
  };
  const save = async () => {
    setPending(true);
    try {
      const saved = await api.setAccess(id, groups.map((g) => g.id), users.map((u) => u.id), access.version);
      client.setQueryData(accessQuery(id).queryKey, saved);
      void client.invalidateQueries({ queryKey: newsKey });
      notify({ message: "news.saved", variant: "success" });
    } catch (e) {
      setError(e);
      if (!staleOf(e)) notify({ message: messageIdOf(e, "news.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  const remover = (name: string, onPress: () => void) => (
    <Button variant="ghost" size="sm" onPress={onPress} aria-label={t("news.removeOf", { name })}>
      {t("news.remove")}
    </Button>
  );
  return (
    <div className={s.form}>
      <section className={s.section} aria-labelledby="access-groups">
        <h2 id="access-groups">{t("news.access.groups")}</h2>
        <div className={s.toolbar}>
          <ComboBox label={t("news.access.pickGroup")} items={options} selectedKey={picked} inputValue={text} onInputChange={setText}
            onSelectionChange={setPicked} openLabel={t("news.access.open")}
            emptyText={groupsQuery.isPending ? t("news.loading") : t("news.access.noGroups")}>
            {(o) => <ListBoxItem id={o.id} textValue={o.name}>{o.name}</ListBoxItem>}
          </ComboBox>
          <Button variant="secondary" isDisabled={picked === null} onPress={addGroup}>{t("news.add")}</Button>
        </div>
        {groups.length === 0 ? <p className={s.meta}>{t("news.access.noneGroups")}</p> : (
          <ul className={s.rows} aria-label={t("news.access.groups")}>
            {groups.map((g) => (
              <li key={g.id} className={s.row}>
                <span>{g.name}</span>
                {remover(g.name, () => setGroups((x) => x.filter((y) => y.id !== g.id)))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="access-users">
        <h2 id="access-users">{t("news.access.individual")}</h2>
        <PersonPicker label={t("news.access.pickUser")} exclude={new Set(users.map((u) => u.id))} onPick={(u) => setUsers((x) => [...x, { id: u.id, name: u.full_name }])} />
        {users.length === 0 ? <p className={s.meta}>{t("news.access.noneUsers")}</p> : (
          <ul className={s.rows} aria-label={t("news.access.individual")}>
            {users.map((u) => (
              <li key={u.id} className={s.row}>
                <span>{u.name}</span>
                {remover(u.name, () => setUsers((x) => x.filter((y) => y.id !== u.id)))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.section} aria-labelledby="access-summary">
        <h2 id="access-summary">{t("news.access.summary")}</h2>
        <p className={s.summary} data-testid="access-summary">
          {access.summary.everyone
            ? t("news.access.everyone", { people: access.summary.people })
            : t("news.access.restricted", { people: access.summary.people, groups: access.groups.length, users: access.users.length })}
        </p>
        {dirty && <p className={s.meta}>{t("news.access.unsaved")}</p>}
      </section>
      <StaleNotice error={error} onReload={() => void client.invalidateQueries({ queryKey: accessQuery(id).queryKey })} />
      <div className={s.actions}>
        <Button onPress={() => void save()} isPending={pending} pendingLabel={t("news.saving")} isDisabled={!dirty}>{t("news.save")}</Button>
      </div>
    </div>
  );
}
