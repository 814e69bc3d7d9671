// The toolbar bell with the unread count; the count refreshes on every route change when the client has
// any notification type switched on (spec 000 §4), and at once when a notification arrives (the live stream,
// whose code loads after the first screen).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { BellIcon } from "../../app/icons";
import * as shell from "../shell/shell.css";
import { anySettingActive, notificationKeys, notificationSettingsQuery, unreadCountQuery } from "./queries";

export function NotificationBell({ onPress }: { onPress: () => void }) {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsQuery()).data;
  const active = anySettingActive(settings);
  const count = useQuery({ ...unreadCountQuery(), enabled: active }).data ?? 0;

  useEffect(() => {
    if (!active) return;
    return router.subscribe("onResolved", () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread }));
  }, [active, router, queryClient]);

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("../../../services/client/notificationStream").then(({ openNotificationStream }) => {
      if (stopped) return;
      stop = openNotificationStream(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [active, queryClient]);

  return (
    <Button variant="ghost" size="sm" iconOnly className={shell.toolbarButton} aria-label={intl.formatMessage({ id: "toolbar.notifications" }, { count })} onPress={onPress}>
      <BellIcon size={20} />
      {count > 0 && (
        <span className={shell.badge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Button>
  );
}
