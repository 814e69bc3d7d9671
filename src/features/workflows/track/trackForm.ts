// A track's settings as a form (create dialog and settings tab): the draft, what is wrong with it (checked like the
// server, before sending), and the payload. Pure, so it can be tested alone.
import { CheckpointIds } from "../../../../services/contract/workflows";
import type { Workflow, WorkflowInput } from "../api";

export interface TrackDraft {
  display_name: string;
  workflow_type_id: 1 | 2;
  category_id: number | null;
  duration_type: "RELATION" | "ABSOLUTE";
  workflow_checkpoint_id: number | null;
  workflow_checkpoint_custom_date: string | null;
  start_date: string | null;
  end_date: string | null;
}

export const CHECKPOINTS = Object.values(CheckpointIds);

export const emptyTrack = (): TrackDraft => ({
  display_name: "",
  workflow_type_id: 1,
  category_id: null,
  duration_type: "RELATION",
  workflow_checkpoint_id: CheckpointIds.dayOne,
  workflow_checkpoint_custom_date: null,
  start_date: null,
  end_date: null,
});

export const draftOfTrack = (w: Workflow): TrackDraft => ({
  display_name: w.display_name,
  workflow_type_id: w.workflow_type_id === 2 ? 2 : 1,
  category_id: w.category_id,
  duration_type: w.duration_type,
  workflow_checkpoint_id: w.workflow_checkpoint_id,
  workflow_checkpoint_custom_date: w.workflow_checkpoint_custom_date,
  start_date: w.start_date,
  end_date: w.end_date,
});

/** Field → catalogue id of what is wrong with it. */
export const trackProblems = (d: TrackDraft): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!d.display_name.trim()) out.display_name = "workflows.check.nameRequired";
  else if (d.display_name.trim().length > 255) out.display_name = "workflows.check.nameTooLong";
  if (d.duration_type === "RELATION") {
    if (!d.workflow_checkpoint_id) out.workflow_checkpoint_id = "workflows.check.checkpointRequired";
    else if (d.workflow_checkpoint_id === CheckpointIds.customDate && !d.workflow_checkpoint_custom_date)
      out.workflow_checkpoint_custom_date = "workflows.check.customDateRequired";
  } else {
    if (!d.start_date) out.start_date = "workflows.check.startRequired";
    if (!d.end_date) out.end_date = "workflows.check.endRequired";
    else if (d.start_date && d.end_date < d.start_date) out.end_date = "workflows.check.endBeforeStart";
  }
  return out;
};

export const trackInput = (d: TrackDraft): WorkflowInput => ({
  display_name: d.display_name.trim(),
  workflow_type_id: d.workflow_type_id,
  category_id: d.category_id,
  duration_type: d.duration_type,
  ...(d.duration_type === "RELATION"
    ? {
        workflow_checkpoint_id: d.workflow_checkpoint_id,
        workflow_checkpoint_custom_date: d.workflow_checkpoint_id === CheckpointIds.customDate ? d.workflow_checkpoint_custom_date : null,
        start_date: null,
        end_date: null,
      }
    : { workflow_checkpoint_id: null, workflow_checkpoint_custom_date: null, start_date: d.start_date, end_date: d.end_date }),
});
