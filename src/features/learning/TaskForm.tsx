// A form, test or feedback task being filled: the form builder's FormView, every change saved through the saveQueue
// machine (one save at a time, POST until a record exists then PUT, none once the task is completed), and after a
// minute without activity a dialog offering to reload the saved answers, merged with what is typed here (spec 000
// §4: the server's copy wins only where it marks an element completed and the local copy does not). Where the person
// is in the form is kept too (FormPosition.tsx).
import { useMachine } from "@xstate/react";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { type SaveFormInput, saveQueueMachine } from "../../../machines/saveQueue";
import type { FormAnswers, FormDefinition } from "../../../services/formBuilder";
import { mergeSavedAnswers, type SavedFormData } from "../../../services/learning";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { Spinner } from "../../../ui/components/Spinner";
import { FormView, type UploadRenderer } from "../formBuilder";
import { AnswerUpload } from "./AnswerUpload";
import * as api from "./api";
import { ResumeFormPosition, useFormPosition } from "./FormPosition";
import { useT } from "./useT";

const toAnswers = (data: SavedFormData): FormAnswers =>
  Object.fromEntries(Object.entries(data).filter(([, e]) => e.value !== undefined).map(([id, e]) => [id, { value: e.value, ...(e.comments ? { comments: e.comments } : {}) }])) as FormAnswers;
const toData = (answers: FormAnswers, before: SavedFormData): SavedFormData => {
  const out: Record<string, SavedFormData[string]> = {};
  // elements the server marked completed without an answer (media viewed) stay
  for (const [id, e] of Object.entries(before)) if (e.completed && e.value === undefined) out[id] = e;
  for (const [id, a] of Object.entries(answers)) out[id] = { value: a.value, ...(a.comments ? { comments: a.comments } : {}) };
  return out;
};

export interface TaskFormProps {
  taskId: number;
  definition: FormDefinition;
  saved: api.SavedForm | null;
  completed: boolean;
  showResults: boolean;
  /** reads the task again (the saved answers as the server has them now) */
  reload: () => Promise<api.TaskDetails | undefined>;
  onSaved: (saved: api.SavedForm) => void;
}

export function TaskForm({ taskId, definition, saved, completed, showResults, reload, onSaved }: TaskFormProps) {
  const t = useT();
  const [data, setData] = useState<SavedFormData>(saved?.data ?? {});
  const version = useRef(saved?.version ?? 0);
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed" | "stale">("idle");
  const machine = useMemo(
    () =>
      saveQueueMachine.provide({
        actors: {
          saveForm: fromPromise<{ id: string | number }, SaveFormInput>(async ({ input }) => {
            setStatus("saving");
            try {
              const r = await api.saveForm(taskId, input.recordId === null ? null : Number(input.recordId), input.data as SavedFormData, version.current);
              version.current = r.version;
              setStatus("saved");
              onSaved(r);
              return { id: r.id };
            } catch (e) {
              setStatus((e as { _tag?: string })._tag === "Conflict" ? "stale" : "failed");
              throw e;
            }
          }),
        },
        actions: {
          refreshForm: () => {
            void reload().then((task) => {
              if (!task?.saved) return;
              version.current = task.saved.version;
              setData((local) => mergeSavedAnswers(local, task.saved!.data as SavedFormData));
            });
          },
        },
      }),
    [taskId, reload, onSaved],
  );
  const root = useRef<HTMLDivElement>(null);
  const position = useFormPosition(taskId, definition, !completed, root);
  const [snap, send] = useMachine(machine, { input: { recordId: saved?.id ?? null, taskCompleted: completed } });
  if (completed && !snap.context.taskCompleted) send({ type: "task.completed" });
  const prompting = snap.matches({ activity: "prompting" });
  // Typing or pointing anywhere on the page is activity (the minute before the dialog starts again).
  useEffect(() => {
    const active = () => send({ type: "user.activity" });
    document.addEventListener("keydown", active);
    document.addEventListener("pointerdown", active);
    return () => {
      document.removeEventListener("keydown", active);
      document.removeEventListener("pointerdown", active);
    };
  }, [send]);
  const change = (answers: FormAnswers) => {
    const next = toData(answers, data);
    setData(next);
    send({ type: "form.save", data: next as never });
  };
  const renderUpload: UploadRenderer = (q, value, put) => (
    <AnswerUpload taskId={taskId} question={q} value={value} onChange={(files) => put(files as never)} isReadOnly={completed} />
  );
  return (
    <div ref={root}>
      {position && <ResumeFormPosition definition={definition} elementId={position.data.element_id} />}
      <Suspense fallback={<Spinner label={t("learning.loading")} />}>
        <FormView definition={definition} answers={toAnswers(data)} onChange={change} seed={String(taskId)} showResults={showResults} isReadOnly={completed} renderUpload={renderUpload} />
      </Suspense>
      <p role="status" aria-live="polite">
        {status === "saving" ? t("learning.form.saving") : status === "saved" ? t("learning.form.saved") : status === "failed" ? t("learning.form.failed") : status === "stale" ? t("learning.form.stale") : ""}
      </p>
      <Modal isOpen={prompting && !completed} onOpenChange={(open) => !open && send({ type: "prompt.dismiss" })}>
        <Dialog
          title={t("learning.inactivity.title")}
          closeLabel={t("learning.close")}
          actions={
            <>
              <Button variant="secondary" onPress={() => send({ type: "prompt.dismiss" })}>{t("learning.inactivity.keep")}</Button>
              <Button onPress={() => send({ type: "prompt.refresh" })}>{t("learning.inactivity.refresh")}</Button>
            </>
          }
        >
          {t("learning.inactivity.text")}
        </Dialog>
      </Modal>
    </div>
  );
}
