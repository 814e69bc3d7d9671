// /library/access/{folder|file}/{id}: who may do what with a folder or file (spec 000 §6): entries for groups,
// roles and users with the levels Reader, Editor and Manager and the remove flag. The server answers 403 to
// anyone below Manager, which sends them to the 403 page. An item without its own entries inherits the nearest
// folder's; saving makes them its own, and "Inherit again" drops them.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { fieldErrorsOf, isSilent, messageIdOf, staleOf } from "../../../../services/client/errors";
import { SystemRoleNames } from "../../../../services/contract/permissions";
import { Button } from "../../../../ui/components/Button";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { InfoIcon } from "../../../../ui/components/icons";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import * as p from "../../shell/page.css";
import * as s from "./access.css";
import { accessKey, accessPropertiesQuery, accessQuery, groupSubjectsQuery } from "../queries";
import { type Access, type ItemKind, setAccess } from "./api";
import { EntryList } from "./EntryList";
import { addEntry, type DraftEntry, draftOf, isDirty, ofKind, payloadOf, removeEntry, type SubjectKind, updateEntry } from "./model";

const KINDS: SubjectKind[] = ["group", "role", "user"];

export function AccessPage({ kind, id }: { kind: ItemKind; id: number }) {
  const t = useT();
  const qk = accessKey(kind, id);
  const access = useQuery(accessQuery(kind, id));
  const props = useQuery(accessPropertiesQuery(kind, id));
  if (!Number.isInteger(id) || id < 1) return <ErrorState title={t("libraryAccess.notFound")} />;
  if (access.isPending) return <Spinner label={t("libraryAccess.loading")} />;
  if (access.isError)
    return <ErrorState title={t("library.permissions.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void access.refetch()} announce />;
  return <Editor key={JSON.stringify(access.data)} kind={kind} id={id} access={access.data} name={props.data?.display_name ?? ""} queryKey={qk} />;
}

function Editor({ kind, id, access, name, queryKey }: { kind: ItemKind; id: number; access: Access; name: string; queryKey: readonly unknown[] }) {
  const t = useT();
  const intl = useIntl();
  const router = useRouter();
  const client = useQueryClient();
  const lang = (["ru", "en", "fr"].includes(intl.locale) ? intl.locale : "ru") as "ru" | "en" | "fr";
  // Role names in the interface language (the server names them in the user's profile language).
  const initial = () => draftOf(access).map((e) => (e.subject_kind === "role" ? { ...e, display_name: SystemRoleNames[e.subject_id]?.[lang] ?? e.display_name } : e));
  const [list, setList] = useState<DraftEntry[]>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // another manager saved this item's access (or renamed, moved it) since the page loaded: said beside Save
  const [stale, setStale] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const groups = useQuery(groupSubjectsQuery());
  const from = access.inherited_from;
  const parent = useQuery({ ...accessPropertiesQuery("folder", from as number), enabled: from !== null });
  const roles = useMemo(() => Object.entries(SystemRoleNames).map(([rid, n]) => ({ id: Number(rid), name: n[lang] })), [lang]);
  const options = { user: null, group: groups.data?.items ?? null, role: roles };
  const dirty = isDirty(list, access);
  const ownEntries = access.inherited_from === null && access.entries.length > 0;
  const edit = (change: (l: DraftEntry[]) => DraftEntry[]) => {
    setFailure(null);
    setList(change);
  };

  const save = async (entries: DraftEntry[]) => {
    setSaving(true);
    setFailure(null);
    try {
      const next = await setAccess(kind, id, payloadOf(entries), access.version);
      client.setQueryData(queryKey, next);
      notify({ message: "libraryAccess.saved", variant: "success" });
    } catch (e) {
      if (isSilent(e)) return;
      if (staleOf(e)) return void setStale(e);
      const field = Object.values(fieldErrorsOf(e)).flat()[0];
      const known = (m: string) => !!intl.messages[m];
      const mapped = field === "library.access.duplicate" ? "libraryAccess.error.duplicate" : field === "library.access.unknownSubject" ? "libraryAccess.error.unknownSubject" : null;
      setFailure(mapped ?? messageIdOf(e, "libraryAccess.saveFailed", known));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t(`libraryAccess.title.${kind}`, { name: name || `#${id}` })}</h1>
          <p className={p.pageLead}>{t("libraryAccess.lead")}</p>
        </div>
      </header>
      <div className={s.panel}>
        {access.inherited_from !== null && (
          <p className={s.note} role="note">
            <InfoIcon size={18} aria-hidden />
            {t("libraryAccess.inherited", { name: parent.data?.display_name ?? `#${access.inherited_from}` })}
          </p>
        )}
        {access.inherited_from === null && access.entries.length === 0 && (
          <p className={s.note} role="note">
            <InfoIcon size={18} aria-hidden />
            {t("libraryAccess.none")}
          </p>
        )}
        <p className={s.note} role="note" data-testid="access-priority">
          <InfoIcon size={18} aria-hidden />
          {t("libraryAccess.priority")}
        </p>
        <ul className={s.legend} aria-label={t("libraryAccess.legend")}>
          <li>{t("libraryAccess.levelHelp.reader")}</li>
          <li>{t("libraryAccess.levelHelp.editor")}</li>
          <li>{t("libraryAccess.levelHelp.manager")}</li>
          <li>{t("libraryAccess.levelHelp.creator")}</li>
        </ul>
      </div>
      <Tabs defaultSelectedKey={KINDS.find((k) => ofKind(list, k).length > 0) ?? "group"}>
        <TabList aria-label={t("libraryAccess.tabs")}>
          {KINDS.map((k) => (
            <Tab key={k} id={k}>
              {t(`libraryAccess.tab.${k}`)} ({ofKind(list, k).length})
            </Tab>
          ))}
        </TabList>
        {KINDS.map((k) => (
          <TabPanel key={k} id={k}>
            <EntryList
              kind={k}
              entries={ofKind(list, k)}
              subjects={options[k]}
              onAdd={(o) => edit((l) => addEntry(l, { subject_kind: k, subject_id: o.id, display_name: o.name }))}
              onChange={(sid, patch) => edit((l) => updateEntry(l, k, sid, patch))}
              onRemove={(sid) => edit((l) => removeEntry(l, k, sid))}
            />
          </TabPanel>
        ))}
      </Tabs>
      <div className={s.bar}>
        {failure && (
          <p role="alert" className={s.error}>
            {t(failure)}
          </p>
        )}
        {/* Reload shows the colleague's entries: the page restarts from them (this draft is not kept) */}
        <StaleNotice
          error={stale}
          isReloading={reloading}
          onReload={() => {
            setReloading(true);
            void client.invalidateQueries({ queryKey }).finally(() => setReloading(false));
          }}
        />
        <Button variant="ghost" onPress={() => router.history.back()}>
          {t("libraryAccess.back")}
        </Button>
        {ownEntries && (
          <Button variant="secondary" isDisabled={saving} onPress={() => void save([])}>
            {t("libraryAccess.inherit")}
          </Button>
        )}
        <Button variant="secondary" isDisabled={!dirty || saving} onPress={() => edit(initial)}>
          {t("libraryAccess.reset")}
        </Button>
        <Button isDisabled={!dirty} isPending={saving} pendingLabel={t("libraryAccess.saving")} onPress={() => void save(list)}>
          {t("libraryAccess.save")}
        </Button>
      </div>
    </div>
  );
}
