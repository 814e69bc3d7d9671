import type { AnyStateMachine } from "xstate";
import { appVersionMachine, appVersionModel } from "./appVersion";
import { assessmentMachine, assessmentModel } from "./assessment";
import { courseMachine, courseModel } from "./course";
import { courseAppointmentMachine, courseAppointmentModel } from "./courseAppointment";
import { delegationMachine, delegationModel } from "./delegation";
import { devPlanMachine, devPlanModel } from "./devPlan";
import { devPlanActionMachine, devPlanActionModel } from "./devPlanAction";
import { devPlanTaskMachine } from "./devPlanTask";
import { devPlanTaskModel } from "./devPlanTask.model";
import { exportJobMachine, exportJobModel } from "./exportJob";
import type { ModelConfig } from "./graph/model";
import { layoutLoadingMachine, layoutLoadingModel } from "./layoutLoading";
import { lazyListMachine, lazyListModel } from "./lazyList";
import { libraryRequestMachine, libraryRequestModel } from "./libraryRequest";
import { loginMachine, loginModel } from "./login";
import { newsItemMachine, newsItemModel } from "./newsItem";
import { notificationMachine, notificationModel } from "./notification";
import { processStatusMachine, processStatusModel } from "./processStatus";
import { publicationMachine, publicationModel } from "./publication";
import { respondentMachine, respondentModel } from "./respondent";
import { respondentAnswersMachine, respondentAnswersModel } from "./respondentAnswers";
import { savedFilterMachine, savedFilterModel } from "./savedFilter";
import { saveQueueMachine, saveQueueModel } from "./saveQueue";
import { searchMachine, searchModel } from "./search";
import { snackbarMachine, snackbarModel } from "./snackbar";
import { taskCardMachine, taskCardModel } from "./taskCard";
import { taskCardSubTaskMachine, taskCardSubTaskModel } from "./taskCardSubTask";
import { trackProgressMachine, trackProgressModel } from "./trackProgress";
import { uploadMachine, uploadModel } from "./upload";
import { scormAttemptMachine, scormAttemptModel } from "./scormAttempt";
import { userGroupMachine, userGroupModel } from "./userGroup";
import { userStatusMachine, userStatusModel } from "./userStatus";
import { wizardMachine, wizardModel } from "./wizard";

/** A registered machine: the machine, what it is for, whether it is a persisted lifecycle, its test model. */
export interface MachineEntry {
  machine: AnyStateMachine;
  description: string;
  /** "domain": a persisted lifecycle (states carry spec ids, no timers); "flow": a browser flow */
  kind?: "domain" | "flow";
  /**
   * The server decides commands with it (a lifecycle in src/server/events/lifecycle.ts, facts named by its area).
   * Domain machines without it wait for the areas that come next.
   */
  serverDecides?: boolean;
  model: ModelConfig;
}

const domain = <M extends AnyStateMachine>(machine: M, description: string, model: ModelConfig<M>, serverDecides = false): MachineEntry => ({
  machine,
  description,
  kind: "domain",
  ...(serverDecides ? { serverDecides } : {}),
  model: model as ModelConfig,
});
const flow = <M extends AnyStateMachine>(machine: M, description: string, model: ModelConfig<M>): MachineEntry => ({
  machine,
  description,
  kind: "flow",
  model: model as ModelConfig,
});

/** Every machine by name, for replay, `npm run paths` and the model-based tests. */
export const registry: Record<string, MachineEntry> = {
  // persisted lifecycles
  devPlanTask: domain(
    devPlanTaskMachine,
    "An employee's development plan (1-9): compose goals and actions, approve (optionally twice, or automatically after the configured days), execute, interim and final grades, close; cancel from any open state. Who may do what comes from the plan's role model, carried in each event as the actor's relations to the owner.",
    devPlanTaskModel,
    true,
  ),
  devPlan: domain(
    devPlanMachine,
    "An administrator's development plan: the settings wizard must be valid and there must be members before launch; stages preparation 1, launched 2, completed 3; cancel before completion.",
    devPlanModel,
    true,
  ),
  devPlanAction: domain(
    devPlanActionMachine,
    "A development action inside a goal: created 1, in progress 2, completed partially 3, completed 4, canceled 5; reopen returns it to work.",
    devPlanActionModel,
  ),
  trackProgress: domain(
    trackProgressMachine,
    "One user's progress in a course, activity, track or workflow: planned 1, in progress 2, completed 3, overdue 4, available but not started 5. Availability and overdue come from the jobs as `system` events; the learner starts and completes; an admin extends a deadline or re-assigns.",
    trackProgressModel,
    true,
  ),
  publication: domain(
    publicationMachine,
    "Publication of a library file or a track (also the track's publish/unpublish): draft, published, modified (published with unpublished changes), unpublished. Publishing stores the event's date as the last publish date, sets the unpublished-activities count to 0 and marks every task published; a track needs at least one task.",
    publicationModel,
    true,
  ),
  processStatus: domain(
    processStatusMachine,
    "A background process (import, export, sync): create 1, in progress 2, completed 3, error 4. A job starts it and reports progress, completion or failure; an admin or the job retries a failed one.",
    processStatusModel,
  ),
  delegation: domain(
    delegationMachine,
    "A delegation task moving users from one manager to another: create 1, in progress 2, completed 3, error 4. Run now by an admin or at its date by the job; a completed task can no longer be selected or run (`can({ type: 'delegation.select' })`).",
    delegationModel,
  ),
  assessment: domain(
    assessmentMachine,
    "A review cycle by stage 1-7: setup, ready for launch, peer selection, ready to launch reviews, writing reviews, ready for approval, completed. Peer selection only when peers take part; automatic step order skips the owner's 'ready' stages; managers review with the others or after them; force completion ends a launched cycle.",
    assessmentModel,
  ),
  respondent: domain(
    respondentMachine,
    "A reviewee's peer list in an assessment: not started 1, selected 2, in approval 3, approved 4, changed by admin 5, completed 6. The selector and the approver follow the peer selection mode 1-4.",
    respondentModel,
  ),
  respondentAnswers: domain(
    respondentAnswersMachine,
    "One respondent's answers: no answers 1, in progress 2 (draft saved), completed 3 (submitted); an admin may reopen them.",
    respondentAnswersModel,
  ),
  taskCard: domain(
    taskCardMachine,
    "A task card: draft 1, in consultation 2, in progress 3, closing 4, closed 5. The employee sends it and sends it to close; the manager approves (optionally with changes), returns it to draft or to work, and closes it.",
    taskCardModel,
  ),
  taskCardSubTask: domain(
    taskCardSubTaskMachine,
    "A task card's sub-task: created 1, on approval 2, in progress 3, not completed 4, partially completed 5, completed 6, canceled 7, approval 8 (result awaiting the manager's grade).",
    taskCardSubTaskModel,
  ),
  course: domain(
    courseMachine,
    "A course as its administrators build it: inactive 1, active 2, published 3. Publishing needs an active course with a module; a published course keeps at least one module.",
    courseModel,
    true,
  ),
  courseAppointment: domain(
    courseAppointmentMachine,
    "A course appointed to a user, required or additional: assigned 1, in progress 2, passed 3, not passed 4 (may be retaken), canceled 5. The learner may drop only an additional course.",
    courseAppointmentModel,
    true,
  ),
  scormAttempt: domain(
    scormAttemptMachine,
    "One learner's attempt at a SCORM package: active 1 (every Commit stays), suspended 2 (Terminate without the content done, or with cmi.exit suspend; the next launch resumes), finished 3 (Terminate with completed, passed or failed). Only the learner writes to it; a finished attempt takes nothing.",
    scormAttemptModel,
    true,
  ),
  newsItem: domain(
    newsItemMachine,
    "A news item: draft 1 (only editors see it), published 2 from a moment given in the command (readers see it from then; before it, it is scheduled), removed 3. Publishing needs a body and a published item keeps one; unpublishing takes it back to a draft. Only editors (news with edit) act on it.",
    newsItemModel,
    true,
  ),
  userStatus: domain(
    userStatusMachine,
    "A user account: active 1, blocked 2, archived 3, pending 4. Activation is refused over the client's active-user limit (the event carries the count and the limit); invitations go only to active users not yet registered.",
    userStatusModel,
    true,
  ),
  userGroup: domain(
    userGroupMachine,
    "A user group, static or dynamic: the type can change only before the first save (draft 0); then active 1 or inactive 2. Only an active group auto-assigns tracks; only a dynamic one has conditions.",
    userGroupModel,
    true,
  ),
  // browser flows
  layoutLoading: flow(
    layoutLoadingMachine,
    "The layout's spinner: session data, notification settings and branding load in parallel; each ends loaded or failed (logged through the app's `logFailure`), and the layout is ready when all three have ended.",
    layoutLoadingModel,
  ),
  notification: flow(
    notificationMachine,
    "One notification: unread → marking → read only after a successful mark-as-read (a failure leaves it unread); a successful read-all makes it read.",
    notificationModel,
  ),
  lazyList: flow(
    lazyListMachine,
    "A list loaded fully or lazily by `last_id` through the app's `fetchPage`: stops on a short page or a 204, clears on a first-page 204, warns on a 404 or an empty filtered result, cleans itself on failure; a new load or a clean cancels the request in flight silently.",
    lazyListModel,
  ),
  saveQueue: flow(
    saveQueueMachine,
    "Task-form saving: one save at a time, in order (POST without a record id, PUT with one), skipped once the task is completed; in parallel, an inactivity prompt after 60 s asks to update the form data.",
    saveQueueModel,
  ),
  upload: flow(
    uploadMachine,
    "A file upload or CSV import: extension check, progress in percent, cancel by the user (a warning), success only on 200 with a non-empty array (CSV: 200), a refused format interrupts, any failure leaves an empty result, 30-minute limit.",
    uploadModel,
  ),
  libraryRequest: flow(
    libraryRequestMachine,
    "A library list or tree request; a newer request cancels the one in flight without an error.",
    libraryRequestModel,
  ),
  savedFilter: flow(
    savedFilterMachine,
    "A list's saved filter, kept per route and client: reset to the current user when stored by another, applied when stored, saved by POST without id and PUT with one, applied on success, cleared by reset.",
    savedFilterModel,
  ),
  search: flow(
    searchMachine,
    "A search box: searches from 3 characters; a new term or a clear cancels the search in flight.",
    searchModel,
  ),
  snackbar: flow(
    snackbarMachine,
    "The snackbar queue: one message at a time, 3 s, or 10 s with undo; loading messages stay until replaced or dismissed.",
    snackbarModel,
  ),
  login: flow(
    loginMachine,
    "The login form: credentials, submitting, then success, an extra code step, locked out (retry time and attempts left), blocked or error.",
    loginModel,
  ),
  exportJob: flow(
    exportJobMachine,
    "An export: loading, success or failure, failed after 10 minutes.",
    exportJobModel,
  ),
  appVersion: flow(
    appVersionMachine,
    "Page reloads: on a new app version or an installed update, and on a chunk-load failure at most once per 60 s.",
    appVersionModel,
  ),
  wizard: flow(
    wizardMachine,
    "The generic stepper (assessment setup, development-plan settings): forward only from a valid step, back always, launch when every step is valid.",
    wizardModel,
  ),
};

/** name → machine */
export const machines: Record<string, AnyStateMachine> = Object.fromEntries(
  Object.entries(registry).map(([name, e]) => [name, e.machine]),
);

/** name → one-paragraph description */
export const descriptions: Record<string, string> = Object.fromEntries(
  Object.entries(registry).map(([name, e]) => [name, e.description]),
);
