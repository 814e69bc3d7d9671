// The snackbar, bottom left (spec 001 §9), showing the snackbar machine's current message. Its region is the app's
// one polite live region: always in the page, so each message put into it is read out (saves, errors, background
// results such as an upload or an export); the items themselves carry no live role, so nothing is read twice.
import { useSelector } from "@xstate/react";
import { useIntl } from "react-intl";
import { Snackbar } from "../../../ui/components/Snackbar";
import { dismissNotice, noticeValues, snackbar } from "../../app/snackbar/notify";

export function SnackbarHost() {
  const intl = useIntl();
  const current = useSelector(snackbar, (s) => s.context.current);
  const text = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }, noticeValues(current?.id ?? "")) : id);
  return (
    <Snackbar
      items={
        current
          ? [
              {
                id: current.id,
                message: text(current.text),
                variant: current.kind === "loading" ? "info" : current.kind,
                undoLabel: current.undo ? intl.formatMessage({ id: "app.undo" }) : undefined,
              },
            ]
          : []
      }
      onUndo={() => snackbar.send({ type: "snackbar.undo" })}
      onClose={(id) => dismissNotice(String(id))}
      closeLabel={intl.formatMessage({ id: "app.close" })}
      regionLabel={intl.formatMessage({ id: "notifications.title" })}
      liveRoles={false}
    />
  );
}
