// The person's choice of how each notification group reaches them: in the app only, each by e-mail at once, or a
// daily or weekly e-mail gathering what is still unread. Shown inside the notification panel; saved on change.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { DeliveryModes } from "../../../services/contract/notificationGroups";
import { putNotificationPreferences } from "../../../services/client/notifications";
import { ErrorState } from "../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { Spinner } from "../../../ui/components/Spinner";
import * as s from "./NotificationPanel.css";
import { notificationKeys, notificationPreferencesQuery } from "./queries";

export function DeliverySettings() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const prefs = useQuery(notificationPreferencesQuery());
  const save = useMutation({
    mutationFn: putNotificationPreferences,
    meta: { errorMessage: "common.updateFail", successMessage: "notifications.delivery.saved" },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
  if (prefs.isPending) return <div className={s.state}><Spinner label={t("app.loading")} /></div>;
  if (prefs.isError)
    return (
      <div className={s.state}>
        <ErrorState title={t("notifications.delivery.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void prefs.refetch()} isRetrying={prefs.isRefetching} announce />
      </div>
    );
  return (
    <section className={s.delivery} aria-labelledby="notification-delivery">
      <h3 id="notification-delivery" className={s.deliveryTitle}>{t("notifications.delivery.title")}</h3>
      <p className={s.itemBody}>{t("notifications.delivery.hint")}</p>
      {prefs.data.groups.map((g) => (
        <Select
          key={g.group}
          label={t(`notifications.group.${g.group}`)}
          selectedKey={g.mode}
          isDisabled={save.isPending}
          onSelectionChange={(mode) => {
            if (mode === null || mode === g.mode) return;
            save.mutate(prefs.data.groups.map((x) => (x.group === g.group ? { ...x, mode: mode as typeof g.mode } : x)));
          }}
        >
          {DeliveryModes.map((m) => (
            <ListBoxItem key={m} id={m}>
              {t(`notifications.mode.${m}`)}
            </ListBoxItem>
          ))}
        </Select>
      ))}
    </section>
  );
}
