// One category: its name as a heading, its questions in their order (sortable for editors when not searching),
// and the editor's rename, remove and add-question buttons.
import { DisclosureGroup } from "react-aria-components";
import { Button } from "../../../ui/components/Button";
import { useT } from "../lists/useT";
import type { FaqCategory, FaqItem } from "./api";
import * as s from "./faq.css";
import { PencilIcon, PlusIcon, TrashIcon } from "./icons";
import { QuestionRow } from "./QuestionRow";
import { SortableList, useSortableRow } from "./Sortable";

export interface CategoryActions {
  readonly rename: (c: FaqCategory) => void;
  readonly remove: (c: FaqCategory) => void;
  readonly addQuestion: (c: FaqCategory) => void;
  readonly editQuestion: (item: FaqItem) => void;
  readonly removeQuestion: (item: FaqItem) => void;
  readonly orderQuestions: (c: FaqCategory, ids: number[]) => void;
}

interface Props {
  readonly category: FaqCategory;
  readonly questions: readonly FaqItem[];
  readonly editable: boolean;
  /** Dragging is offered to editors while the whole FAQ shows (not while a search filters it). */
  readonly sortable: boolean;
  readonly actions: CategoryActions;
}

export function CategoryCard({ category, questions, editable, sortable, actions }: Props) {
  const t = useT();
  const row = useSortableRow(category.id, category.category_name, sortable);
  const headingId = `faq-category-${category.id}`;
  const titles = new Map(questions.map((q) => [q.id, q.title]));
  return (
    <li ref={row.ref} style={row.style} className={[s.category, row.className].filter(Boolean).join(" ")}>
      <section aria-labelledby={headingId}>
        <div className={s.categoryHead}>
          {row.handle}
          <h2 id={headingId} className={s.categoryTitle}>
            {category.category_name}
          </h2>
          {editable ? (
            <span className={s.actions}>
              <Button variant="secondary" size="sm" id={`faq-add-question-${category.id}`} onPress={() => actions.addQuestion(category)}>
                <PlusIcon size={16} /> {t("faq.question.add")}
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("faq.category.rename", { name: category.category_name })} onPress={() => actions.rename(category)}>
                <PencilIcon size={16} />
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("faq.category.remove", { name: category.category_name })} onPress={() => actions.remove(category)}>
                <TrashIcon size={16} />
              </Button>
            </span>
          ) : null}
        </div>
        {questions.length === 0 ? (
          <p className={s.empty}>{t("faq.category.empty")}</p>
        ) : (
          <DisclosureGroup allowsMultipleExpanded>
            <SortableList ids={questions.map((q) => q.id)} labelOf={(id) => titles.get(id) ?? ""} onReorder={(ids) => actions.orderQuestions(category, ids)}>
              <ul className={s.questions} aria-label={t("faq.category.questions", { name: category.category_name })}>
                {questions.map((q) => (
                  <QuestionRow key={q.id} item={q} editable={editable} sortable={sortable} onEdit={actions.editQuestion} onRemove={actions.removeQuestion} />
                ))}
              </ul>
            </SortableList>
          </DisclosureGroup>
        )}
      </section>
    </li>
  );
}
