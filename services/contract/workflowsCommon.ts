// What the tracks contract's parts share: its constants, ids, dates, names, paging and errors (workflows.ts).
import { Schema } from "effect";
import { Conflict, Forbidden, Invalid, NotFound } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";

/** Track types (spec 000 §2): onboarding tracks, and growth tracks shown under /growth/growthTrack. */
export const WorkflowTypeIds = { onboarding: 1, growth: 2 } as const;
/** Start points (spec 000 §3, 001 §9): the checkpoint a relative track counts its days from; 7 is a custom date. */
export const CheckpointIds = { joinDate: 1, offerDate: 2, acceptOfferDate: 3, hireDate: 4, dayOne: 5, dismissalDate: 6, customDate: 7 } as const;
/** RELATION: tasks carry days relative to the checkpoint; ABSOLUTE: tasks carry calendar dates. */
export const DurationTypes = ["RELATION", "ABSOLUTE"] as const;
/** The 13 activity types of a task (spec 000 §2, issue 15), in the builder's order. */
export const ElementTypeIds = {
  content: 1, communication: 2, event: 3, form: 4, learning: 5, test: 6, feedback: 7, milestone: 8, achievement: 9,
  taskCard: 10, emailAgent: 11, profileInformation: 12, pushAgent: 13,
} as const;
/** Who does a task: the assigned role's side, 1 the company (the people around the newcomer), 2 the employee's side. */
export const ElementSides = { company: 1, employee: 2 } as const;
/** A new task's defaults (spec 001 §6): employee 9, side 2. */
export const ELEMENT_DEFAULTS = { assigned_role_id: 9, workflow_element_side_id: 2 } as const;
/** Publication states of a track (machines/publication.ts). */
export const PublicationStates = { draft: 1, published: 2, modified: 3, unpublished: 4 } as const;
/** Library kinds a task's files may be picked as (spec 001 §5 "File pickers by kind"). */
export const FilePickKinds = ["video", "image", "audio", "scorm", "pdf", "file"] as const;
/** Rich-text, name and list ceilings; `copyTracks`: the most tracks one folder copy takes (one transaction). */
export const WORKFLOW_LIMITS = { name: 255, title: 500, text: 100_000, files: 50, profileFields: 100, elements: 1000, page: 500, copyTracks: 200 } as const;

export const Id = Int32.check(Schema.isGreaterThan(0));
export const IdFromString = IntFromString.check(Schema.isGreaterThan(0));
export const isCalendarDate = (s: string) => {
  const t = Date.parse(s);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};
/** YYYY-MM-DD, a real calendar day. */
export const WorkflowDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
  Schema.makeFilter((s: string) => isCalendarDate(s) || "errors.invalidDate"),
);
/** Days relative to the checkpoint (negative: before it), at most ten years either way. */
export const RelDay = Schema.Int.check(Schema.isBetween({ minimum: -3650, maximum: 3650 }));
export const Name = Line(WORKFLOW_LIMITS.name).check(Schema.isMinLength(1));
export const Paging = {
  limit: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: WORKFLOW_LIMITS.page }))),
  last_id: Schema.optional(IntFromString),
};
export const NamedOption = Schema.Struct({ id: Schema.Int, name: Schema.String });
export const ContextMenuItem = Schema.Struct({ operation_name: Schema.String, enabled: Schema.Boolean });

export const E = [Forbidden, NotFound, Invalid, Conflict];
export const ByFile = { library_file_id: IdFromString };
