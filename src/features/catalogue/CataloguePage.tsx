// The one generic catalogue page (/settings/{catalog} and the preferences guides): a lazily loaded list of a
// resource's items with search, create and edit in a dialog, delete with a confirmation, and the catalogue
// notices of spec 001 §8. Everything resource-specific comes from its description in resources.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataColumn, DataTable } from "../../../ui/DataTable";
import { type CatalogueResource, CatalogueMessages } from "../../../services/contract/catalogue";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { sessionQuery } from "../auth/queries";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { type Item, removeItem } from "./api";
import { catalogueKey } from "./queries";
import * as s from "./catalogue.css";
import { ConfirmRemove } from "./EditDialog";
import { ItemDialog } from "./ItemDialog";
import { resourceDef, writeSection } from "./resources";
import { useLazyItems } from "./useLazyItems";

export interface CataloguePageProps {
  resource: CatalogueResource;
  /** Links to the sibling catalogues of the same guide, shown above the list. */
  nav?: ReactNode;
  /** Opening a row navigates instead of editing (the forms list opens the form's page). */
  onOpen?: (item: Item) => void;
  /** Another client's catalogue (the platform administration pages): read and written with `client_id`. */
  clientId?: number;
  /** The heading level of the page title (2 inside a page that has its own h1). */
  titleLevel?: 1 | 2;
}

/** Whether the session may write the resource (the same section and flag the server checks). */
export const useCanEdit = (resource: CatalogueResource) => {
  const session = useQuery(sessionQuery()).data;
  return !!session && allows(session.permissions as Permissions, writeSection(resource), "edit");
};

export function CataloguePage({ resource, nav, onOpen, clientId, titleLevel = 1 }: CataloguePageProps) {
  const t = useT();
  const lang = useLocale();
  const labels = useTableLabels();
  const def = resourceDef(resource);
  const session = useQuery(sessionQuery()).data;
  const canEdit = useCanEdit(resource);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const list = useLazyItems(resource, { search, client_id: clientId });
  const rows = list.rows as Item[];
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (item: Item) => removeItem(resource, item.id, item.version, clientId),
    meta: { errorMessage: CatalogueMessages.removeFail, successMessage: CatalogueMessages.removeSuccess },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKey(resource) }),
    onSuccess: () => {
      setRemoving(null);
      setEditing(null);
    },
  });
  const columns = useMemo<DataColumn<Item>[]>(() => {
    const cellOf = (key: string) => (row: Item) => {
      const v = row[key];
      if (key === "color" && typeof v === "string" && v) {
        return (
          <span>
            <span className={s.dot} style={{ background: v }} aria-hidden="true" />
            {v}
          </span>
        );
      }
      if (key === "state_id") return <Badge tone={v === 2 ? "neutral" : "success"} dot>{t(v === 2 ? "catalogue.state.inactive" : "catalogue.state.active")}</Badge>;
      if (typeof v === "boolean") return v ? <Badge tone="success">{t("catalogue.yes")}</Badge> : <span className={ls.muted}>{t("catalogue.no")}</span>;
      if (key === "manage_form_entity_id") return t(`catalogue.entity.${v}`);
      if (key === "items") return t("catalogue.items.count", { count: Array.isArray(v) ? v.length : 0 });
      if (key === "display_name") return (v as Record<string, string> | undefined)?.[lang] || "—";
      if (key === "created_at" && typeof v === "string") return formatDate(v, "short", lang);
      return v === null || v === undefined || v === "" ? "—" : String(v);
    };
    return [
      { id: "id", header: t("catalogue.field.id"), size: 90, value: (r) => r.id, visible: false },
      { id: def.nameKey, header: t(`catalogue.field.${def.nameKey}`), size: 280, value: (r) => r[def.nameKey], cell: cellOf(def.nameKey) },
      ...def.columns.map((c) => ({ id: c, header: t(`catalogue.field.${c}`), size: 200, value: (r: Item) => r[c] as unknown, cell: cellOf(c) })),
      { id: "updated_at", header: t("catalogue.field.updated_at"), size: 160, value: (r) => r.updated_at, cell: (r) => formatDate(String(r.updated_at), "short", lang) },
    ];
  }, [def, t, lang]);
  const title = t(`catalogue.resource.${resource}`);
  const Title = titleLevel === 1 ? "h1" : "h2";
  if (def.integration && session && !session.features.integration) {
    return (
      <div className={p.page}>
        {nav}
        <header className={p.pageHeader}>
          <Title className={p.pageTitle}>{title}</Title>
        </header>
        <EmptyState title={t("catalogue.integrationOff.title")} description={t("catalogue.integrationOff.lead")} headingLevel={2} />
      </div>
    );
  }
  const searching = search.trim().length >= 3;
  return (
    <div className={p.page}>
      {nav}
      <header className={p.pageHeader}>
        <div>
          <Title className={p.pageTitle}>{title}</Title>
          <p className={p.pageLead}>{t(`catalogue.lead.${resource}`)}</p>
        </div>
        {canEdit && <Button onPress={() => setEditing("new")}>{t("catalogue.create.open")}</Button>}
      </header>
      <DataTable<Item>
        aria-label={title}
        columns={columns}
        rows={rows}
        status={list.status}
        labels={labels}
        storageKey={`catalogue.${resource}`}
        onLoadMore={list.loadMore}
        onRowAction={(row) => (onOpen ? onOpen(row) : canEdit ? setEditing(row) : undefined)}
        toolbar={
          <TextField
            aria-label={t("catalogue.search.label")}
            placeholder={t("catalogue.search.placeholder")}
            type="search"
            value={search}
            onChange={setSearch}
            className={ls.search}
            description={search && !searching ? t("catalogue.search.min") : undefined}
          />
        }
        emptyState={
          <EmptyState
            title={searching ? t("catalogue.search.none") : t("catalogue.empty.title")}
            description={searching ? undefined : canEdit ? t("catalogue.empty.lead") : undefined}
            headingLevel={2}
            action={!searching && canEdit ? <Button variant="secondary" onPress={() => setEditing("new")}>{t("catalogue.create.open")}</Button> : undefined}
          />
        }
        errorState={<ErrorState title={t(CatalogueMessages.getFail)} retryLabel={t("app.retry")} onRetry={() => void list.query.refetch()} isRetrying={list.query.isFetching} headingLevel={2} />}
      />
      {editing && (
        <ItemDialog
          def={def}
          item={editing === "new" ? null : editing}
          names={rows.map((r) => String(r[def.nameKey] ?? ""))}
          onClose={() => setEditing(null)}
          onRemove={editing !== "new" ? () => setRemoving(editing) : undefined}
          clientId={clientId}
        />
      )}
      <ConfirmRemove name={removing ? String(removing[def.nameKey] ?? "") : null} pending={remove.isPending} onCancel={() => setRemoving(null)} onConfirm={() => removing && remove.mutate(removing)} />
    </div>
  );
}
