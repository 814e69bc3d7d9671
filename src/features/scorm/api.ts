// The SCORM calls (services/contract/scorm.ts) for the browser. A SCO's commits do not go through here: the runtime
// (scorm-again) posts them itself, synchronously, as the SCORM API requires (runtime.ts); an asset's does.
import { areaApi, areaClient } from "../../../services/client/api";
import { ScormGroup } from "../../../services/contract/scorm";
import type { Launch, ScormPackage } from "../../../services/contract/scorm";

export type { Launch, ScormPackage };
const call = areaClient(areaApi(ScormGroup));

export const getPackage = (id: string, signal?: AbortSignal) => call("scorm.package", (a) => a.scorm.package({ query: { id } }), { signal });
/** Starts or resumes the learner's attempt (a write: never cached, never retried by a query). */
export const launch = (id: string) => call("scorm.launch", (a) => a.scorm.launch({ payload: { scorm_package_id: id } }));
/**
 * An asset (content that makes no run-time calls) opened: the player records it completed, as SCORM's LMS does for
 * content that does not report itself, with a Terminate so the attempt waits to be resumed at it.
 */
export const completeAsset = (launch: Launch, item: string) =>
  call("scorm.commit", (a) => a.scorm.commit({
    payload: {
      attempt_id: launch.attempt_id, item, terminate: true,
      values: launch.package.version === "1.2" ? { "cmi.core.lesson_status": "completed" } : { "cmi.completion_status": "completed" },
    },
  }));
