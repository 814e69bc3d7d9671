// The SCORM calls (services/contract/scorm.ts) for the browser. Commits do not go through here: the runtime
// (scorm-again) posts them itself, synchronously, as the SCORM API requires (runtime.ts).
import { areaApi, areaClient } from "../../../services/client/api";
import { ScormGroup } from "../../../services/contract/scorm";
import type { Launch, ScormPackage } from "../../../services/contract/scorm";

export type { Launch, ScormPackage };
const call = areaClient(areaApi(ScormGroup));

export const getPackage = (id: string, signal?: AbortSignal) => call("scorm.package", (a) => a.scorm.package({ query: { id } }), { signal });
/** Starts or resumes the learner's attempt (a write: never cached, never retried by a query). */
export const launch = (id: string) => call("scorm.launch", (a) => a.scorm.launch({ payload: { scorm_package_id: id } }));
