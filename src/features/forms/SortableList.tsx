// A reorderable list: drag a row by its handle with the mouse, or focus the handle and press Alt+↑ / Alt+↓
// (or use the move buttons); every move is announced. The order is reported as ids.
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { ChevronDownIcon } from "../../../ui/components/icons";
import { useT } from "../lists/useT";
import * as s from "./forms.css";
import { move } from "./model";

export interface SortableItem {
  id: number;
  label: string;
  content: ReactNode;
}

export function SortableList({ items, onReorder, label, disabled }: {
  items: SortableItem[];
  onReorder: (ids: number[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const t = useT();
  const helpId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const ids = items.map((i) => i.id);
  const shift = (index: number, to: number, focus = false) => {
    if (to < 0 || to >= items.length) return;
    onReorder(move(ids, index, to));
    setAnnounce(t("forms.order.moved", { name: items[index].label, position: to + 1, count: items.length }));
    if (focus) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-handle="${items[index].id}"]`)?.focus());
  };
  return (
    <>
      <ul className={s.list} aria-label={label}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={s.listItem}
            data-dragging={dragging === item.id || undefined}
            data-id={item.id}
            onDragOver={(e) => {
              if (dragging !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== item.id) shift(ids.indexOf(dragging), index);
              setDragging(null);
            }}
          >
            {!disabled && (
              <button
                type="button"
                className={s.handle}
                draggable
                data-handle={item.id}
                aria-label={t("forms.order.handle", { name: item.label })}
                aria-describedby={helpId}
                onDragStart={(e) => {
                  setDragging(item.id);
                  e.dataTransfer.effectAllowed = "move";
                  e.dataTransfer.setData("text/plain", String(item.id));
                }}
                onDragEnd={() => setDragging(null)}
                onKeyDown={(e) => {
                  if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
                  e.preventDefault();
                  shift(index, e.key === "ArrowUp" ? index - 1 : index + 1, true);
                }}
              >
                ⋮⋮
              </button>
            )}
            <div className={s.itemMain}>{item.content}</div>
            {!disabled && (
              <span className={s.badges}>
                <Button variant="ghost" size="sm" iconOnly aria-label={t("forms.order.up", { name: item.label })} isDisabled={index === 0} onPress={() => shift(index, index - 1)}>
                  <ChevronDownIcon style={{ transform: "rotate(180deg)" }} />
                </Button>
                <Button variant="ghost" size="sm" iconOnly aria-label={t("forms.order.down", { name: item.label })} isDisabled={index === items.length - 1} onPress={() => shift(index, index + 1)}>
                  <ChevronDownIcon />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p id={helpId} hidden>
        {t("forms.order.help")}
      </p>
      <p aria-live="polite" className={s.srOnly}>
        {announce}
      </p>
    </>
  );
}
