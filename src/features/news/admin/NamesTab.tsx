// The categories (or tags) of news: add, rename and remove. No two with one name: the server refuses it (409
// news.nameTaken) and the field says so. Removing a category leaves its items without one; removing a tag takes
// it off its items (the confirmation says so).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { FormDialog } from "../../../../ui/components/FormDialog";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../news.css";
import { namesQuery, newsKey } from "../queries";
import { useT } from "../useT";

/** The error message id of a failed name write: the field's own words for a taken or blank name. */
const nameError = (e: unknown) => messageIdOf(e, "news.saveFailed", (id) => id === "news.nameTaken");

export function NamesTab({ kind }: { kind: api.NameKind }) {
  const t = useT();
  const client = useQueryClient();
  const query = useQuery(namesQuery(kind));
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [renaming, setRenaming] = useState<api.Named | null>(null);
  const [removing, setRemoving] = useState<api.Named | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: newsKey });
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === "") return setError("news.required");
    setPending(true);
    try {
      await api.createName(kind, name.trim());
      setName("");
      setError(null);
      await refresh();
      notify({ message: `news.${kind}.added`, variant: "success" });
    } catch (err) {
      setError(nameError(err));
    } finally {
      setPending(false);
    }
  };
  const remove = async (item: api.Named) => {
    try {
      await api.removeName(kind, item.id);
      await refresh();
      notify({ message: `news.${kind}.removed`, variant: "success" });
    } catch {
      notify({ message: "news.saveFailed", variant: "error" });
    }
    setRemoving(null);
  };
  const items = query.data ?? [];
  return (
    <div className={s.section}>
      <form className={s.toolbar} onSubmit={(e) => void add(e)} noValidate>
        <TextField label={t(`news.${kind}.new`)} value={name} onChange={(v) => { setName(v); setError(null); }} maxLength={100}
          isInvalid={error !== null} errorMessage={error ? t(error) : undefined} />
        <Button type="submit" variant="secondary" isPending={pending} pendingLabel={t("news.saving")}>
          {t("news.add")}
        </Button>
      </form>
      {query.isPending ? (
        <Spinner label={t("news.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : items.length === 0 ? (
        <EmptyState title={t(`news.${kind}.empty`)} headingLevel={2} />
      ) : (
        <ul className={s.rows} aria-label={t(`news.admin.tab.${kind === "category" ? "categories" : "tags"}`)}>
          {items.map((item) => (
            <li key={item.id} className={s.row}>
              <span>{item.name}</span>
              <span className={s.rowActions}>
                <Button variant="ghost" size="sm" onPress={() => setRenaming(item)} aria-label={t("news.renameOf", { name: item.name })}>
                  {t("news.rename")}
                </Button>
                <Button variant="ghost" size="sm" onPress={() => setRemoving(item)} aria-label={t("news.removeOf", { name: item.name })}>
                  {t("news.remove")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {renaming && <RenameDialog kind={kind} item={renaming} onClose={() => setRenaming(null)} onDone={refresh} />}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(`news.${kind}.removeTitle`, { name: removing?.name ?? "" })}
        message={t(`news.${kind}.removeText`)}
        confirmLabel={t("news.remove")}
        cancelLabel={t("news.cancel")}
        closeLabel={t("news.close")}
        destructive
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}

function RenameDialog({ kind, item, onClose, onDone }: { kind: api.NameKind; item: api.Named; onClose: () => void; onDone: () => Promise<unknown> }) {
  const t = useT();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (name.trim() === "") return setError("news.required");
    setPending(true);
    try {
      await api.renameName(kind, item.id, name.trim());
      await onDone();
      notify({ message: `news.${kind}.renamed`, variant: "success" });
      onClose();
    } catch (err) {
      setError(nameError(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog title={t(`news.${kind}.renameTitle`)} submitLabel={t("news.save")} cancelLabel={t("news.cancel")} closeLabel={t("news.close")}
      isPending={pending} pendingLabel={t("news.saving")} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t("news.field.name")} value={name} onChange={(v) => { setName(v); setError(null); }} autoFocus maxLength={100}
        isInvalid={error !== null} errorMessage={error ? t(error) : undefined} />
    </FormDialog>
  );
}
