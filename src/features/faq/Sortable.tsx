// Ordering by drag and drop (dnd-kit), by mouse and by keyboard: the handle takes Space or Enter to pick an item
// up, the arrows move it, Space or Enter drops it, Escape puts it back. Every step is announced in the page's
// language through dnd-kit's own live region, and focus stays on the handle after the drop.
import {
  type Announcements, closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, type UniqueIdentifier, useSensor, useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useRef } from "react";
import { useT } from "../lists/useT";
import * as s from "./faq.css";
import { GripIcon } from "./icons";

interface ListProps {
  readonly ids: readonly number[];
  /** The name an announcement gives an item (a category's name, a question's title). */
  readonly labelOf: (id: number) => string;
  /** The whole new order, after a drop that moved something. */
  readonly onReorder: (ids: number[]) => void;
  readonly children: ReactNode;
}

export function SortableList({ ids, labelOf, onReorder, children }: ListProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Where the moving item was last said to be: dnd-kit reports "over" at once on pick-up (over itself) and on
  // every pointer move, and only a new place is news.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const said = (key: string, active: UniqueIdentifier, at: UniqueIdentifier = active) =>
    t(key, { name: labelOf(Number(active)), position: position(at), count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return said("faq.dnd.pickedUp", active.id);
    },
    onDragOver: ({ active, over }) => {
      const at = over?.id ?? null;
      if (at === lastOver.current) return undefined;
      lastOver.current = at;
      return at === null ? said("faq.dnd.outside", active.id) : said("faq.dnd.over", active.id, at);
    },
    onDragEnd: ({ active, over }) => (over ? said("faq.dnd.dropped", active.id, over.id) : said("faq.dnd.cancelled", active.id)),
    onDragCancel: ({ active }) => said("faq.dnd.cancelled", active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...ids], ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("faq.dnd.instructions") } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable row: its node, its style while moving, and its drag handle (a button named for the item). */
export function useSortableRow(id: number, label: string, enabled: boolean) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled,
    attributes: { roleDescription: t("faq.dnd.roleDescription") },
  });
  const handle = enabled ? (
    <button type="button" ref={setActivatorNodeRef} className={s.handle} {...attributes} {...listeners} aria-label={t("faq.dnd.handle", { name: label })}>
      <GripIcon />
    </button>
  ) : null;
  return {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    className: isDragging ? s.dragging : undefined,
    handle,
  };
}
