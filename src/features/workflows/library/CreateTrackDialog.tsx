// Creating a track in the current folder: its settings (TrackFields), checked before sending; the server's field
// errors show beside the fields. The new track's page opens at once, on its timeline.
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { FormDialog } from "../../../../ui/components/FormDialog";
import { useT } from "../../lists/useT";
import { createWorkflow } from "../api";
import { translated, useFieldErrors } from "../messages";
import { useWorkflowPaths } from "../paths";
import { useWorkflowsWrite } from "../queries";
import { TrackFields } from "../track/TrackFields";
import { emptyTrack, type TrackDraft, trackInput, trackProblems } from "../track/trackForm";

export function CreateTrackDialog({ folderId, onClose }: { folderId: number | null; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useWorkflowPaths();
  const fieldErrors = useFieldErrors();
  const [draft, setDraft] = useState<TrackDraft>(emptyTrack);
  const [tried, setTried] = useState(false);
  const create = useWorkflowsWrite((d: TrackDraft) => createWorkflow(folderId, trackInput(d)), {
    success: "workflows.created",
    failure: "workflows.createFailed",
    onSuccess: (w) => void navigate({ href: paths.track(w.id) }),
  });
  const problems = tried ? translated(t, trackProblems(draft)) : {};
  const server = create.error ? fieldErrors(create.error) : {};
  return (
    <FormDialog
      title={t("workflows.create.title")}
      submitLabel={t("workflows.create.submit")}
      cancelLabel={t("app.cancel")}
      closeLabel={t("app.close")}
      pendingLabel={t("app.saving")}
      isPending={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(trackProblems(draft)).length === 0) create.mutate(draft);
      }}
    >
      <TrackFields
        draft={draft}
        autoFocus
        errors={{ ...server, ...problems }}
        onChange={(patch) => {
          create.reset();
          setDraft((d) => ({ ...d, ...patch }));
        }}
      />
    </FormDialog>
  );
}
