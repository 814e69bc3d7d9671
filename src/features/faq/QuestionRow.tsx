// One question: a disclosure whose heading button shows the answer (react-aria: aria-expanded, Enter and Space),
// with the editor's drag handle, edit and remove beside it.
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from "react-aria-components";
import { Button } from "../../../ui/components/Button";
import { RichTextView } from "../../ui/richText";
import { useT } from "../lists/useT";
import type { FaqItem } from "./api";
import * as s from "./faq.css";
import { ChevronIcon, PencilIcon, TrashIcon } from "./icons";
import { useSortableRow } from "./Sortable";

interface Props {
  readonly item: FaqItem;
  readonly editable: boolean;
  readonly sortable: boolean;
  readonly onEdit: (item: FaqItem) => void;
  readonly onRemove: (item: FaqItem) => void;
}

export function QuestionRow({ item, editable, sortable, onEdit, onRemove }: Props) {
  const t = useT();
  const row = useSortableRow(item.id, item.title, sortable);
  return (
    <li ref={row.ref} style={row.style} className={[s.question, row.className].filter(Boolean).join(" ")} data-question-id={item.id}>
      <Disclosure id={item.id}>
        <div className={s.questionRow}>
          {row.handle}
          <Heading level={3} className={s.questionHeading}>
            <AriaButton slot="trigger" className={s.trigger} id={`faq-question-${item.id}`}>
              <span className={s.chevron}>
                <ChevronIcon />
              </span>
              <span>{item.title}</span>
            </AriaButton>
          </Heading>
          {editable ? (
            <span className={s.actions}>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("faq.question.edit", { name: item.title })} onPress={() => onEdit(item)}>
                <PencilIcon size={16} />
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={t("faq.question.remove", { name: item.title })} onPress={() => onRemove(item)}>
                <TrashIcon size={16} />
              </Button>
            </span>
          ) : null}
        </div>
        <DisclosurePanel className={s.panel}>
          {item.data.trim() ? <RichTextView html={item.data_html} /> : <p className={s.empty}>{t("faq.question.noAnswer")}</p>}
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
