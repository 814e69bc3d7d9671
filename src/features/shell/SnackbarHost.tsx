// The snackbar, bottom left (spec 001 §9), showing the snackbar machine's current message. Each new message is
// read out through the app's one polite live region (the items themselves carry no live role, so it is read once).
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useAnnounce } from "../../../ui/components/Announcer";
import { Snackbar } from "../../../ui/components/Snackbar";
import { dismissNotice, noticeValues, snackbar } from "../../app/snackbar/notify";

export function SnackbarHost() {
  const intl = useIntl();
  const current = useSelector(snackbar, (s) => s.context.current);
  const text = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }, noticeValues(current?.id ?? "")) : id);
  const announce = useAnnounce();
  const said = current ? text(current.text) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per message (its id), not per re-render
  useEffect(() => announce(said), [current?.id]);
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
