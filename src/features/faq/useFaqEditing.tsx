// The editor's operations on the FAQ page: the dialog that is open, the writes, and where focus goes after a
// removal (the control that took the removed one's place, never the page's body).
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { focusWhenReady } from "../../../ui/focus";
import { useT } from "../lists/useT";
import * as api from "./api";
import type { CategoryActions } from "./CategoryCard";
import { CategoryDialog, QuestionDialog } from "./dialogs";
import { cachedFaq, setCachedFaq, useFaqWrite } from "./queries";

type Open =
  | { readonly kind: "category"; readonly category?: api.FaqCategory }
  | { readonly kind: "question"; readonly category: api.FaqCategory; readonly item?: api.FaqItem }
  | { readonly kind: "removeCategory"; readonly category: api.FaqCategory }
  | { readonly kind: "removeQuestion"; readonly item: api.FaqItem };

export const ADD_CATEGORY_ID = "faq-add-category";
// Once the confirmation has gone: its closing animation keeps it in the page for a few frames, and focus set before
// it leaves is taken back by its own focus restore (to the removed row's button, so to body).
const focusLater = (id: string) => focusWhenReady(() => document.getElementById(id));

export function useFaqEditing(faq: api.Faq | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  // Reorders run one after another, each with the version the previous one left in the cache.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const createCategory = useFaqWrite(api.createCategory, { success: "common.createSuccess" });
  const renameCategory = useFaqWrite((v: { c: api.FaqCategory; name: string }) => api.updateCategory(v.c, { category_name: v.name }), { success: "common.updateSuccess" });
  const removeCategory = useFaqWrite(api.removeCategory, { success: "common.removeSuccess" });
  const createItem = useFaqWrite((q: api.QuestionInput) => api.createItem(faq?.id ?? 0, q), { success: "common.createSuccess" });
  const updateItem = useFaqWrite((v: { item: api.FaqItem; q: api.QuestionInput }) => api.updateItem(v.item, v.q), { success: "common.updateSuccess" });
  const removeItem = useFaqWrite(api.removeItem, { success: "common.removeSuccess" });
  const orderQuestions = useFaqWrite(async (v: { id: number; ids: number[] }) => {
    const c = cachedFaq(queryClient)?.categories.find((x) => x.id === v.id);
    if (!c) return;
    const saved = await api.updateCategory(c, { question_position_ids: v.ids });
    setCachedFaq(queryClient, (f) => ({ ...f, categories: f.categories.map((x) => (x.id === saved.id ? saved : x)) }));
  }, { refetch: "onError" });
  const orderCategories = useFaqWrite(async (ids: number[]) => {
    const f = cachedFaq(queryClient);
    if (f?.id == null) return;
    const saved = await api.orderCategories({ ...f, id: f.id }, ids);
    setCachedFaq(queryClient, () => saved);
  }, { refetch: "onError" });

  const enqueue = (run: () => Promise<unknown>) => {
    queue.current = queue.current.then(run).catch(() => undefined);
  };

  const actions: CategoryActions = {
    rename: (category) => setOpen({ kind: "category", category }),
    remove: (category) => setOpen({ kind: "removeCategory", category }),
    addQuestion: (category) => setOpen({ kind: "question", category }),
    editQuestion: (item) => {
      const category = faq?.categories.find((c) => c.id === item.faq_item_category_id);
      if (category) setOpen({ kind: "question", category, item });
    },
    removeQuestion: (item) => setOpen({ kind: "removeQuestion", item }),
    orderQuestions: (category, ids) => {
      setCachedFaq(queryClient, (f) => ({
        ...f, categories: f.categories.map((c) => (c.id === category.id ? { ...c, question_position_ids: ids } : c)),
      }));
      enqueue(() => orderQuestions.mutateAsync({ id: category.id, ids }));
    },
  };
  const reorderCategories = (ids: number[]) => {
    setCachedFaq(queryClient, (f) => ({ ...f, category_position_ids: ids }));
    enqueue(() => orderCategories.mutateAsync(ids));
  };

  let dialog: ReactNode = null;
  if (open?.kind === "category") {
    const c = open.category;
    dialog = (
      <CategoryDialog
        category={c}
        onClose={close}
        onSave={(name) => (c ? renameCategory.mutateAsync({ c, name }) : createCategory.mutateAsync(name))}
      />
    );
  } else if (open?.kind === "question" && faq) {
    const { item, category } = open;
    dialog = (
      <QuestionDialog
        isNew={!item}
        initial={item ? { title: item.title, data: item.data, faq_item_category_id: item.faq_item_category_id } : { title: "", data: "", faq_item_category_id: category.id }}
        categories={faq.category_position_ids.flatMap((id) => faq.categories.find((c) => c.id === id) ?? [])}
        onClose={close}
        onSave={(q) => (item ? updateItem.mutateAsync({ item, q }) : createItem.mutateAsync(q))}
      />
    );
  } else if (open?.kind === "removeCategory") {
    const c = open.category;
    dialog = (
      <ConfirmDialog
        isOpen
        onOpenChange={(o) => !o && close()}
        title={t("faq.category.removeTitle")}
        message={t("faq.category.removeMessage", { name: c.category_name, count: c.question_position_ids.length })}
        confirmLabel={t("faq.remove")}
        cancelLabel={t("app.cancel")}
        closeLabel={t("app.close")}
        pendingLabel={t("app.saving")}
        destructive
        isPending={removeCategory.isPending}
        onConfirm={() =>
          removeCategory.mutateAsync(c).then(() => {
            close();
            focusLater(ADD_CATEGORY_ID);
          }, close)}
      />
    );
  } else if (open?.kind === "removeQuestion") {
    const item = open.item;
    dialog = (
      <ConfirmDialog
        isOpen
        onOpenChange={(o) => !o && close()}
        title={t("faq.question.removeTitle")}
        message={t("faq.question.removeMessage", { name: item.title })}
        confirmLabel={t("faq.remove")}
        cancelLabel={t("app.cancel")}
        closeLabel={t("app.close")}
        pendingLabel={t("app.saving")}
        destructive
        isPending={removeItem.isPending}
        onConfirm={() =>
          removeItem.mutateAsync(item).then(() => {
            close();
            focusLater(`faq-add-question-${item.faq_item_category_id}`);
          }, close)}
      />
    );
  }
  return { actions, reorderCategories, addCategory: () => setOpen({ kind: "category" }), dialog };
}
