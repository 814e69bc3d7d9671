// A form for filling: the sections on the learner's path (jumps followed as they answer), each question with its
// control, option comments, and (`showResults`) which answers were right, from the same scoreAnswers the server
// uses. Reused by the learning pages to fill form, test and feedback tasks.
import { type ReactNode, useId, useMemo } from "react";
import { CheckboxGroup } from "react-aria-components";
import { Button } from "../../../ui/components/Button";
import { Checkbox } from "../../../ui/components/Checkbox";
import { FieldHelp, FieldLabel } from "../../../ui/components/Field";
import * as f from "../../../ui/components/Field.css";
import { ChevronDownIcon } from "../../../ui/components/icons";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import {
  type Answer,
  type AnswerValue,
  type FormAnswers,
  type FormBuilderError,
  type FormDefinition,
  type FormElement,
  isHttpsUrl,
  type Question,
  scoreAnswers,
  sectionPath,
  shuffled,
} from "../../../services/formBuilder";
import { useT } from "./context";
import * as s from "./formBuilder.css";

export interface FormViewProps {
  definition: FormDefinition;
  answers: FormAnswers;
  onChange: (answers: FormAnswers) => void;
  /** shuffles options the same way for the same seed (the learner's task, say) */
  seed?: string;
  /** show which scored answers were right */
  showResults?: boolean;
  /** answer errors by question id (validateAnswers) */
  errors?: readonly FormBuilderError[];
  isReadOnly?: boolean;
  /** heading level of section titles */
  headingLevel?: 2 | 3 | 4;
  /** the control of a file question where files can be attached (the learning task page); absent: what it asks */
  renderUpload?: UploadRenderer;
}

export type UploadRenderer = (q: Question & { field: 6 }, value: AnswerValue | undefined, put: (v: AnswerValue | undefined) => void) => ReactNode;

export default function FormView({ definition, answers, onChange, seed = "", showResults, errors = [], isReadOnly, headingLevel = 3, renderUpload }: FormViewProps) {
  const t = useT();
  const path = sectionPath(definition, answers);
  const score = useMemo(() => (showResults ? scoreAnswers(definition, answers) : null), [showResults, definition, answers]);
  const errorOf = (id: string) => {
    const e = errors.find((x) => x.path === id);
    return e ? t(e.message, e.values) : undefined;
  };
  const H = `h${headingLevel}` as const;
  const set = (id: string, answer: Answer | undefined) => {
    const next = { ...answers };
    if (answer === undefined) delete next[id];
    else next[id] = answer;
    onChange(next);
  };
  return (
    <div className={s.view}>
      {score && score.total > 0 && (
        <p role="status" className={s.verdict}>
          {t("formBuilder.view.score", { correct: score.correct, total: score.total, percent: score.percent })}
        </p>
      )}
      {path.map((section) =>
        section.elements.map((e) =>
          e.element === 9 ? (
            <H key={e.id} className={s.sectionTitle}>
              {e.title || t("formBuilder.element.divider")}
            </H>
          ) : e.element === 1 ? (
            <div key={e.id} className={s.question} data-question={e.id}>
              <QuestionInput q={e} answer={answers[e.id]} seed={seed} onAnswer={(a) => set(e.id, a)} error={errorOf(e.id)} isReadOnly={isReadOnly} renderUpload={renderUpload} />
              {score?.questions[e.id] && (
                <p className={`${s.verdict} ${score.questions[e.id].correct ? s.right : s.wrong}`}>
                  {t(score.questions[e.id].correct ? "formBuilder.view.right" : "formBuilder.view.wrong")}
                </p>
              )}
            </div>
          ) : (
            <Content key={e.id} e={e} />
          ),
        ),
      )}
    </div>
  );
}

function Content({ e }: { e: Exclude<FormElement, Question> }) {
  const t = useT();
  switch (e.element) {
    case 2:
      // Shown as text: the tracks' Markdown renderer (marked + DOMPurify) is for the learning pages to plug in.
      return <p className={s.markdown}>{e.value}</p>;
    case 9:
      return null;
    case 10:
      return (
        <address className={s.question}>
          <strong>{e.name}</strong>
          {e.job && <span>{e.job}</span>}
          {e.email && <a href={`mailto:${e.email}`}>{e.email}</a>}
          {e.phone && <span>{e.phone}</span>}
          {e.location && <span>{e.location}</span>}
          {e.contactDescription && <span className={s.muted}>{e.contactDescription}</span>}
        </address>
      );
    default:
      return (
        <figure className={s.question}>
          {e.element === 3 && e.url && isHttpsUrl(e.url) ? <img className={s.image} src={e.url} alt={e.alt} /> : null}
          {e.element === 4 && e.url && isHttpsUrl(e.url) ? (
            <a href={e.url} target="_blank" rel="noreferrer">
              {e.title || e.url}
            </a>
          ) : null}
          {e.files.length > 0 && (
            <ul className={s.sortList}>
              {e.files.map((file) => (
                <li key={file.file_id}>{file.name}</li>
              ))}
            </ul>
          )}
          {e.title && <figcaption>{e.title}</figcaption>}
          {!e.title && !e.url && e.files.length === 0 && <figcaption className={s.muted}>{t(`formBuilder.view.noFile`)}</figcaption>}
        </figure>
      );
  }
}

function QuestionInput({
  q,
  answer,
  seed,
  onAnswer,
  error,
  isReadOnly,
  renderUpload,
}: {
  q: Question;
  answer: Answer | undefined;
  seed: string;
  onAnswer: (a: Answer | undefined) => void;
  error?: string;
  isReadOnly?: boolean;
  renderUpload?: UploadRenderer;
}) {
  const t = useT();
  const value = answer?.value;
  const put = (v: AnswerValue | undefined) => onAnswer(v === undefined ? undefined : { ...answer, value: v });
  const common = { isRequired: q.required, isInvalid: !!error, errorMessage: error, isReadOnly, description: q.description || undefined };
  const image = q.image_url && isHttpsUrl(q.image_url) ? <img className={s.image} src={q.image_url} alt="" /> : null;
  switch (q.field) {
    case 1:
    case 2:
      return (
        <>
          {image}
          <TextField label={q.title} multiline={q.field === 2} value={typeof value === "string" ? value : ""} onChange={(v) => put(v === "" ? undefined : v)} {...common} />
        </>
      );
    case 3:
    case 4:
    case 5: {
      const items = q.shuffle ? shuffled(q.items, `${seed}:${q.id}`) : q.items;
      const many = q.field === 4 || (q.field === 3 && q.multiple);
      const chosen = typeof value === "string" ? [value] : Array.isArray(value) ? (value as string[]) : [];
      const comments = (
        <ChoiceComments
          items={items.filter((i) => i.hasComment && chosen.includes(i.id))}
          comments={answer?.comments ?? {}}
          onComment={(id, text) => onAnswer({ value: value ?? [], comments: { ...answer?.comments, [id]: text } })}
        />
      );
      if (many)
        return (
          <>
            {image}
            <CheckboxGroup className={f.field} value={chosen} onChange={(v) => put(v.length ? v : undefined)} isRequired={q.required} isInvalid={!!error} isReadOnly={isReadOnly}>
              <FieldLabel>{q.title}</FieldLabel>
              {items.map((i) => (
                <Checkbox key={i.id} value={i.id}>
                  {i.value}
                </Checkbox>
              ))}
              <FieldHelp description={common.description} errorMessage={error} />
            </CheckboxGroup>
            {comments}
          </>
        );
      if (q.field === 3)
        return (
          <>
            {image}
            <Select label={q.title} selectedKey={chosen[0] ?? null} onSelectionChange={(k) => put(k === null ? undefined : String(k))} {...common}>
              {items.map((i) => (
                <ListBoxItem key={i.id} id={i.id}>
                  {i.value}
                </ListBoxItem>
              ))}
            </Select>
            {comments}
          </>
        );
      return (
        <>
          {image}
          <RadioGroup label={q.title} value={chosen[0] ?? null} onChange={(v) => put(v)} {...common}>
            {items.map((i) => (
              <Radio key={i.id} value={i.id}>
                {i.value}
              </Radio>
            ))}
          </RadioGroup>
          {comments}
        </>
      );
    }
    case 6:
      if (renderUpload) return (
        <>
          {image}
          {renderUpload(q, value, put)}
          {error && <p className={s.muted} role="alert">{error}</p>}
        </>
      );
      return (
        <div className={s.question}>
          {image}
          <FieldLabel>{q.title}</FieldLabel>
          <p className={s.muted}>{t("formBuilder.view.uploadHere", { count: q.multiple ? q.maxFiles : 1, size: q.maxSize })}</p>
        </div>
      );
    case 7: {
      const values = Array.from({ length: q.max - q.min + 1 }, (_, i) => q.min + i);
      return (
        <>
          {image}
          <RadioGroup label={q.title} orientation="horizontal" value={typeof value === "number" ? String(value) : null} onChange={(v) => put(Number(v))} {...common}>
            {values.map((n) => (
              <Radio key={n} value={String(n)} aria-label={t("formBuilder.view.ratingOf", { n, max: q.max })}>
                {q.icon === "star" ? "★" : String(n)}
              </Radio>
            ))}
          </RadioGroup>
          {(q.label1 || q.label2) && <p className={s.muted}>{[q.label1, q.label2].filter(Boolean).join(" — ")}</p>}
        </>
      );
    }
    case 8: {
      if (!q.range)
        return <TextField label={q.title} type="date" value={typeof value === "string" ? value : ""} onChange={(v) => put(v || undefined)} {...common} />;
      const range = typeof value === "object" && value !== null && "from" in value ? value : { from: "", to: "" };
      return (
        <fieldset className={s.options}>
          <legend className={s.legend}>{q.title}</legend>
          <div className={s.fields}>
            <TextField label={t("formBuilder.view.from")} type="date" value={range.from} onChange={(from) => put({ ...range, from })} isReadOnly={isReadOnly} />
            <TextField label={t("formBuilder.view.to")} type="date" value={range.to} onChange={(to) => put({ ...range, to })} isInvalid={!!error} errorMessage={error} isReadOnly={isReadOnly} />
          </div>
        </fieldset>
      );
    }
    case 9:
    case 10:
      return (
        <div className={s.question}>
          <FieldLabel>{q.title}</FieldLabel>
          <p className={s.muted}>{t(q.field === 9 ? "formBuilder.field.functionalHeadHelp" : "formBuilder.field.mentorHelp")}</p>
        </div>
      );
    case 11:
      return <SortingInput q={q} value={value} seed={seed} onAnswer={put} error={error} isReadOnly={isReadOnly} />;
    case 12: {
      // Distinct texts: two items with the same answer pair with either (correctness compares the texts).
      const texts = [...new Set(q.items.map((i) => i.answer))];
      const answersOffered = q.shuffle ? shuffled(texts, `${seed}:${q.id}`) : texts;
      const pairs = typeof value === "object" && value !== null && !Array.isArray(value) && !("from" in value) ? (value as Record<string, string>) : {};
      return (
        <fieldset className={s.options}>
          <legend className={s.legend}>{q.title}</legend>
          {q.items.map((item) => (
            <Select
              key={item.id}
              label={item.value}
              selectedKey={pairs[item.id] ?? null}
              onSelectionChange={(k) => put({ ...pairs, [item.id]: String(k) })}
              isDisabled={isReadOnly}
            >
              {answersOffered.map((a) => (
                <ListBoxItem key={a} id={a}>
                  {a}
                </ListBoxItem>
              ))}
            </Select>
          ))}
          {error && <p className={s.error}>{error}</p>}
        </fieldset>
      );
    }
  }
}

function ChoiceComments({ items, comments, onComment }: { items: { id: string; value: string }[]; comments: Record<string, string>; onComment: (id: string, text: string) => void }) {
  const t = useT();
  return items.map((i) => <TextField key={i.id} label={t("formBuilder.view.commentOn", { name: i.value })} value={comments[i.id] ?? ""} onChange={(text) => onComment(i.id, text)} />);
}

function SortingInput({
  q,
  value,
  seed,
  onAnswer,
  error,
  isReadOnly,
}: {
  q: Extract<Question, { field: 11 }>;
  value: AnswerValue | undefined;
  seed: string;
  onAnswer: (v: string[]) => void;
  error?: string;
  isReadOnly?: boolean;
}) {
  const t = useT();
  const labelId = useId();
  const initial = q.shuffle ? shuffled(q.items, `${seed}:${q.id}`).map((i) => i.id) : q.items.map((i) => i.id);
  const order = Array.isArray(value) && value.length === q.items.length ? (value as string[]) : initial;
  const byId = new Map(q.items.map((i) => [i.id, i.value]));
  const move = (from: number, to: number, id: string) => {
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, id);
    onAnswer(next);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-sort="${q.id}:${id}"][data-dir="${to < from ? "up" : "down"}"]:not([disabled])`)?.focus());
  };
  return (
    <div className={s.question}>
      <span id={labelId} className={s.legend}>
        {q.title}
      </span>
      <ol className={s.sortList} aria-labelledby={labelId}>
        {order.map((id, i) => (
          <li key={id} className={s.sortItem}>
            <span>{byId.get(id)}</span>
            {!isReadOnly && (
              <span className={s.actions}>
                <Button variant="ghost" size="sm" iconOnly data-sort={`${q.id}:${id}`} data-dir="up" aria-label={t("formBuilder.moveUpNamed", { name: byId.get(id) ?? "" })} isDisabled={i === 0} onPress={() => move(i, i - 1, id)}>
                  <ChevronDownIcon style={{ transform: "rotate(180deg)" }} />
                </Button>
                <Button variant="ghost" size="sm" iconOnly data-sort={`${q.id}:${id}`} data-dir="down" aria-label={t("formBuilder.moveDownNamed", { name: byId.get(id) ?? "" })} isDisabled={i === order.length - 1} onPress={() => move(i, i + 1, id)}>
                  <ChevronDownIcon />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {error && <p className={s.error}>{error}</p>}
    </div>
  );
}
