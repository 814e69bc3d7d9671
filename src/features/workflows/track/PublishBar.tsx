// Publishing a track (spec 000 §4): the publication conditions the server answers (getWorkflowPublicationConditions)
// decide the buttons. Publish is offered when nothing blocks it; when something does, the button stays, disabled,
// with each blocking reason listed beside it (the task it is about named), as the plan's command bar does.
// Publishing and unpublishing ask first; a colleague's change meanwhile is refused as stale and named here.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { staleOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { focusWhenReady, pageHeading } from "../../../../ui/focus";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import { publish, unpublish, type Workflow } from "../api";
import { conditionsQuery, elementsQuery, useReloadWorkflows, useWorkflowsWrite } from "../queries";
import * as s from "./track.css";

type Command = "publish" | "unpublish";

export function PublishBar({ track }: { track: Workflow }) {
  const t = useT();
  const conditions = useQuery(conditionsQuery(track.id));
  const elements = useQuery(elementsQuery(track.id));
  const [open, setOpen] = useState<Command | null>(null);
  const run = useWorkflowsWrite((c: Command) => (c === "publish" ? publish : unpublish)(track.id, conditions.data?.publication_version ?? track.publication_version), {
    failure: "workflows.publish.failed",
    staleShown: true,
    onSuccess: () => {
      setOpen(null);
      focusWhenReady(pageHeading);
    },
  });
  const reload = useReloadWorkflows(run);
  // A stale refusal closes the confirmation: the notice must not sit behind a modal.
  const stale = !!staleOf(run.error);
  useEffect(() => {
    if (stale) setOpen(null);
  }, [stale]);
  if (!track.can_edit || !conditions.data) return null;
  const c = conditions.data;
  const taskTitle = (id: number | null) => (id === null ? null : (elements.data?.find((e) => e.id === id)?.title ?? `#${id}`));
  const blocked = !c.can_publish && c.reasons.length > 0;
  return (
    <div className={s.bar}>
      <StaleNotice error={run.error} onReload={reload} />
      {c.can_unpublish && (
        <Button variant="secondary" onPress={() => setOpen("unpublish")}>
          {t("workflows.publish.unpublish")}
        </Button>
      )}
      {c.can_publish ? (
        <Button onPress={() => setOpen("publish")}>{t("workflows.publish.publish")}</Button>
      ) : blocked ? (
        <span className={s.refused}>
          <Button isDisabled aria-describedby="publish-reasons">
            {t("workflows.publish.publish")}
          </Button>
          <ul id="publish-reasons" className={s.reasons} data-testid="publish-reasons">
            {c.reasons.map((r) => (
              <li key={`${r.code}-${r.element_id ?? 0}`}>
                {t(r.code)}
                {r.element_id !== null && <> {t("workflows.publish.inTask", { title: taskTitle(r.element_id) })}</>}
              </li>
            ))}
          </ul>
        </span>
      ) : null}
      <ConfirmDialog
        isOpen={open !== null}
        onOpenChange={(o) => !o && !run.isPending && setOpen(null)}
        title={t(`workflows.publish.${open ?? "publish"}Title`)}
        message={t(`workflows.publish.${open ?? "publish"}Message`, { name: track.display_name })}
        confirmLabel={t(`workflows.publish.${open ?? "publish"}`)}
        cancelLabel={t("app.cancel")}
        irreversible
        isPending={run.isPending}
        pendingLabel={t("app.saving")}
        closeLabel={t("app.close")}
        onConfirm={() => open && run.mutate(open, { onSuccess: () => notifyDone(open) })}
      />
    </div>
  );
}

const notifyDone = (c: Command) => notify({ message: c === "publish" ? "workflows.publish.success" : "workflows.publish.unpublished", variant: "success" });
