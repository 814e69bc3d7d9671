// /workflows/access/workflow-folder/{id} and /workflows/access/workflow/{id}: who may do what with a workflow folder
// or a track (spec 000 §6, the library's levels Reader, Editor, Manager and the remove flag), by group, role or
// user. The list editor is the library's (EntryList and its pure model); the calls are the tracks service's. An
// item without entries of its own inherits the nearest folder's; saving makes them its own, "Inherit again" drops
// them. A colleague's save meanwhile is refused as stale: the notice beside Save names them, Reload shows theirs.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { isSilent, messageIdOf, staleOf } from "../../../../services/client/errors";
import { SystemRoleNames } from "../../../../services/contract/permissions";
import { Button } from "../../../../ui/components/Button";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { InfoIcon } from "../../../../ui/components/icons";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import * as s from "../../library/access/access.css";
import { EntryList } from "../../library/access/EntryList";
import { addEntry, type DraftEntry, draftOf, isDirty, ofKind, payloadOf, removeEntry, type SubjectKind, updateEntry } from "../../library/access/model";
import { groupSubjectsQuery } from "../../library/queries";
import { useT } from "../../lists/useT";
import * as p from "../../shell/page.css";
import { type AccessKind, type AccessView, setAccess } from "../api";
import { accessKey, accessQuery, folderPropertiesQuery, workflowQuery } from "../queries";

const KINDS: SubjectKind[] = ["group", "role", "user"];

/** The library model reads only the entries; the tracks answer has them in the same shape. */
const asLibrary = (a: AccessView) => ({ ...a, item_kind: "folder" as const, can_manage: true });

export function WorkflowAccessPage({ kind, id }: { kind: AccessKind; id: number }) {
  const t = useT();
  const access = useQuery(accessQuery(kind, id));
  const folder = useQuery({ ...folderPropertiesQuery(id), enabled: kind === "folder" });
  const track = useQuery({ ...workflowQuery(id), enabled: kind === "workflow" });
  const name = (kind === "folder" ? folder.data?.display_name : track.data?.display_name) ?? `#${id}`;
  if (access.isPending) return <Spinner label={t("app.loading")} />;
  if (access.isError) return <ErrorState title={t("workflows.access.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void access.refetch()} announce />;
  return <Editor key={JSON.stringify(access.data)} kind={kind} id={id} access={access.data} name={name} />;
}

function Editor({ kind, id, access, name }: { kind: AccessKind; id: number; access: AccessView; name: string }) {
  const t = useT();
  const intl = useIntl();
  const router = useRouter();
  const client = useQueryClient();
  const lang = (["ru", "en", "fr"].includes(intl.locale) ? intl.locale : "ru") as "ru" | "en" | "fr";
  // Role names in the interface language.
  const initial = () => draftOf(asLibrary(access)).map((e) => (e.subject_kind === "role" ? { ...e, display_name: SystemRoleNames[e.subject_id]?.[lang] ?? e.display_name } : e));
  const [list, setList] = useState<DraftEntry[]>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const groups = useQuery(groupSubjectsQuery());
  const from = access.inherited_from;
  const parent = useQuery({ ...folderPropertiesQuery(from ?? 0), enabled: from !== null });
  const roles = useMemo(() => Object.entries(SystemRoleNames).map(([rid, n]) => ({ id: Number(rid), name: n[lang] })), [lang]);
  const options = { user: null, group: groups.data?.items ?? null, role: roles };
  const dirty = isDirty(list, asLibrary(access));
  const edit = (change: (l: DraftEntry[]) => DraftEntry[]) => {
    setFailure(null);
    setList(change);
  };
  const save = async (entries: DraftEntry[]) => {
    setSaving(true);
    setFailure(null);
    try {
      client.setQueryData(accessKey(kind, id), await setAccess(kind, id, payloadOf(entries), access.version));
      notify({ message: "workflows.access.saved", variant: "success" });
    } catch (e) {
      if (isSilent(e)) return;
      if (staleOf(e)) return void setStale(e);
      setFailure(messageIdOf(e, "workflows.access.saveFailed", (m) => !!intl.messages[m]));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t(`workflows.access.title.${kind}`, { name })}</h1>
          <p className={p.pageLead}>{t("libraryAccess.lead")}</p>
        </div>
      </header>
      <div className={s.panel}>
        {from !== null && (
          <p className={s.note} role="note">
            <InfoIcon size={18} aria-hidden />
            {t("libraryAccess.inherited", { name: parent.data?.display_name ?? `#${from}` })}
          </p>
        )}
        {from === null && access.entries.length === 0 && (
          <p className={s.note} role="note">
            <InfoIcon size={18} aria-hidden />
            {t("workflows.access.none")}
          </p>
        )}
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
        <StaleNotice
          error={stale}
          isReloading={reloading}
          onReload={() => {
            setReloading(true);
            void client.invalidateQueries({ queryKey: accessKey(kind, id) }).finally(() => setReloading(false));
          }}
        />
        <Button variant="ghost" onPress={() => router.history.back()}>
          {t("libraryAccess.back")}
        </Button>
        {from === null && access.entries.length > 0 && (
          <Button variant="secondary" isDisabled={saving} onPress={() => void save([])}>
            {t("libraryAccess.inherit")}
          </Button>
        )}
        <Button variant="secondary" isDisabled={!dirty || saving} onPress={() => edit(initial)}>
          {t("libraryAccess.reset")}
        </Button>
        <Button isDisabled={!dirty} isPending={saving} pendingLabel={t("app.saving")} onPress={() => void save(list)}>
          {t("libraryAccess.save")}
        </Button>
      </div>
    </div>
  );
}
