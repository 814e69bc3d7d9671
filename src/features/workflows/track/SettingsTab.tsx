// The track's settings tab: name, type, category and start point (TrackFields), saved with the version the page
// showed. A colleague's change meanwhile is refused as stale and named beside Save; Reload takes their values.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Spinner } from "../../../../ui/components/Spinner";
import { focusFirstInvalid } from "../../../../ui/focus";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useT } from "../../lists/useT";
import { updateWorkflow, type Workflow } from "../api";
import { translated, useFieldErrors } from "../messages";
import { useReloadWorkflows, useWorkflowsWrite, workflowQuery } from "../queries";
import * as s from "./track.css";
import { TrackFields } from "./TrackFields";
import { draftOfTrack, type TrackDraft, trackInput, trackProblems } from "./trackForm";

export function SettingsTab({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(workflowQuery(id));
  if (!query.data) return <Spinner label={t("app.loading")} />;
  // A new version (a save, Reload) starts the form from what the server has.
  return <SettingsForm key={query.data.version} track={query.data} />;
}

function SettingsForm({ track }: { track: Workflow }) {
  const t = useT();
  const fieldErrors = useFieldErrors();
  const [draft, setDraft] = useState<TrackDraft>(() => draftOfTrack(track));
  const [tried, setTried] = useState(false);
  const save = useWorkflowsWrite((d: TrackDraft) => updateWorkflow(track.id, trackInput(d), track.version), {
    success: "workflows.settings.saved",
    failure: "workflows.settings.saveFailed",
    staleShown: true,
  });
  const reload = useReloadWorkflows(save);
  const problems = tried ? translated(t, trackProblems(draft)) : {};
  const errors = { ...(save.error ? fieldErrors(save.error) : {}), ...problems };
  const submit = () => {
    setTried(true);
    if (Object.keys(trackProblems(draft)).length > 0) return void requestAnimationFrame(() => focusFirstInvalid(document.querySelector("[data-settings-form]")));
    save.mutate(draft);
  };
  return (
    <form
      className={s.panel}
      data-settings-form
      noValidate
      aria-labelledby="settings-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="settings-title" style={{ margin: 0 }}>
        {t("workflows.settings.title")}
      </h2>
      <TrackFields
        draft={draft}
        errors={errors}
        onChange={(patch) => {
          if (save.error) save.reset();
          setDraft((d) => ({ ...d, ...patch }));
        }}
      />
      <StaleNotice error={save.error} onReload={reload} />
      {track.can_edit && (
        <div className={s.bar}>
          <Button type="submit" isPending={save.isPending} pendingLabel={t("app.saving")}>
            {t("workflows.settings.save")}
          </Button>
        </div>
      )}
    </form>
  );
}
