// /faq: the client's questions and answers by category. Everyone with the FAQ section reads and searches them
// (from 3 characters, on titles); those with its edit flag also add, rename, remove and order categories and
// questions (drag and drop, by mouse or keyboard). Decisions: src/features/faq/README.md.
import { useQuery } from "@tanstack/react-query";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { FAQ_SEARCH_MIN } from "../../../services/contract/faq";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { InboxIcon } from "../../../ui/components/icons";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import { useSession } from "../auth/queries";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { useSearchTerm } from "../users/PersonPicker";
import { CategoryCard } from "./CategoryCard";
import * as s from "./faq.css";
import { PlusIcon } from "./icons";
import { faqQuery } from "./queries";
import { isSearch, shownCategories } from "./search";
import { SortableList } from "./Sortable";
import { ADD_CATEGORY_ID, useFaqEditing } from "./useFaqEditing";

export function FaqPage() {
  const t = useT();
  const session = useSession();
  const faq = useQuery(faqQuery());
  const { text, setText, term } = useSearchTerm();
  const editable = !!session && allows(session.permissions as Permissions, "faq", "edit");
  const editing = useFaqEditing(faq.data);
  const searching = isSearch(term);
  const shown = faq.data ? shownCategories(faq.data, term) : [];
  const found = shown.reduce((n, c) => n + c.questions.length, 0);
  const names = new Map(shown.map((c) => [c.category.id, c.category.category_name]));
  const typed = text.trim();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("faq.title")}</h1>
          <p className={p.pageLead}>{t(editable ? "faq.leadEditor" : "faq.lead")}</p>
        </div>
        {editable ? (
          <Button id={ADD_CATEGORY_ID} onPress={editing.addCategory}>
            <PlusIcon size={16} /> {t("faq.category.add")}
          </Button>
        ) : null}
      </header>
      <div className={s.toolbar}>
        <TextField
          type="search"
          label={t("faq.search.label")}
          placeholder={t("faq.search.placeholder")}
          value={text}
          onChange={setText}
          className={s.search}
          description={typed.length > 0 && typed.length < FAQ_SEARCH_MIN ? t("faq.search.hint", { count: FAQ_SEARCH_MIN }) : undefined}
        />
        <span className={s.spacer} />
        {/* The count of matches, announced politely as the debounced search settles. */}
        <span className={s.count} role="status">
          {faq.data && searching ? t("faq.search.found", { count: found }) : ""}
        </span>
      </div>
      <div aria-busy={faq.isPending}>
        {faq.isPending ? (
          <Spinner label={t("app.loading")} />
        ) : faq.isError ? (
          <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void faq.refetch()} headingLevel={2} />
        ) : faq.data.category_position_ids.length === 0 ? (
          <EmptyState icon={<InboxIcon size={28} />} title={t("faq.empty")} description={t(editable ? "faq.emptyEditor" : "faq.emptyReader")} headingLevel={2} />
        ) : shown.length === 0 ? (
          <EmptyState icon={<InboxIcon size={28} />} title={t("faq.search.nothing")} headingLevel={2} />
        ) : (
          <SortableList ids={shown.map((c) => c.category.id)} labelOf={(id) => names.get(id) ?? ""} onReorder={editing.reorderCategories}>
            <ul className={s.list} aria-label={t("faq.categories")}>
              {shown.map(({ category, questions }) => (
                <CategoryCard
                  key={category.id}
                  category={category}
                  questions={questions}
                  editable={editable}
                  sortable={editable && !searching}
                  actions={editing.actions}
                />
              ))}
            </ul>
          </SortableList>
        )}
      </div>
      {editing.dialog}
    </div>
  );
}
