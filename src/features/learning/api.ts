// The learning calls (services/contract/learning.ts) for the browser: one area client over the learning group.
import { areaApi, areaClient } from "../../../services/client/api";
import { LearningGroup } from "../../../services/contract/learning";
import type * as C from "../../../services/contract/learning";
import type { SavedFormData } from "../../../services/learning";
import { downloadPosted } from "../library/api";

const call = areaClient(areaApi(LearningGroup));
type S = AbortSignal | undefined;

export type UserTrack = C.UserTrack;
export type Timeline = C.Timeline;
export type TimelineTask = C.TimelineTask;
export type TrackMaterial = C.TrackMaterial;
export type TaskDetails = C.TaskDetails;
export type SavedForm = C.SavedForm;
export type MyTask = C.MyTask;
export type FormPosition = C.FormPosition;

export const userTracks = (q: { limit: number; last_id?: number; workflow_types?: (1 | 2)[]; category_id?: number }, signal?: S) =>
  call("learning.userTracks", (a) => a.learning.userTracks({ payload: q }), { signal });
export const timeline = (workflow_id: number, signal?: S) =>
  call("learning.timeline", (a) => a.learning.timeline({ query: { workflow_id } }), { signal });
export const task = (user_workflow_task_id: number, signal?: S) =>
  call("learning.task", (a) => a.learning.task({ query: { user_workflow_task_id } }), { signal });
/** Saves the whole form: POST without a record, PUT with its id (the saveQueue machine decides which). */
export const saveForm = (taskId: number, recordId: number | null, data: SavedFormData, expectedVersion: number) =>
  recordId === null
    ? call("learning.createFormData", (a) => a.learning.createFormData({ payload: { user_workflow_task_id: taskId, data: data as never, expectedVersion } }))
    : call("learning.updateFormData", (a) => a.learning.updateFormData({ params: { id: recordId }, payload: { data: data as never, expectedVersion } }));
export const progress = (taskId: number, command: "start" | "complete", expectedVersion: number) =>
  call("learning.progress", (a) => a.learning.progress({ payload: { user_workflow_task_id: taskId, command, expectedVersion } }));
export const formPosition = (user_workflow_task_id: number, signal?: S) =>
  call("learning.formPosition", (a) => a.learning.formPosition({ query: { user_workflow_task_id } }), { signal });
/** Saves where the person is in a task's form: POST the first time, PUT naming the record after. */
export const saveFormPosition = (taskId: number, recordId: number | null, data: FormPosition) =>
  recordId === null
    ? call("learning.createFormPosition", (a) => a.learning.createFormPosition({ payload: { user_workflow_task_id: taskId, data } }))
    : call("learning.updateFormPosition", (a) => a.learning.updateFormPosition({ payload: { id: recordId, data } }));
export const myTasks = (q: { limit: number; last_id?: number; today?: boolean }, signal?: S) =>
  call("learning.myTasks", (a) => a.learning.myTasks({ payload: q }), { signal });

/** A task's form data as a zip (answers.csv and the attached files): this person's, or with `all` everyone's. */
export const downloadFormData = (userTaskId: number, all: boolean, title: string) =>
  downloadPosted("downloadFormData", { user_workflow_task_id: userTaskId, all }, `${title}.zip`);
