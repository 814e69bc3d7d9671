import type { SessionUser } from "../../../../services/contract/security.js";
import { FileKinds, type Question, QuestionType } from "../../../../services/formBuilder/index.js";
import type { Sql } from "../../db/types.js";
import { conflictBy, DomainError, invalidField } from "../../events/errors.js";
import { actorOf, formOf, loadTask } from "./task.js";

/** What an upload to a task's file question may be: the question's count, size (bytes), extensions and kinds. */
export interface AnswerUploadLimits {
  readonly maxFiles: number;
  readonly maxBytes: number;
  /** lower case, without the dot; empty: any */
  readonly extensions: readonly string[];
  /** library file type ids; empty: any */
  readonly typeIds: readonly number[];
}

/**
 * The limits of an upload for an answer (the library's upload with purpose=answer), checked before a byte is kept:
 * the task is the signed-in person's to do (another person's or client's: 404; someone else does it: 403), it is
 * open (planned: 409 `learning.errors.notNow`, completed: 409 `learning.errors.taskCompleted`), and the element is a
 * file question of its form (400 `element_id`). The save checks the same files again (checkDraftAnswers).
 */
export const answerUploadLimits = async (sql: Sql, user: SessionUser, taskId: number | null, elementId: string | undefined): Promise<AnswerUploadLimits> => {
  if (taskId === null) throw invalidField("payload.user_workflow_task_id", "learning.errors.noTask");
  const row = await loadTask(sql, user, taskId);
  if (actorOf(row, user).relation !== "self") throw new DomainError("forbidden", "learning.errors.notYourTask", `task ${taskId}`);
  if (row.state === "completed") throw conflictBy("learning.errors.taskCompleted", `task ${taskId}`);
  if (row.state === "planned") throw conflictBy("learning.errors.notNow", `task ${taskId}`);
  const question = formOf(row)?.elements.find((e) => e.id === elementId && e.element === 1 && e.field === QuestionType.fileUpload) as
    | (Question & { field: 6 })
    | undefined;
  if (!question) throw invalidField("payload.element_id", "learning.errors.notUpload");
  return {
    maxFiles: question.multiple ? question.maxFiles : 1,
    maxBytes: question.maxSize * 1024 * 1024,
    extensions: question.extensions,
    typeIds: question.types.flatMap((k) => FileKinds[k] as readonly number[]),
  };
};
