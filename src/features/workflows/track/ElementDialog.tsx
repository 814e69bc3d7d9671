// Adding or editing a task: the editor's sources are read first (manageWorkflowElement GET: a new task's defaults
// for its type, or the task with its version; the roles to choose; the fields an agent may name), then title, who
// does it, recommended time, days (relative to the start point, or dates: the track's kind) and the type's content.
// The save sends check_content (spec 001 §5): incomplete content is refused with the field named, unless the
// author saves a draft. A colleague's save meanwhile is refused as stale, named here with Reload.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { DatePicker } from "../../../../ui/components/DatePicker";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { emptyForm, validateFormDefinition } from "../../../../services/formBuilder";
import { focusFirstInvalid } from "../../../../ui/focus";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useT } from "../../lists/useT";
import { type ElementEditor, saveElement, type Workflow, type WorkflowElement } from "../api";
import { translated, useFieldErrors } from "../messages";
import { elementEditorQuery, useWorkflowsWrite, workflowsKey } from "../queries";
import { ContentFields } from "./ContentFields";
import { formKindOf } from "./FormContent";
import { type DurationType, draftOfElement, type ElementDraft, elementInput, elementProblems, partsOf, typeKey } from "./elementForm";
import * as s from "./track.css";

interface Props {
  readonly track: Workflow;
  /** null: a new task of `typeId` */
  readonly elementId: number | null;
  readonly typeId: number;
  readonly onClose: () => void;
  readonly onSaved: (saved: WorkflowElement) => void;
}

export function ElementDialog({ track, elementId, typeId, onClose, onSaved }: Props) {
  const t = useT();
  const editor = useQuery(elementEditorQuery(track.id, elementId, elementId ? null : typeId));
  // Bumped by Reload after a stale refusal only: the form then starts again from the fresh task. Other refetches
  // (after a refused save) must not throw away what the author typed.
  const [generation, setGeneration] = useState(0);
  const title = t(elementId ? "workflows.element.editTitle" : "workflows.element.addTitle", { type: t(`workflows.elementType.${typeKey(typeId)}`) });
  return (
    <Modal isOpen size="lg" onOpenChange={(o) => !o && onClose()}>
      {editor.isSuccess ? (
        <EditorForm key={generation} title={title} track={track} editor={editor.data} onClose={onClose} onSaved={onSaved} onReloaded={() => setGeneration((g) => g + 1)} />
      ) : (
        <Dialog title={title} closeLabel={t("app.close")}>
          {editor.isError ? (
            <ErrorState title={t("workflows.load.elementFailed")} retryLabel={t("app.retry")} onRetry={() => void editor.refetch()} headingLevel={3} announce />
          ) : (
            <Spinner label={t("app.loading")} />
          )}
        </Dialog>
      )}
    </Modal>
  );
}

/** The form's own errors (a test without correct answers among them), checked with the builder's rules. */
const formProblems = (d: ElementDraft) =>
  partsOf(d.workflow_element_type_id).includes("form") ? validateFormDefinition(d.content.form ?? emptyForm(), { kind: formKindOf(d.workflow_element_type_id) }) : [];

interface FormProps {
  readonly title: string;
  readonly track: Workflow;
  readonly editor: ElementEditor;
  readonly onClose: () => void;
  readonly onSaved: (saved: WorkflowElement) => void;
  readonly onReloaded: () => void;
}

function EditorForm({ title, track, editor, onClose, onSaved, onReloaded }: FormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const fieldErrors = useFieldErrors();
  const duration: DurationType = editor.workflow_element_duration_type ?? track.duration_type;
  const [draft, setDraft] = useState<ElementDraft>(() => draftOfElement(editor.element, duration));
  const [tried, setTried] = useState(false);
  const [asDraft, setAsDraft] = useState(false);
  const isNew = draft.id === null;
  const save = useWorkflowsWrite(
    (d: ElementDraft) => saveElement(elementInput(d, track.id, duration), { checkContent: !asDraft }, isNew ? undefined : editor.element.version),
    { success: isNew ? "workflows.element.added" : "workflows.element.saved", failure: "workflows.element.saveFailed", staleShown: true, onSuccess: onSaved },
  );
  const problems = tried ? translated(t, elementProblems(draft, duration)) : {};
  const formErrors = tried ? formProblems(draft) : [];
  const server = save.error ? fieldErrors(save.error) : {};
  const errors: Record<string, string | undefined> = { ...server, ...problems };
  const change = (patch: Partial<ElementDraft>) => {
    if (save.error) save.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = () => {
    setTried(true);
    if (Object.keys(elementProblems(draft, duration)).length > 0 || formProblems(draft).length > 0) return void requestAnimationFrame(() => focusFirstInvalid(document.querySelector("[data-element-form]")));
    save.mutate(draft, { onError: () => requestAnimationFrame(() => focusFirstInvalid(document.querySelector("[data-element-form]"))) });
  };
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: workflowsKey }).then(() => {
      save.reset();
      onReloaded();
    });
  const [startField, endField] = duration === "RELATION" ? ["start_date_rel", "end_date_rel"] : ["start_date_abs", "end_date_abs"];
  return (
    <Dialog
      title={title}
      closeLabel={t("app.close")}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
            {t("app.cancel")}
          </Button>
          <Button onPress={submit} isPending={save.isPending} pendingLabel={t("app.saving")}>
            {t("workflows.element.save")}
          </Button>
        </>
      }
    >
      <form
        className={s.form}
        data-element-form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <StaleNotice error={save.error} onReload={() => void reload()} />
        <TextField label={t("workflows.element.field.title")} value={draft.title} onChange={(v) => change({ title: v })} isRequired autoFocus isInvalid={!!errors.title} errorMessage={errors.title} />
        <div className={s.pair}>
          <Select
            label={t("workflows.element.field.role")}
            selectedKey={draft.assigned_role_id}
            onSelectionChange={(k) => k !== null && change({ assigned_role_id: Number(k) })}
            isInvalid={!!errors.assigned_role_id}
            errorMessage={errors.assigned_role_id}
          >
            {editor.assigned_roles_source.map((r) => (
              <ListBoxItem key={r.id} id={r.id} textValue={r.name}>
                {r.name}
              </ListBoxItem>
            ))}
          </Select>
          <TextField
            label={t("workflows.element.field.recommendedTime")}
            description={t("workflows.element.field.minutesHint")}
            inputMode="numeric"
            value={draft.recommended_time}
            onChange={(v) => change({ recommended_time: v })}
            isInvalid={!!errors.recommended_time}
            errorMessage={errors.recommended_time}
          />
        </div>
        <div className={s.pair}>
          {duration === "RELATION" ? (
            <>
              <TextField
                label={t("workflows.element.field.startDay")}
                description={t("workflows.element.field.dayHint", { checkpoint: track.workflow_checkpoint_name ?? "" })}
                inputMode="numeric"
                isRequired
                value={draft.start}
                onChange={(v) => change({ start: v })}
                isInvalid={!!errors[startField]}
                errorMessage={errors[startField]}
              />
              <TextField
                label={t("workflows.element.field.endDay")}
                inputMode="numeric"
                isRequired
                value={draft.end}
                onChange={(v) => change({ end: v })}
                isInvalid={!!errors[endField]}
                errorMessage={errors[endField]}
              />
            </>
          ) : (
            <>
              <DatePicker
                label={t("workflows.element.field.startDate")}
                value={draft.start || null}
                onChange={(v) => change({ start: v ?? "" })}
                isRequired
                isInvalid={!!errors[startField]}
                errorMessage={errors[startField]}
                openLabel={t("workflows.field.openCalendar")}
              />
              <DatePicker
                label={t("workflows.element.field.endDate")}
                value={draft.end || null}
                onChange={(v) => change({ end: v ?? "" })}
                isRequired
                isInvalid={!!errors[endField]}
                errorMessage={errors[endField]}
                openLabel={t("workflows.field.openCalendar")}
              />
            </>
          )}
        </div>
        <ContentFields
          typeId={draft.workflow_element_type_id}
          content={draft.content}
          onChange={(content) => change({ content })}
          errors={errors}
          fields={editor.email_notification_fields}
          formErrors={formErrors}
        />
        <Checkbox isSelected={asDraft} onChange={setAsDraft}>
          {t("workflows.element.saveDraft")}
        </Checkbox>
        {errors.content && (
          <p role="alert" className={s.rowMeta}>
            {errors.content}
          </p>
        )}
      </form>
    </Dialog>
  );
}
