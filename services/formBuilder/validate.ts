import { Result, Schema, SchemaIssue } from "effect";
import { isEmail, isHttpsUrl, markdownLinkProblem } from "./links.js";
import { type FormBuilderError, FormBuilderMessages as M } from "./messages.js";
import { type FormDefinition, type FormElement, type FormKind, elementSchemas, type Question, questionSchemas } from "./schema.js";
import {
  ElementType,
  elementTypeIds,
  FileKinds,
  Limits,
  type MediaElementId,
  mediaAccepts,
  mediaMaxFiles,
  mediaTakesLink,
  QuestionType,
  questionTypeIds,
} from "./types.js";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** Schema failures as field errors under `prefix` (the schema's English text kept in `detail`). */
const schemaErrors = (schema: Schema.Top, input: unknown, prefix: string): FormBuilderError[] => {
  const r = Schema.decodeUnknownResult(schema as any, { errors: "all", onExcessProperty: "error" })(input);
  if (Result.isSuccess(r)) return [];
  let issues: readonly any[] = [];
  try {
    issues = formatter((r.failure as any).issue).issues ?? [];
  } catch {}
  if (!issues.length) return [{ path: prefix, message: M.invalidValue }];
  return issues.map((i: any) => ({
    path: [prefix, ...(i.path ?? []).map((p: any) => String(typeof p === "object" ? p.key : p))].filter(Boolean).join("."),
    message: M.invalidValue,
    detail: String(i.message),
  }));
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Decodes in two steps so that each failure names its field plainly: first the envelope and each element's
 * type (an unknown element or question type is said so, not as a mismatch against 11 shapes), then each
 * element against its own type's schema.
 */
const shapeErrors = (input: unknown): FormBuilderError[] => {
  if (!isRecord(input)) return [{ path: "", message: M.invalidValue }];
  const errors: FormBuilderError[] = [];
  if (input.version !== 1) errors.push({ path: "version", message: M.invalidValue });
  const elements = input.elements;
  if (!Array.isArray(elements)) return [...errors, { path: "elements", message: M.invalidValue }];
  if (elements.length > Limits.elements) return [...errors, { path: "elements", message: M.tooManyElements, values: { max: Limits.elements } }];
  for (const k of Object.keys(input)) if (k !== "version" && k !== "elements") errors.push({ path: k, message: M.invalidValue, detail: "unknown key" });
  elements.forEach((e, i) => {
    const at = `elements.${i}`;
    if (!isRecord(e)) errors.push({ path: at, message: M.invalidValue });
    else if (!elementTypeIds.includes(e.element as never)) errors.push({ path: `${at}.element`, message: M.unknownElement });
    else if (e.element !== ElementType.question) errors.push(...schemaErrors(elementSchemas[e.element as keyof typeof elementSchemas], e, at));
    else if (!questionTypeIds.includes(e.field as never)) errors.push({ path: `${at}.field`, message: M.unknownQuestion });
    else errors.push(...schemaErrors(questionSchemas[e.field as keyof typeof questionSchemas], e, at));
  });
  return errors;
};

const nonBlank = (s: string) => s.trim() !== "";

/** The rules a well-shaped definition must still meet (spec 001 §5 and the builder's limits). */
const ruleErrors = (def: FormDefinition, kind: FormKind): FormBuilderError[] => {
  const errors: FormBuilderError[] = [];
  const push = (path: string, message: string, values?: FormBuilderError["values"]) => errors.push(values ? { path, message, values } : { path, message });
  const seen = new Set<string>();
  const dividerAt = new Map<string, number>();
  def.elements.forEach((e, i) => {
    if (seen.has(e.id)) push(`elements.${i}.id`, M.duplicateId);
    seen.add(e.id);
    if (e.element === ElementType.divider) dividerAt.set(e.id, i);
  });
  let questions = 0;
  let scored = 0;
  def.elements.forEach((e, i) => {
    const at = `elements.${i}`;
    if (e.element === ElementType.question) {
      questions++;
      if (questionRules(e, at, i, kind, dividerAt, push)) scored++;
      return;
    }
    elementRules(e, at, push);
  });
  if (questions === 0) push("elements", M.noQuestions);
  else if (kind === "test" && scored === 0) push("elements", M.testNotScored);
  return errors;
};

type Push = (path: string, message: string, values?: FormBuilderError["values"]) => void;

/** Checks a question; answers whether it counts towards a test's score. */
const questionRules = (q: Question, at: string, index: number, kind: FormKind, dividerAt: Map<string, number>, push: Push): boolean => {
  if (!nonBlank(q.title)) push(`${at}.title`, M.titleRequired);
  if (q.image_url !== null && !isHttpsUrl(q.image_url)) push(`${at}.image_url`, M.imageHttps);
  switch (q.field) {
    case QuestionType.shortText:
    case QuestionType.paragraph:
      if (q.min_length !== null && q.max_length !== null && q.min_length > q.max_length) push(`${at}.min_length`, M.minAboveMax);
      return false;
    case QuestionType.dropdown:
    case QuestionType.multiChoice:
    case QuestionType.singleChoice: {
      optionRules(q.items, at, push);
      const ids = new Set(q.items.map((item) => item.id));
      if ("sectionBased" in q)
        q.items.forEach((item, j) => {
          if (item.toSection === null || item.toSection === "submit") return;
          const to = dividerAt.get(item.toSection);
          if (to === undefined) push(`${at}.items.${j}.toSection`, M.jumpUnknown);
          else if (to < index) push(`${at}.items.${j}.toSection`, M.jumpBackward);
        });
      if (q.field === QuestionType.multiChoice) {
        if (q.min !== null && q.max !== null && q.min > q.max) push(`${at}.min`, M.minAboveMax);
        if (q.max !== null && q.max > q.items.length) push(`${at}.max`, M.maxAboveOptions);
        else if (q.min !== null && q.min > q.items.length) push(`${at}.min`, M.maxAboveOptions);
      }
      if (kind !== "test") return false;
      if (q.correct.some((c) => !ids.has(c))) push(`${at}.correct`, M.correctUnknown);
      else if (q.correct.length === 0) push(`${at}.correct`, M.correctMissing);
      else if (new Set(q.correct).size !== q.correct.length) push(`${at}.correct`, M.duplicateId);
      else if ((q.field === QuestionType.singleChoice || (q.field === QuestionType.dropdown && !q.multiple)) && q.correct.length > 1)
        push(`${at}.correct`, M.correctOnlyOne);
      return true;
    }
    case QuestionType.fileUpload:
      if (!q.multiple && q.maxFiles > 1) push(`${at}.maxFiles`, M.maxAboveOptions);
      return false;
    case QuestionType.rating:
      return false;
    case QuestionType.date:
      if (q.min !== null && q.max !== null && q.min > q.max) push(`${at}.min`, M.minAboveMax);
      return false;
    case QuestionType.functionalHead:
    case QuestionType.mentor:
      return false;
    case QuestionType.sorting:
      optionRules(q.items, at, push);
      return true;
    case QuestionType.comparison:
      optionRules(q.items, at, push);
      q.items.forEach((item, j) => {
        if (!nonBlank(item.answer)) push(`${at}.items.${j}.answer`, M.answerEmpty);
      });
      return true;
  }
};

/** Options of a choice, sorting or comparison question: 2 to `Limits.items`, each named, ids unique. */
const optionRules = (items: readonly { id: string; value: string }[], at: string, push: Push) => {
  if (items.length < 2) push(`${at}.items`, M.optionsTooFew);
  if (items.length > Limits.items) push(`${at}.items`, M.optionsTooMany, { max: Limits.items });
  const ids = new Set<string>();
  items.forEach((item, j) => {
    if (ids.has(item.id)) push(`${at}.items.${j}.id`, M.duplicateId);
    ids.add(item.id);
    if (!nonBlank(item.value)) push(`${at}.items.${j}.value`, M.optionEmpty);
  });
};

const kindOf = (typeId: number) => (Object.keys(FileKinds) as (keyof typeof FileKinds)[]).filter((k) => (FileKinds[k] as readonly number[]).includes(typeId));

const elementRules = (e: Exclude<FormElement, Question>, at: string, push: Push) => {
  switch (e.element) {
    case ElementType.richText: {
      const problem = markdownLinkProblem(e.value);
      if (problem === "image") push(`${at}.value`, M.imageHttps);
      else if (problem === "link") push(`${at}.value`, M.linkFormat);
      return;
    }
    case ElementType.divider:
      return;
    case ElementType.contact:
      if (!nonBlank(e.name)) push(`${at}.name`, M.contactName);
      if (e.email !== "" && !isEmail(e.email)) push(`${at}.email`, M.email);
      if (e.avatar && !kindOf(e.avatar.general_file_type_id).includes("image")) push(`${at}.avatar`, M.fileKind);
      return;
    default: {
      const element = e.element as MediaElementId;
      const accepts = mediaAccepts[element];
      if (e.url !== null && e.url !== "") {
        if (!mediaTakesLink(element)) push(`${at}.url`, M.invalidValue);
        else if (!isHttpsUrl(e.url)) push(`${at}.url`, element === ElementType.image ? M.imageHttps : M.linkHttps);
      }
      if (e.files.length === 0 && !(mediaTakesLink(element) && e.url)) push(`${at}.files`, M.fileRequired);
      if (e.files.length > mediaMaxFiles[element]) push(`${at}.files`, M.tooManyFiles, { max: mediaMaxFiles[element] });
      e.files.forEach((f, j) => {
        if (!kindOf(f.general_file_type_id).some((k) => accepts.includes(k))) push(`${at}.files.${j}`, M.fileKind);
      });
    }
  }
};

export type Checked = { readonly ok: true; readonly value: FormDefinition } | { readonly ok: false; readonly errors: FormBuilderError[] };

/**
 * Decodes and checks a form definition for saving as a form, a test or a feedback form: every problem as a
 * field error (path into the definition, catalogue id). A test needs the correct answers of its choice
 * questions; image links must be https; files must be of the element's kind; jumps lead to a later section.
 */
export const checkFormDefinition = (input: unknown, options: { kind: FormKind }): Checked => {
  const shape = shapeErrors(input);
  if (shape.length) return { ok: false, errors: shape };
  const value = input as FormDefinition;
  const errors = ruleErrors(value, options.kind);
  return errors.length ? { ok: false, errors } : { ok: true, value };
};

/** The field errors of a form definition (none: it can be saved). */
export const validateFormDefinition = (input: unknown, options: { kind: FormKind }): FormBuilderError[] => {
  const r = checkFormDefinition(input, options);
  return r.ok ? [] : r.errors;
};
