// management/widgets: the administrator composes the client's dashboard. Pages (create, rename, visibility,
// remove), on each page widgets from the templates laid out on the 12-column grid (move and resize by the buttons
// on each widget: mouse and keyboard alike), each widget's title and description, then one publication for all.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import type { PageVisibility, WidgetDashboard, WidgetItem, WidgetPage } from "../../../services/contract/widgets";
import { freePlace, WidgetTemplates } from "../../../services/contract/widgets";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as p from "../shell/page.css";
import * as api from "./api";
import { newKey } from "./layout";
import { WidgetEditor } from "./WidgetEditor";
import { useWidgetTitle } from "./cards";
import { useWidgetWrite, widgetDashboardQuery } from "./queries";
import * as s from "./widgets.css";

const VISIBILITIES: readonly PageVisibility[] = ["everyone", "users", "managers", "nobody"];

function PageTools({ page, onRemoved }: { page: WidgetPage; onRemoved: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const [name, setName] = useState(page.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useWidgetWrite((n: string) => api.renamePage(page, n), "common.updateSuccess");
  const visibility = useWidgetWrite((v: PageVisibility) => api.setVisibility(page, v));
  const remove = useWidgetWrite(() => api.removePage(page), "common.removeSuccess");
  return (
    <div className={s.toolbar}>
      <TextField label={t("widgets.page.name")} value={name} onChange={setName} maxLength={100} />
      <Button variant="secondary" isDisabled={!name.trim() || name.trim() === page.name} isPending={rename.isPending} onPress={() => rename.mutate(name.trim())}>
        {t("widgets.page.rename")}
      </Button>
      <Select label={t("widgets.page.visibility")} selectedKey={page.visibility} onSelectionChange={(k) => k && visibility.mutate(k as PageVisibility)}>
        {VISIBILITIES.map((v) => (
          <ListBoxItem key={v} id={v} textValue={t(`widgets.visibility.${v}`)}>{t(`widgets.visibility.${v}`)}</ListBoxItem>
        ))}
      </Select>
      <Button variant="danger" onPress={() => setConfirming(true)}>{t("widgets.page.remove")}</Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("widgets.page.removeTitle")}
        message={t("widgets.page.removeMessage", { name: page.name })}
        confirmLabel={t("widgets.page.remove")}
        cancelLabel={t("app.cancel")}
        destructive
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => { setConfirming(false); onRemoved(); } })}
      />
    </div>
  );
}

function AddWidget({ page }: { page: WidgetPage }) {
  const intl = useIntl();
  const title = useWidgetTitle();
  const [template, setTemplate] = useState<number>(WidgetTemplates[0].id);
  const lay = useWidgetWrite((items: readonly WidgetItem[]) => api.layPage(page, items));
  const add = () => {
    const tpl = WidgetTemplates.find((x) => x.id === template)!;
    const key = newKey(page.items);
    lay.mutate([...page.items, { key, template_id: tpl.id, w: tpl.w, h: tpl.h, ...freePlace(page.items, tpl.w, tpl.h), settings: {} }]);
  };
  return (
    <div className={s.toolbar}>
      <Select label={intl.formatMessage({ id: "widgets.template.label" })} selectedKey={template} onSelectionChange={(k) => k && setTemplate(Number(k))}>
        {WidgetTemplates.map((x) => (
          <ListBoxItem key={x.id} id={x.id} textValue={title(x.id)}>{title(x.id)}</ListBoxItem>
        ))}
      </Select>
      <Button onPress={add} isPending={lay.isPending}>{intl.formatMessage({ id: "widgets.add" })}</Button>
    </div>
  );
}

function Composer({ dashboard }: { dashboard: WidgetDashboard }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const [selected, setSelected] = useState<number | null>(null);
  const [newName, setNewName] = useState("");
  const create = useWidgetWrite((name: string) => api.createPage(name), "common.createSuccess");
  const publish = useWidgetWrite(() => api.publish(), "widgets.published");
  const page = dashboard.pages.find((x) => x.id === selected) ?? dashboard.pages[0];
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.meta} data-testid="widgets-status">
          {dashboard.published_at ? t("widgets.publishedAt", { date: formatDate(dashboard.published_at, "long", locale) }) : t("widgets.neverPublished")}
          {dashboard.unpublished_changes ? ` · ${t("widgets.unpublishedChanges")}` : ""}
        </p>
        <Button isDisabled={!dashboard.unpublished_changes} isPending={publish.isPending} onPress={() => publish.mutate(undefined)}>
          {t("widgets.publish")}
        </Button>
      </div>
      <div className={s.toolbar}>
        {dashboard.pages.length > 0 && (
          <Select label={t("widgets.page.label")} selectedKey={page?.id ?? null} onSelectionChange={(k) => setSelected(Number(k))}>
            {dashboard.pages.map((x) => (
              <ListBoxItem key={x.id} id={x.id} textValue={x.name}>{x.name}</ListBoxItem>
            ))}
          </Select>
        )}
        <TextField label={t("widgets.page.newName")} value={newName} onChange={setNewName} maxLength={100} />
        <Button
          variant="secondary"
          isDisabled={!newName.trim()}
          isPending={create.isPending}
          onPress={() => create.mutate(newName.trim(), { onSuccess: (created) => { setNewName(""); setSelected(created.id); } })}
        >
          {t("widgets.page.create")}
        </Button>
      </div>
      {page ? (
        <section aria-label={page.name}>
          <PageTools key={`${page.id}:${page.version}`} page={page} onRemoved={() => setSelected(null)} />
          <AddWidget page={page} />
          <WidgetEditor page={page} />
        </section>
      ) : (
        <EmptyState title={t("widgets.empty")} description={t("widgets.emptyHint")} headingLevel={2} />
      )}
    </>
  );
}

export function WidgetsAdminPage() {
  const intl = useIntl();
  const dashboard = useQuery(widgetDashboardQuery());
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{intl.formatMessage({ id: "widgets.title" })}</h1>
          <p className={p.pageLead}>{intl.formatMessage({ id: "widgets.lead" })}</p>
        </div>
      </header>
      {dashboard.isPending ? (
        <Spinner label={intl.formatMessage({ id: "app.loading" })} />
      ) : dashboard.isError ? (
        <ErrorState
          title={intl.formatMessage({ id: "widgets.loadFailed" })}
          retryLabel={intl.formatMessage({ id: "app.retry" })}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isRefetching}
        />
      ) : (
        <Composer dashboard={dashboard.data} />
      )}
    </div>
  );
}
