// The form builder: add elements and questions of every type, edit their options, reorder them by drag and drop
// (mouse, touch, or the keyboard: Space on a handle, arrows, Space again; announced in the page language),
// duplicate or remove them; a test marks its correct answers. `errors` (from validateFormDefinition or a
// server's 400) show beside their fields. Loaded lazily (index.ts): dnd-kit stays out of the first load.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useMemo, useRef } from "react";
import { Button } from "../../../ui/components/Button";
import { Menu, MenuItem, MenuTrigger } from "../../../ui/components/Menu";
import { ChevronDownIcon } from "../../../ui/components/icons";
import {
  duplicateElement,
  ElementType,
  type FormBuilderError,
  type FormDefinition,
  type FormElement,
  type FormKind,
  newElement,
  newQuestion,
  QuestionType,
  type QuestionTypeId,
} from "../../../services/formBuilder";
import { BuilderContext, useErrorOf, useT } from "./context";
import { ElementEditor, type Patch } from "./ElementEditor";
import * as s from "./formBuilder.css";
import { elementLabel, elementTypeLabel } from "./labels";

export interface FormBuilderProps {
  value: FormDefinition;
  onChange: (value: FormDefinition) => void;
  kind: FormKind;
  /** field errors to show (paths into `value`), e.g. from validateFormDefinition after a refused save */
  errors?: readonly FormBuilderError[];
  /** where library files can be chosen, the media elements that need them are offered (see README) */
  canPickFiles?: boolean;
  /** the accessible name of the builder's list */
  label?: string;
}

const focusSoon = (selector: string) => requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus()));
/** The first field of an element: its text box, else its handle. */
const focusElement = (id: string) => focusSoon(`[data-element="${id}"] :is(input, textarea)`);

/** Elements whose content is library files: offered only where files can be picked. */
const fileOnly = [ElementType.file, ElementType.scorm, ElementType.gallery, ElementType.audio, ElementType.certificate] as number[];

export default function FormBuilder({ value, onChange, kind, errors = [], canPickFiles = false, label }: FormBuilderProps) {
  const t = useT();
  const errorMap = useMemo(() => new Map(errors.map((e) => [e.path, e])), [errors]);
  const elements = value.elements;
  const set = (next: readonly FormElement[]) => onChange({ ...value, elements: next });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => {
    const i = elements.findIndex((e) => e.id === id);
    return i < 0 ? "" : elementLabel(t, elements[i], i);
  };
  const positionOf = (id: string | number) => elements.findIndex((e) => e.id === id) + 1;
  // Where the moving element was last said to be: dnd-kit reports "over" at once on pick-up (over itself), which
  // would replace "Picked up" before a screen reader reads it; only a new place is news.
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t("formBuilder.dnd.picked", { name: nameOf(active.id), position: positionOf(active.id), count: elements.length });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t("formBuilder.dnd.over", { name: nameOf(active.id), position: positionOf(over.id), count: elements.length });
    },
    onDragEnd: ({ active, over }) => (over ? t("formBuilder.dnd.dropped", { name: nameOf(active.id), position: positionOf(over.id), count: elements.length }) : undefined),
    onDragCancel: ({ active }) => t("formBuilder.dnd.cancelled", { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set(arrayMove([...elements], positionOf(active.id) - 1, positionOf(over.id) - 1));
  };
  const add = (element: FormElement) => {
    set([...elements, element]);
    focusElement(element.id);
  };
  const addQuestion = (field: QuestionTypeId) => add(newQuestion(field));
  const addElement = (type: Exclude<(typeof ElementType)[keyof typeof ElementType], 1>) => add(newElement(type));
  const elementTypes = (Object.entries(ElementType) as [keyof typeof ElementType, number][]).filter(
    ([, id]) => id !== ElementType.question && (canPickFiles || !fileOnly.includes(id)),
  );
  const errorOf = useErrorOf();
  const listId = useId();
  return (
    <BuilderContext.Provider value={{ kind, errors: errorMap }}>
      <div className={s.root}>
        <div className={s.toolbar}>
          <MenuTrigger>
            <Button variant="secondary" data-add-question="">
              {t("formBuilder.addQuestion")}
              <ChevronDownIcon />
            </Button>
            <Menu className={s.addMenu} onAction={(k) => addQuestion(Number(k) as QuestionTypeId)}>
              {(Object.entries(QuestionType) as [string, number][]).map(([name, id]) => (
                <MenuItem key={id} id={String(id)}>
                  {t(`formBuilder.question.${name}`)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
          <MenuTrigger>
            <Button variant="secondary">
              {t("formBuilder.addElement")}
              <ChevronDownIcon />
            </Button>
            <Menu className={s.addMenu} onAction={(k) => addElement(Number(k) as never)}>
              {elementTypes.map(([name, id]) => (
                <MenuItem key={id} id={String(id)}>
                  {t(`formBuilder.element.${name}`)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </div>
        {errorOf("elements") && (
          <p className={s.error} data-error-anchor="" tabIndex={-1}>
            {errorOf("elements")}
          </p>
        )}
        {elements.length === 0 ? (
          <p className={s.empty}>{t("formBuilder.empty")}</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t("formBuilder.dnd.instructions") } }}
          >
            <SortableContext items={elements.map((e) => e.id)} strategy={verticalListSortingStrategy}>
              <ol className={s.list} aria-label={label ?? t("formBuilder.listLabel")} id={listId}>
                {elements.map((e, i) => (
                  <SortableElement
                    key={e.id}
                    element={e}
                    index={i}
                    name={elementLabel(t, e, i)}
                    sections={elements.slice(i + 1).filter((x) => x.element === ElementType.divider).map((d) => ({ id: d.id, title: "title" in d ? d.title : "" }))}
                    patch={(p) => set(elements.map((x, j) => (j === i ? ({ ...x, ...p } as FormElement) : x)))}
                    onDuplicate={() => {
                      const copy = duplicateElement(e);
                      set([...elements.slice(0, i + 1), copy, ...elements.slice(i + 1)]);
                      focusElement(copy.id);
                    }}
                    onRemove={() => {
                      const next = elements[i + 1] ?? elements[i - 1];
                      set(elements.filter((_, j) => j !== i));
                      focusSoon(next ? `[data-handle="${next.id}"]` : "[data-add-question]");
                    }}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </BuilderContext.Provider>
  );
}

function SortableElement({
  element,
  index,
  name,
  sections,
  patch,
  onDuplicate,
  onRemove,
}: {
  element: FormElement;
  index: number;
  name: string;
  sections: { id: string; title: string }[];
  patch: Patch;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: element.id });
  const headingId = useId();
  return (
    <li
      ref={setNodeRef}
      className={s.item}
      data-element={element.id}
      data-dragging={isDragging || undefined}
      aria-labelledby={headingId}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={s.handle}
        data-handle={element.id}
        {...attributes}
        {...listeners}
        aria-label={t("formBuilder.dnd.handle", { name })}
      >
        ⋮⋮
      </button>
      <div className={s.body}>
        <div className={s.head}>
          <h3 id={headingId} className={s.kindLabel}>
            {index + 1}. {elementTypeLabel(t, element)}
          </h3>
          <div className={s.actions}>
            <Button variant="ghost" size="sm" onPress={onDuplicate} aria-label={t("formBuilder.duplicateNamed", { name })}>
              {t("formBuilder.duplicate")}
            </Button>
            <Button variant="ghost" size="sm" onPress={onRemove} aria-label={t("formBuilder.removeNamed", { name })}>
              {t("formBuilder.remove")}
            </Button>
          </div>
        </div>
        <ElementEditor element={element} at={`elements.${index}`} patch={patch} sections={sections} />
      </div>
    </li>
  );
}
