// Reading and marking notifications, keeping the list and the unread count in step.
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { markNotificationRead, readAllNotifications } from "../../../services/client/notifications";
import type { Notification } from "../../../services/client/types";
import { notificationKeys, notificationListQuery } from "./queries";

type Page = { items: readonly Notification[]; last_id: number | null };

const markInList = (data: InfiniteData<Page> | undefined, read: (n: Notification) => boolean) =>
  data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (read(n) ? { ...n, is_read: true } : n)) })) };

/** The list (keyset pages) with mark-read and read-all actions. */
export const useNotifications = (enabled: boolean) => {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...notificationListQuery(), enabled });
  const markRead = useMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    meta: { errorMessage: "notifications.markFailed" },
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<Page>>(notificationKeys.list, (d) => markInList(d, (n) => n.id === updated.id));
      queryClient.setQueryData<number>(notificationKeys.unread, (c) => (c === undefined ? c : Math.max(0, c - 1)));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    },
  });
  const readAll = useMutation({
    mutationFn: () => readAllNotifications(),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<Page>>(notificationKeys.list, (d) => markInList(d, () => true));
      queryClient.setQueryData<number>(notificationKeys.unread, 0);
    },
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return { list, items, markRead, readAll };
};
