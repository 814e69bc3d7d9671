// The FAQ's edit dialogs: a category's name, and a question (title, category, answer). Each field is checked
// as the server does before sending; the server's own field refusal shows under its field.
import { useState } from "react";
import { fieldErrorsOf } from "../../../services/client/errors";
import { ANSWER_MAX, CATEGORY_NAME_MAX, faqTextProblem, QUESTION_TITLE_MAX } from "../../../services/contract/faq";
import { checkRichText } from "../../../services/richText";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import { AppFormDialog } from "../../app/AppFormDialog";
import { RichTextEditor } from "../../ui/richText";
import { useT } from "../lists/useT";
import type { FaqCategory, QuestionInput } from "./api";
import * as s from "./faq.css";

/** A one-line text's problem, as the server would refuse it (empty, too long, a line break). */
const lineProblem = (text: string, max: number) =>
  faqTextProblem(text) ?? ([...text].length > max ? "faq.errors.tooLong" : /[\r\n]/.test(text) ? "errors.singleLine" : null);

/** Runs a save; a field refusal from the server is kept for its field, any other failure closes nothing. */
function useSave<V>(save: (v: V) => Promise<unknown>, onClose: () => void) {
  const [pending, setPending] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const run = (v: V) => {
    setPending(true);
    save(v)
      .then(onClose)
      .catch((e) => setServer(fieldErrorsOf(e)))
      .finally(() => setPending(false));
  };
  return { pending, server, setServer, run };
}

interface CategoryProps {
  readonly category?: FaqCategory;
  readonly onSave: (name: string) => Promise<unknown>;
  readonly onClose: () => void;
}

export function CategoryDialog({ category, onSave, onClose }: CategoryProps) {
  const t = useT();
  const [name, setName] = useState(category?.category_name ?? "");
  const [tried, setTried] = useState(false);
  const { pending, server, setServer, run } = useSave(onSave, onClose);
  const problem = lineProblem(name, CATEGORY_NAME_MAX);
  const error = (tried && problem) || server.category_name?.[0];
  return (
    <AppFormDialog
      title={t(category ? "faq.category.renameTitle" : "faq.category.addTitle")}
      submitLabel={t(category ? "app.save" : "faq.add")}
      isPending={pending}
      size="sm"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!problem && !pending) run(name.trim());
      }}
    >
      <TextField
        label={t("faq.category.name")}
        value={name}
        onChange={(v) => {
          setName(v);
          setServer({});
        }}
        autoFocus
        isRequired
        isInvalid={Boolean(error)}
        errorMessage={error ? t(error, { max: CATEGORY_NAME_MAX }) : undefined}
      />
    </AppFormDialog>
  );
}

interface QuestionProps {
  readonly initial: QuestionInput;
  readonly isNew: boolean;
  readonly categories: readonly FaqCategory[];
  readonly onSave: (q: QuestionInput) => Promise<unknown>;
  readonly onClose: () => void;
}

export function QuestionDialog({ initial, isNew, categories, onSave, onClose }: QuestionProps) {
  const t = useT();
  const [q, setQ] = useState(initial);
  const [tried, setTried] = useState(false);
  const { pending, server, setServer, run } = useSave(onSave, onClose);
  const set = (change: Partial<QuestionInput>) => {
    setQ((old) => ({ ...old, ...change }));
    setServer({});
  };
  const titleProblem = lineProblem(q.title, QUESTION_TITLE_MAX);
  // The server's own checks of rich text (https images, safe links), asked before sending.
  const answerProblem = [...q.data].length > ANSWER_MAX ? "faq.errors.tooLong" : (checkRichText(q.data)[0]?.code ?? null);
  const titleError = (tried && titleProblem) || server.title?.[0];
  const answerError = (tried && answerProblem) || server.data?.[0];
  const categoryError = server.faq_item_category_id?.[0];
  return (
    <AppFormDialog
      title={t(isNew ? "faq.question.addTitle" : "faq.question.editTitle")}
      submitLabel={t(isNew ? "faq.add" : "app.save")}
      isPending={pending}
      size="lg"
      className={s.fields}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!titleProblem && !answerProblem && !pending) run({ ...q, title: q.title.trim() });
      }}
    >
      <TextField
        label={t("faq.question.title")}
        value={q.title}
        onChange={(title) => set({ title })}
        autoFocus
        isRequired
        isInvalid={Boolean(titleError)}
        errorMessage={titleError ? t(titleError, { max: QUESTION_TITLE_MAX }) : undefined}
      />
      <Select
        label={t("faq.question.category")}
        selectedKey={q.faq_item_category_id}
        onSelectionChange={(k) => set({ faq_item_category_id: Number(k) })}
        isInvalid={Boolean(categoryError)}
        errorMessage={categoryError ? t(categoryError) : undefined}
      >
        {categories.map((c) => (
          <ListBoxItem key={c.id} id={c.id} textValue={c.category_name}>
            {c.category_name}
          </ListBoxItem>
        ))}
      </Select>
      <RichTextEditor
        label={t("faq.question.answer")}
        defaultValue={initial.data}
        onChange={(data) => set({ data })}
        errorMessage={answerError ? t(answerError, { max: ANSWER_MAX }) : undefined}
      />
    </AppFormDialog>
  );
}
