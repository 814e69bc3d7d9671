// /settings/manageForms/{id}: a smart form's fields and groups (manageFormFields, manageFormFieldsGroups), each
// reorderable by mouse or keyboard, and a preview of the form in create, read, profile and filter modes. With a
// `clientId` (clients/{client}/manageForms/{id}) it edits another client's form: every call carries client_id.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { CatalogueMessages } from "../../../services/contract/catalogue";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { type Item, removeItem, updateItem } from "../catalogue/api";
import { catalogueKey } from "../catalogue/queries";
import { useCanEdit } from "../catalogue/CataloguePage";
import { ConfirmRemove } from "../catalogue/EditDialog";
import { ItemDialog } from "../catalogue/ItemDialog";
import { resourceDef } from "../catalogue/resources";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { BUILT_IN_ENTITIES, copyBuiltInFields } from "./builtIn";
import { FieldDialog } from "./FieldDialog";
import { bodyOf } from "./fieldForm";
import * as s from "./forms.css";
import { GroupDialog } from "./GroupDialog";
import { type FormChildKind, formChildrenQuery, formItemQuery } from "./queries";
import { FormPreview } from "./FormPreview";
import { SortableList } from "./SortableList";

type Kind = FormChildKind;
const orderKey: Record<Kind, string> = { manageFormFields: "position", manageFormFieldsGroups: "order" };
const sortBy = (key: string) => (a: Item, b: Item) => Number(a[key] ?? 0) - Number(b[key] ?? 0) || a.id - b.id;

/** A form's fields or groups, in their order. */
const useChildren = (kind: Kind, formId: number, clientId?: number) =>
  useQuery({ ...formChildrenQuery(kind, formId, clientId), select: (rows) => [...rows].sort(sortBy(orderKey[kind])) });

export function FormEditorPage({ id, clientId }: { id: number; clientId?: number }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit("manageForms");
  const form = useQuery(formItemQuery(id, clientId));
  const fields = useChildren("manageFormFields", id, clientId);
  const groups = useChildren("manageFormFieldsGroups", id, clientId);
  const [dialog, setDialog] = useState<{ kind: Kind | "form"; item: Item | null } | null>(null);
  const [removing, setRemoving] = useState<{ kind: Kind; item: Item } | null>(null);
  const reorder = useMutation({
    mutationFn: async ({ kind, items }: { kind: Kind; items: Item[] }) => {
      const key = orderKey[kind];
      for (const [i, item] of items.entries()) if (Number(item[key] ?? -1) !== i) await updateItem(kind, item.id, { ...bodyOf(item), [key]: i }, item.version, clientId);
    },
    onMutate: ({ kind, items }) => {
      const key = orderKey[kind];
      queryClient.setQueryData(catalogueKey(kind, "form", id), items.map((item, i) => ({ ...item, [key]: i })));
    },
    onSettled: (_d, _e, { kind }) => void queryClient.invalidateQueries({ queryKey: catalogueKey(kind) }),
    meta: { errorMessage: CatalogueMessages.updateFail },
  });
  const remove = useMutation({
    mutationFn: ({ kind, item }: { kind: Kind; item: Item }) => removeItem(kind, item.id, item.version, clientId),
    meta: { errorMessage: CatalogueMessages.removeFail, successMessage: CatalogueMessages.removeSuccess },
    onSuccess: () => setRemoving(null),
    onSettled: (_d, _e, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKey(kind) });
      if (kind === "manageFormFields") void queryClient.invalidateQueries({ queryKey: catalogueKey("manageFormFieldsGroups") });
    },
  });
  const copy = useMutation({
    mutationFn: async (entityId: number) => {
      if (!(await copyBuiltInFields(id, entityId, clientId))) throw new Error("forms.builtIn.unavailable");
    },
    meta: { errorMessage: CatalogueMessages.createFail, successMessage: CatalogueMessages.createSuccess },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKey("manageFormFields") }),
  });
  const fieldRows = fields.data ?? [];
  const groupRows = groups.data ?? [];
  const fieldItems = useMemo(
    () =>
      fieldRows.map((f) => ({
        id: f.id,
        label: String(f.title || f.name),
        content: (
          <Row
            title={String(f.title || f.name)}
            meta={`${f.name} · ${t(`forms.component.${f.form_component}`)}`}
            badges={[f.required === true && t("forms.attr.required"), f.edit_in_profile !== false && t("forms.badge.profile"), f.show_in_filter !== false && t("forms.badge.filter")]}
            onEdit={canEdit ? () => setDialog({ kind: "manageFormFields", item: f }) : undefined}
            onRemove={canEdit ? () => setRemoving({ kind: "manageFormFields", item: f }) : undefined}
          />
        ),
      })),
    [fieldRows, canEdit, t],
  );
  const groupItems = useMemo(
    () =>
      groupRows.map((g) => ({
        id: g.id,
        label: String(g.name),
        content: (
          <Row
            title={String(g.name)}
            meta={t("forms.group.count", { count: ((g.field_ids ?? []) as number[]).length })}
            badges={[g.is_expand !== false && t("forms.attr.is_expand"), g.show_title !== false && t("forms.attr.show_title")]}
            onEdit={canEdit ? () => setDialog({ kind: "manageFormFieldsGroups", item: g }) : undefined}
            onRemove={canEdit ? () => setRemoving({ kind: "manageFormFieldsGroups", item: g }) : undefined}
          />
        ),
      })),
    [groupRows, canEdit, t],
  );
  if (form.isPending) return <Spinner label={t("lists.loading")} />;
  if (form.isError)
    return <ErrorState title={t(CatalogueMessages.getFail)} retryLabel={t("app.retry")} onRetry={() => void form.refetch()} isRetrying={form.isFetching} />;
  const f = form.data;
  const list = (kind: Kind, q: typeof fields, items: typeof fieldItems, empty: string, action?: ReactNode) =>
    q.isPending ? (
      <Spinner label={t("lists.loading")} />
    ) : q.isError ? (
      <ErrorState title={t(CatalogueMessages.getFail)} retryLabel={t("app.retry")} onRetry={() => void q.refetch()} headingLevel={3} />
    ) : items.length === 0 ? (
      <EmptyState title={empty} headingLevel={3} action={action} />
    ) : (
      <SortableList
        label={t(`forms.tab.${kind}`)}
        items={items}
        disabled={!canEdit || reorder.isPending}
        onReorder={(ids) => reorder.mutate({ kind, items: ids.map((i) => q.data!.find((x) => x.id === i)!) })}
      />
    );
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <Link
            to={(clientId === undefined ? "/{-$locale}/settings/manageForms" : "/{-$locale}/clients/$client/$tab") as never}
            params={{ locale: localeParam(locale), ...(clientId === undefined ? {} : { client: String(clientId), tab: "manageForms" }) } as never}
            className={s.back}
          >
            {t("forms.back")}
          </Link>
          <h1 className={p.pageTitle}>{String(f.name)}</h1>
          <p className={p.pageLead}>
            {t(`catalogue.entity.${f.manage_form_entity_id}`)} ·{" "}
            <Badge tone={f.is_active === false ? "neutral" : "success"} dot>
              {t(f.is_active === false ? "catalogue.state.inactive" : "catalogue.state.active")}
            </Badge>
          </p>
        </div>
        {canEdit && (
          <Button variant="secondary" onPress={() => setDialog({ kind: "form", item: f })}>
            {t("forms.editForm")}
          </Button>
        )}
      </header>
      <Tabs defaultSelectedKey="fields">
        <TabList aria-label={String(f.name)}>
          <Tab id="fields">{t("forms.tab.manageFormFields")}</Tab>
          <Tab id="groups">{t("forms.tab.manageFormFieldsGroups")}</Tab>
          <Tab id="preview">{t("forms.tab.preview")}</Tab>
        </TabList>
        <TabPanel id="fields" className={s.panel}>
          <Card
            title={t("forms.tab.manageFormFields")}
            titleLevel={2}
            description={canEdit ? t("forms.order.help") : undefined}
            actions={canEdit && <Button onPress={() => setDialog({ kind: "manageFormFields", item: null })}>{t("forms.field.add")}</Button>}
          >
            {list(
              "manageFormFields",
              fields,
              fieldItems,
              t("forms.field.empty"),
              canEdit && BUILT_IN_ENTITIES.includes(Number(f.manage_form_entity_id)) && (
                <Button variant="secondary" onPress={() => copy.mutate(Number(f.manage_form_entity_id))} isPending={copy.isPending} pendingLabel={t("app.saving")}>
                  {t("forms.builtIn.copy")}
                </Button>
              ),
            )}
          </Card>
        </TabPanel>
        <TabPanel id="groups" className={s.panel}>
          <Card
            title={t("forms.tab.manageFormFieldsGroups")}
            titleLevel={2}
            actions={canEdit && <Button onPress={() => setDialog({ kind: "manageFormFieldsGroups", item: null })}>{t("forms.group.add")}</Button>}
          >
            {list("manageFormFieldsGroups", groups, groupItems, t("forms.group.empty"))}
          </Card>
        </TabPanel>
        <TabPanel id="preview" className={s.panel}>
          <FormPreview form={f} fields={fieldRows} groups={groupRows} />
        </TabPanel>
      </Tabs>
      {dialog?.kind === "form" && <ItemDialog def={resourceDef("manageForms")} item={f} names={[]} onClose={() => setDialog(null)} clientId={clientId} />}
      {dialog?.kind === "manageFormFields" && (
        <FieldDialog formId={id} clientId={clientId} item={dialog.item} names={fieldRows.map((x) => String(x.name))} position={fieldRows.length} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "manageFormFieldsGroups" && <GroupDialog formId={id} clientId={clientId} item={dialog.item} fields={fieldRows} order={groupRows.length} onClose={() => setDialog(null)} />}
      <ConfirmRemove name={removing ? String(removing.item.title || removing.item.name || "") : null} pending={remove.isPending} onCancel={() => setRemoving(null)} onConfirm={() => removing && remove.mutate(removing)} />
    </div>
  );
}

function Row({ title, meta, badges, onEdit, onRemove }: { title: string; meta: string; badges: (string | false)[]; onEdit?: () => void; onRemove?: () => void }) {
  const t = useT();
  return (
    <div className={s.rowLine}>
      <div className={s.itemMain}>
        <span className={s.itemTitle}>{title}</span>
        <span className={s.itemMeta}>{meta}</span>
      </div>
      <span className={s.badges}>
        {badges.filter(Boolean).map((b) => (
          <Badge key={String(b)} tone="neutral">
            {b}
          </Badge>
        ))}
      </span>
      {onEdit && (
        <Button variant="secondary" size="sm" onPress={onEdit} aria-label={t("forms.editNamed", { name: title })}>
          {t("forms.edit")}
        </Button>
      )}
      {onRemove && (
        <Button variant="ghost" size="sm" onPress={onRemove} aria-label={t("forms.removeNamed", { name: title })}>
          {t("catalogue.remove.open")}
        </Button>
      )}
    </div>
  );
}
