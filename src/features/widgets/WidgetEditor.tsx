// The page's widgets on the 12-column grid, each with the buttons that move and resize it (the grid's rules decide
// which are offered; the mouse drags its title to move it and its corner grip to resize it), its settings (WidgetSettingsForm), and removal. Each change saves the page's layout whole.
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import type { WidgetItem, WidgetPage } from "../../../services/contract/widgets";
import * as api from "./api";
import { useWidgetTitle } from "./cards";
import { applyMove, MOVES } from "./layout";
import { useWidgetWrite } from "./queries";
import { useDragMove } from "./useDragMove";
import { WidgetSettingsForm } from "./WidgetSettingsForm";
import * as s from "./widgets.css";

export function WidgetEditor({ page }: { page: WidgetPage }) {
  const intl = useIntl();
  const title = useWidgetTitle();
  const lay = useWidgetWrite((items: readonly WidgetItem[]) => api.layPage(page, items));
  const { drag, start, resize } = useDragMove(page.items, (next) => lay.mutate(next), lay.isPending);
  if (page.items.length === 0) return <p className={s.empty}>{intl.formatMessage({ id: "widgets.page.empty" })}</p>;
  return (
    <div className={s.grid} data-testid="widget-grid">
      {page.items.map((it) => {
        const name = title(it.template_id, it.settings.title);
        const dragged = drag?.key === it.key ? drag : null;
        const at = dragged ?? it;
        return (
          <div
            key={it.key}
            className={s.editorCell}
            data-testid={`widget-${it.key}`}
            data-cell={`${it.x},${it.y},${it.w},${it.h}`}
            data-dragging={dragged ? (dragged.ok ? "fits" : "refused") : undefined}
            style={{ gridColumn: `${at.x + 1} / span ${at.w}`, gridRow: `${at.y + 1} / span ${at.h}` }}
          >
            {/* The title is the mouse's handle; the move buttons below do the same from the keyboard. */}
            <h2 className={s.editorTitle} onPointerDown={start(it)} data-testid={`widget-handle-${it.key}`}>
              {name}
            </h2>
            <p className={s.meta}>{intl.formatMessage({ id: "widgets.cell" }, { x: it.x + 1, y: it.y + 1, w: it.w, h: it.h })}</p>
            {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons named as one group; a fieldset would add a legend and a border for nothing */}
            <div className={s.tools} role="group" aria-label={intl.formatMessage({ id: "widgets.moveGroup" }, { name })}>
              {MOVES.map((m) => {
                const next = applyMove(page.items, it.key, m);
                return (
                  <Button key={m} size="sm" variant="secondary" isDisabled={!next || lay.isPending} onPress={() => next && lay.mutate(next)}>
                    {intl.formatMessage({ id: `widgets.move.${m}` })}
                  </Button>
                );
              })}
            </div>
            <WidgetSettingsForm key={JSON.stringify(it.settings)} item={it} onSave={(settings) => lay.mutate(page.items.map((o) => (o.key === it.key ? { ...o, settings } : o)))} />
            <div className={s.tools}>
              <Button size="sm" variant="danger" isDisabled={lay.isPending} onPress={() => lay.mutate(page.items.filter((o) => o.key !== it.key))}>
                {intl.formatMessage({ id: "widgets.remove" }, { name })}
              </Button>
            </div>
            {/* The mouse's resize grip; the Narrower, Wider, Shorter and Taller buttons do the same from the keyboard. */}
            <div className={s.resizeGrip} aria-hidden="true" onPointerDown={resize(it)} data-testid={`widget-resize-${it.key}`} />
          </div>
        );
      })}
    </div>
  );
}
