// Export of a list to XLSX through the exportJob machine: loading (with progress in the button), then the file is
// downloaded, or the failure / time-limit notice is shown.
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { type ExportFile, exportJobMachine } from "../../../machines/exportJob";
import { useIntl } from "react-intl";
import { announce } from "../../../ui/a11y/announce";
import { notify } from "../../app/snackbar/notify";
import { downloadFile, type ExportRequest, exportList } from "./api";

export function useExport() {
  const machine = useMemo(
    () =>
      exportJobMachine.provide({
        actors: { runExport: fromPromise<ExportFile, Record<string, unknown>>(({ input }) => exportList(input as unknown as ExportRequest)) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const intl = useIntl();
  const state = String(snapshot.value);
  const file = snapshot.context.file;
  const problem = snapshot.context.problem;

  useEffect(() => {
    // The button's progress bar is not read out: say that the file is being prepared (the snackbar says when it is ready).
    if (state === "loading") announce(intl.formatMessage({ id: "lists.exporting" }));
    else if (state === "success" && file) {
      downloadFile(file);
      notify({ message: "lists.export.done", variant: "success" });
      send({ type: "export.reset" });
    } else if (state === "failure") {
      notify({ message: problem === "timeout" ? "common.timeLimit" : "lists.export.failed", variant: "error" });
      send({ type: "export.reset" });
    }
  }, [state, file, problem, send, intl]);

  const start = useCallback((request: ExportRequest) => send({ type: "export.start", params: request as unknown as Record<string, unknown> }), [send]);
  return { busy: state === "loading", start };
}
