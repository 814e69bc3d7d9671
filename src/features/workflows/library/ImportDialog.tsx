// Importing a track from a file made by Export: the browser reads the JSON and checks its format mark, then the
// server decodes it as it would any payload (a wrong field is named) and creates a draft track in this folder.
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { FileDrop } from "../../../../ui/components/FileDrop";
import { useT } from "../../lists/useT";
import * as s from "../../library/browse/library.css";
import { importWorkflow, type WorkflowExport } from "../api";
import { useFieldErrors } from "../messages";
import { useWorkflowPaths } from "../paths";
import { useWorkflowsWrite } from "../queries";

/** The file's content when it is an export of a track, else null. */
const parseExport = (text: string): WorkflowExport | null => {
  try {
    const data = JSON.parse(text) as { format?: unknown };
    return data && data.format === "stride.workflow" ? (data as WorkflowExport) : null;
  } catch {
    return null;
  }
};

export function ImportDialog({ folderId, onClose }: { folderId: number | null; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useWorkflowPaths();
  const fieldErrors = useFieldErrors();
  const [file, setFile] = useState<{ name: string; data: WorkflowExport | null } | null>(null);
  const run = useWorkflowsWrite((data: WorkflowExport) => importWorkflow(folderId, data), {
    success: "workflows.import.success",
    failure: "workflows.import.failed",
    onSuccess: (w) => void navigate({ href: paths.track(w.id) }),
  });
  const serverProblem = run.error ? Object.entries(fieldErrors(run.error))[0] : undefined;
  const problem = file && !file.data ? t("workflows.import.notExport") : serverProblem ? `${serverProblem[0]}: ${serverProblem[1]}` : null;
  return (
    <Modal isOpen size="md" onOpenChange={(o) => !o && !run.isPending && onClose()} isDismissable={!run.isPending}>
      <Dialog
        title={t("workflows.import.title")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={run.isPending}>
              {t("app.cancel")}
            </Button>
            <Button onPress={() => file?.data && run.mutate(file.data)} isDisabled={!file?.data} isPending={run.isPending} pendingLabel={t("app.saving")}>
              {t("workflows.import.submit")}
            </Button>
          </>
        }
      >
        <p className={s.muted}>{t("workflows.import.lead")}</p>
        <FileDrop
          acceptedFileTypes={[".json", "application/json"]}
          chooseLabel={t("workflows.import.choose")}
          dropLabel={t("workflows.import.drop")}
          isDisabled={run.isPending}
          onSelect={(f) => {
            run.reset();
            void f.text().then((text) => setFile({ name: f.name, data: parseExport(text) }));
          }}
        />
        {file && <p className={s.muted}>{t("workflows.import.chosen", { name: file.name })}</p>}
        {problem && (
          <p role="alert" className={s.muted}>
            {problem}
          </p>
        )}
      </Dialog>
    </Modal>
  );
}
