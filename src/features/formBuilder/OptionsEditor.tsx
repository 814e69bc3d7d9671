// Options of choice questions (with the correct answers of a test, comments and section jumps), the items of a
// sorting question (in their correct order) and the pairs of a comparison question.
import { useContext, useId } from "react";
import { Button } from "../../../ui/components/Button";
import { Checkbox } from "../../../ui/components/Checkbox";
import { ChevronDownIcon, CloseIcon } from "../../../ui/components/icons";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Switch } from "../../../ui/components/Switch";
import { TextField } from "../../../ui/components/TextField";
import { type ChoiceQuestion, type ComparisonQuestion, newChoiceItem, newId, type SortingQuestion } from "../../../services/formBuilder";
import { BuilderContext, useErrorOf, useFieldError, useT } from "./context";
import type { Patch } from "./ElementEditor";
import * as s from "./formBuilder.css";

const focusSoon = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
const numberOrNull = (v: string) => (v.trim() === "" || Number.isNaN(Number(v)) ? null : Math.max(0, Math.trunc(Number(v))));

/** A message under a group of options, focusable so that "focus the first error" can land on it. */
function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={s.error} data-error-anchor="" tabIndex={-1}>
      {message}
    </p>
  );
}

export function ChoiceOptions({ q, at, patch, sections }: { q: ChoiceQuestion; at: string; patch: Patch; sections: { id: string; title: string }[] }) {
  const t = useT();
  const err = useFieldError();
  const errorOf = useErrorOf();
  const { kind } = useContext(BuilderContext);
  const ids = useId();
  const many = q.field === 4 || (q.field === 3 && q.multiple);
  const sectionBased = q.field !== 4 && q.sectionBased;
  const setItem = (index: number, p: Record<string, unknown>) => patch({ items: q.items.map((item, i) => (i === index ? { ...item, ...p } : item)) });
  const markCorrect = (id: string, on: boolean) =>
    patch({ correct: on ? (many ? [...q.correct.filter((c) => c !== id), id] : [id]) : q.correct.filter((c) => c !== id) });
  const add = () => {
    const item = newChoiceItem();
    patch({ items: [...q.items, item] });
    focusSoon(`[data-option="${item.id}"] input`);
  };
  const remove = (index: number) => {
    const id = q.items[index].id;
    patch({ items: q.items.filter((_, i) => i !== index), correct: q.correct.filter((c) => c !== id) });
    const next = q.items[index + 1] ?? q.items[index - 1];
    focusSoon(next ? `[data-option="${next.id}"] input` : `[data-add-option="${q.id}"]`);
  };
  const itemsError = errorOf(`${at}.items`);
  const correctError = errorOf(`${at}.correct`);
  return (
    <>
      <fieldset className={s.options} aria-describedby={[itemsError && `${ids}-items`, correctError && `${ids}-correct`].filter(Boolean).join(" ") || undefined}>
        <legend className={s.legend}>{t(kind === "test" ? "formBuilder.options.legendTest" : "formBuilder.options.legend")}</legend>
        {q.items.map((item, i) => {
          const name = item.value || t("formBuilder.options.optionN", { n: i + 1 });
          return (
            <div key={item.id} className={s.option} data-option={item.id}>
              <TextField
                className={s.optionText}
                label={t("formBuilder.options.optionN", { n: i + 1 })}
                value={item.value}
                onChange={(value) => setItem(i, { value })}
                {...err(`${at}.items.${i}.value`)}
              />
              {kind === "test" && (
                <Checkbox isSelected={q.correct.includes(item.id)} onChange={(on) => markCorrect(item.id, on)} aria-label={t("formBuilder.options.correctOf", { name })}>
                  {t("formBuilder.options.correct")}
                </Checkbox>
              )}
              <Checkbox isSelected={item.hasComment} onChange={(hasComment) => setItem(i, { hasComment })} aria-label={t("formBuilder.options.commentOf", { name })}>
                {t("formBuilder.options.comment")}
              </Checkbox>
              {sectionBased && (
                <Select
                  label={t("formBuilder.options.jump")}
                  selectedKey={item.toSection ?? "next"}
                  onSelectionChange={(k) => setItem(i, { toSection: k === "next" ? null : String(k) })}
                  {...err(`${at}.items.${i}.toSection`)}
                >
                  {[
                    <ListBoxItem key="next" id="next">
                      {t("formBuilder.options.jumpNext")}
                    </ListBoxItem>,
                    ...sections.map((sec, n) => (
                      <ListBoxItem key={sec.id} id={sec.id}>
                        {sec.title || t("formBuilder.sectionN", { n: n + 1 })}
                      </ListBoxItem>
                    )),
                    <ListBoxItem key="submit" id="submit">
                      {t("formBuilder.options.jumpSubmit")}
                    </ListBoxItem>,
                  ]}
                </Select>
              )}
              <Button variant="ghost" size="sm" iconOnly aria-label={t("formBuilder.options.remove", { name })} onPress={() => remove(i)}>
                <CloseIcon />
              </Button>
            </div>
          );
        })}
        <GroupError id={`${ids}-items`} message={itemsError} />
        <GroupError id={`${ids}-correct`} message={correctError} />
        <div>
          <Button variant="secondary" size="sm" onPress={add} data-add-option={q.id}>
            {t("formBuilder.options.add")}
          </Button>
        </div>
      </fieldset>
      <div className={s.flags}>
        <Switch isSelected={q.shuffle} onChange={(shuffle) => patch({ shuffle })}>
          {t("formBuilder.options.shuffle")}
        </Switch>
        {q.field === 3 && (
          <Switch isSelected={q.multiple} onChange={(multiple) => patch(multiple ? { multiple, sectionBased: false } : { multiple, correct: q.correct.slice(0, 1) })}>
            {t("formBuilder.options.multiple")}
          </Switch>
        )}
        {q.field !== 4 && !(q.field === 3 && q.multiple) && (
          <Switch isSelected={q.sectionBased} onChange={(on) => patch({ sectionBased: on })}>
            {t("formBuilder.options.sectionBased")}
          </Switch>
        )}
      </div>
      {q.field === 4 && (
        <div className={s.fields}>
          <TextField label={t("formBuilder.options.min")} type="number" value={q.min === null ? "" : String(q.min)} onChange={(v) => patch({ min: numberOrNull(v) })} {...err(`${at}.min`)} />
          <TextField label={t("formBuilder.options.max")} type="number" value={q.max === null ? "" : String(q.max)} onChange={(v) => patch({ max: numberOrNull(v) })} {...err(`${at}.max`)} />
        </div>
      )}
    </>
  );
}

export function SortingItems({ q, at, patch }: { q: SortingQuestion; at: string; patch: Patch }) {
  const t = useT();
  const err = useFieldError();
  const errorOf = useErrorOf();
  const ids = useId();
  const move = (from: number, to: number) => {
    const items = [...q.items];
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved);
    patch({ items });
  };
  return (
    <>
      <fieldset className={s.options} aria-describedby={errorOf(`${at}.items`) ? `${ids}-items` : undefined}>
        <legend className={s.legend}>{t("formBuilder.sorting.legend")}</legend>
        {q.items.map((item, i) => {
          const name = item.value || t("formBuilder.options.optionN", { n: i + 1 });
          return (
            <div key={item.id} className={s.option} data-option={item.id}>
              <TextField className={s.optionText} label={t("formBuilder.options.optionN", { n: i + 1 })} value={item.value} onChange={(value) => patch({ items: q.items.map((x, j) => (j === i ? { ...x, value } : x)) })} {...err(`${at}.items.${i}.value`)} />
              <Button variant="ghost" size="sm" iconOnly aria-label={t("formBuilder.moveUpNamed", { name })} isDisabled={i === 0} onPress={() => move(i, i - 1)}>
                <ChevronDownIcon style={{ transform: "rotate(180deg)" }} />
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("formBuilder.moveDownNamed", { name })} isDisabled={i === q.items.length - 1} onPress={() => move(i, i + 1)}>
                <ChevronDownIcon />
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("formBuilder.options.remove", { name })} onPress={() => patch({ items: q.items.filter((_, j) => j !== i) })}>
                <CloseIcon />
              </Button>
            </div>
          );
        })}
        <GroupError id={`${ids}-items`} message={errorOf(`${at}.items`)} />
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              const id = newId();
              patch({ items: [...q.items, { id, value: "" }] });
              focusSoon(`[data-option="${id}"] input`);
            }}
          >
            {t("formBuilder.options.add")}
          </Button>
        </div>
      </fieldset>
      <div className={s.flags}>
        <Switch isSelected={q.shuffle} onChange={(shuffle) => patch({ shuffle })}>
          {t("formBuilder.options.shuffle")}
        </Switch>
      </div>
    </>
  );
}

export function ComparisonItems({ q, at, patch }: { q: ComparisonQuestion; at: string; patch: Patch }) {
  const t = useT();
  const err = useFieldError();
  const errorOf = useErrorOf();
  const ids = useId();
  const setItem = (i: number, p: Record<string, string>) => patch({ items: q.items.map((x, j) => (j === i ? { ...x, ...p } : x)) });
  return (
    <>
      <fieldset className={s.options} aria-describedby={errorOf(`${at}.items`) ? `${ids}-items` : undefined}>
        <legend className={s.legend}>{t("formBuilder.comparison.legend")}</legend>
        {q.items.map((item, i) => (
          <div key={item.id} className={s.option} data-option={item.id}>
            <TextField className={s.optionText} label={t("formBuilder.comparison.item", { n: i + 1 })} value={item.value} onChange={(value) => setItem(i, { value })} {...err(`${at}.items.${i}.value`)} />
            <TextField className={s.optionText} label={t("formBuilder.comparison.answer", { n: i + 1 })} value={item.answer} onChange={(answer) => setItem(i, { answer })} {...err(`${at}.items.${i}.answer`)} />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t("formBuilder.options.remove", { name: item.value || t("formBuilder.comparison.item", { n: i + 1 }) })}
              onPress={() => patch({ items: q.items.filter((_, j) => j !== i) })}
            >
              <CloseIcon />
            </Button>
          </div>
        ))}
        <GroupError id={`${ids}-items`} message={errorOf(`${at}.items`)} />
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              const id = newId();
              patch({ items: [...q.items, { id, value: "", answer: "" }] });
              focusSoon(`[data-option="${id}"] input`);
            }}
          >
            {t("formBuilder.comparison.add")}
          </Button>
        </div>
      </fieldset>
      <div className={s.flags}>
        <Switch isSelected={q.shuffle} onChange={(shuffle) => patch({ shuffle })}>
          {t("formBuilder.options.shuffle")}
        </Switch>
      </div>
    </>
  );
}
