// The track's timeline, the builder: its tasks in position order, each with its activity type, title, who does
// it, its days (relative to the start point, or dates) and how long it lasts (end − start + 1). Tasks are added
// of any of the 13 types, edited in a dialog, copied (right after the original), removed (after a confirmation),
// and reordered by drag and drop with the mouse or the keyboard (dnd-kit: Space lifts, arrows move, Space drops,
// Escape cancels; what happens is announced in the page's language). A reorder sends every position; a colleague's
// change of the track meanwhile is refused as stale and named beside the list, with Reload.
import {
  closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { SystemRoleNames } from "../../../../services/contract/permissions";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { InboxIcon, MoreIcon } from "../../../../ui/components/icons";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../../ui/components/Menu";
import { Spinner } from "../../../../ui/components/Spinner";
import { focusWhenReady } from "../../../../ui/focus";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import { removeElement, saveElement, savePositions, type Workflow, type WorkflowElement } from "../api";
import { elementsQuery, useReloadWorkflows, useWorkflowsWrite } from "../queries";
import { ElementDialog } from "./ElementDialog";
import { copyInput, durationDays, ELEMENT_TYPES, typeKey } from "./elementForm";
import * as s from "./track.css";

type Editing = { elementId: number | null; typeId: number; position?: number } | null;

export function Builder({ track }: { track: Workflow }) {
  const t = useT();
  const queryClient = useQueryClient();
  const elements = useQuery(elementsQuery(track.id));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<WorkflowElement | null>(null);
  const key = elementsQuery(track.id).queryKey;

  const reorder = useWorkflowsWrite((ids: number[]) => savePositions(track.id, ids, track.version), {
    failure: "workflows.positions.failed",
    staleShown: true,
  });
  const reloadReorder = useReloadWorkflows(reorder);
  const copy = useWorkflowsWrite((e: WorkflowElement) => saveElement(copyInput(e), { isCopy: true, position: e.group_position_index + 1 }), {
    success: "workflows.element.copied",
    failure: "workflows.element.copyFailed",
    onSuccess: (created) => focusWhenReady(() => document.querySelector<HTMLElement>(`[data-element-id="${created.id}"] [data-title]`)),
  });
  const remove = useWorkflowsWrite((e: WorkflowElement) => removeElement(e.id, e.version), {
    success: "workflows.element.removed",
    failure: "workflows.element.removeFailed",
    onSuccess: () => {
      setRemoving(null);
      // the removed row's button is gone: focus the list's heading
      focusWhenReady(() => document.getElementById("timeline-title"));
    },
  });

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const list = elements.data ?? [];
  const titleOf = (id: unknown) => list.find((e) => e.id === id)?.title ?? "";
  const positionOf = (id: unknown) => list.findIndex((e) => e.id === id) + 1;
  // Where the moving task was last said to be: dnd-kit reports "over" at once on pick-up (over itself), which would
  // replace "Picked up" before a screen reader reads it; only a new place is news.
  const lastOver = useRef<unknown>(null);
  const announcements = {
    onDragStart: ({ active }: { active: { id: unknown } }) => {
      lastOver.current = active.id;
      return t("workflows.dnd.picked", { title: titleOf(active.id), position: positionOf(active.id), total: list.length });
    },
    onDragOver: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t("workflows.dnd.over", { title: titleOf(active.id), position: positionOf(over.id), total: list.length });
    },
    onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
      over ? t("workflows.dnd.dropped", { title: titleOf(active.id), position: positionOf(over.id), total: list.length }) : undefined,
    onDragCancel: ({ active }: { active: { id: unknown } }) => t("workflows.dnd.cancelled", { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((e) => e.id === active.id);
    const to = list.findIndex((e) => e.id === over.id);
    const next = arrayMove(list, from, to).map((e, i) => ({ ...e, group_position_index: i }));
    queryClient.setQueryData(key, next);
    reorder.mutate(next.map((e) => e.id));
  };

  return (
    <section className={s.panel} aria-labelledby="timeline-title" aria-busy={elements.isPending}>
      <div className={s.bar}>
        <h2 id="timeline-title" tabIndex={-1} style={{ margin: 0 }}>
          {t("workflows.timeline.title")}
        </h2>
        <span className={s.spacer} />
        {elements.isSuccess && (
          <span className={s.rowMeta} aria-live="polite">
            {t("workflows.tasksCount", { count: list.length })}
          </span>
        )}
        {track.can_edit && (
          <MenuTrigger>
            <Button>{t("workflows.element.add")}</Button>
            <Menu placement="bottom end" aria-label={t("workflows.element.addMenu")} onAction={(k) => setEditing({ elementId: null, typeId: Number(k) })}>
              {ELEMENT_TYPES.map((type) => (
                <MenuItem key={type.id} id={type.id} data-type={type.key}>
                  {t(`workflows.elementType.${type.key}`)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        )}
      </div>
      {track.can_edit && list.length > 1 && <p className={s.rowMeta} id="dnd-help">{t("workflows.dnd.help")}</p>}
      <StaleNotice error={reorder.error} onReload={reloadReorder} />
      {elements.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : elements.isError ? (
        <ErrorState title={t("workflows.load.elementsFailed")} retryLabel={t("app.retry")} onRetry={() => void elements.refetch()} headingLevel={3} announce />
      ) : list.length === 0 ? (
        <EmptyState icon={<InboxIcon size={28} />} title={t("workflows.timeline.empty")} description={track.can_edit ? t("workflows.timeline.emptyHint") : undefined} headingLevel={3} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("workflows.dnd.instructions") } }}
        >
          <SortableContext items={list.map((e) => e.id)} strategy={verticalListSortingStrategy}>
            <ol className={s.list} aria-label={t("workflows.timeline.listLabel")}>
              {list.map((e, i) => (
                <SortableRow
                  key={e.id}
                  element={e}
                  index={i}
                  track={track}
                  disabled={!track.can_edit || reorder.isPending}
                  onEdit={() => setEditing({ elementId: e.id, typeId: e.workflow_element_type_id })}
                  onCopy={() => copy.mutate(e)}
                  onRemove={() => setRemoving(e)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {editing && (
        <ElementDialog
          track={track}
          elementId={editing.elementId}
          typeId={editing.typeId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            focusWhenReady(() => document.querySelector<HTMLElement>(`[data-element-id="${saved.id}"] [data-title]`));
          }}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(o) => !o && !remove.isPending && setRemoving(null)}
        title={t("workflows.element.removeTitle")}
        message={t("workflows.element.removeMessage", { title: removing?.title ?? "" })}
        confirmLabel={t("workflows.element.remove")}
        cancelLabel={t("app.cancel")}
        destructive
        isPending={remove.isPending}
        pendingLabel={t("app.saving")}
        closeLabel={t("app.close")}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

interface RowProps {
  readonly element: WorkflowElement;
  readonly index: number;
  readonly track: Workflow;
  readonly disabled: boolean;
  readonly onEdit: () => void;
  readonly onCopy: () => void;
  readonly onRemove: () => void;
}

function SortableRow({ element: e, index, track, disabled, onEdit, onCopy, onRemove }: RowProps) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: e.id, disabled });
  const type = typeKey(e.workflow_element_type_id);
  const lang = (["ru", "en", "fr"].includes(intl.locale) ? intl.locale : "ru") as "ru" | "en" | "fr";
  const role = SystemRoleNames[e.assigned_role_id]?.[lang] ?? `#${e.assigned_role_id}`;
  const days = e.duration_days ?? durationDays(e);
  const dates =
    e.start_date_rel !== null && e.end_date_rel !== null
      ? t("workflows.element.relDays", { start: e.start_date_rel, end: e.end_date_rel })
      : e.start_date_abs && e.end_date_abs
        ? `${formatDate(e.start_date_abs, "short", locale)} – ${formatDate(e.end_date_abs, "short", locale)}`
        : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${s.row} ${isDragging ? s.dragging : ""}`}
      data-testid="workflow-element"
      data-element-id={e.id}
    >
      {track.can_edit ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={s.handle}
          {...attributes}
          {...listeners}
          aria-label={t("workflows.dnd.handle", { title: e.title, position: index + 1 })}
          aria-describedby={`${attributes["aria-describedby"]} dnd-help`}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <circle cx="5" cy="3" r="1.5" /><circle cx="11" cy="3" r="1.5" /><circle cx="5" cy="8" r="1.5" />
            <circle cx="11" cy="8" r="1.5" /><circle cx="5" cy="13" r="1.5" /><circle cx="11" cy="13" r="1.5" />
          </svg>
        </button>
      ) : (
        <span aria-hidden="true">{index + 1}</span>
      )}
      <span className={s.typeIcon} title={t(`workflows.elementType.${type}`)} aria-hidden="true">
        {t(`workflows.elementType.${type}`).slice(0, 1).toUpperCase()}
      </span>
      <span className={s.rowText}>
        <button type="button" className={s.title} onClick={onEdit} data-title>
          {e.title}
        </button>
        <span className={s.rowMeta}>
          <span>{t(`workflows.elementType.${type}`)}</span>
          <span>{role}</span>
          {dates && <span>{dates}</span>}
          {days !== null && <span>{t("workflows.element.duration", { count: days })}</span>}
          {e.recommended_time !== null && <span>{t("workflows.element.minutes", { count: e.recommended_time })}</span>}
          {!e.is_published && <Badge tone="warning">{t("workflows.element.unpublished")}</Badge>}
          {!e.content_complete && <Badge tone="danger">{t("workflows.element.incomplete")}</Badge>}
        </span>
      </span>
      {track.can_edit ? (
        <MenuTrigger>
          <Button variant="ghost" size="sm" iconOnly aria-label={t("workflows.element.actions", { title: e.title })}>
            <MoreIcon size={18} />
          </Button>
          <Menu placement="start top" aria-label={t("workflows.element.actions", { title: e.title })} onAction={(k) => (k === "edit" ? onEdit() : k === "copy" ? onCopy() : onRemove())}>
            <MenuItem id="edit">{t("workflows.element.edit")}</MenuItem>
            <MenuItem id="copy">{t("workflows.element.copy")}</MenuItem>
            <MenuSeparator />
            <MenuItem id="remove" danger>
              {t("workflows.element.remove")}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      ) : (
        <span />
      )}
    </li>
  );
}
