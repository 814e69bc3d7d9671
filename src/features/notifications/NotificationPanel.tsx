// The notification side panel: the user's notifications, newest first, paged by last id; a click marks one
// read and opens its page, "Mark all as read" marks them all, "E-mail" shows the person's delivery choices.
// Loading, empty and error states included.
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { CloseIcon, InboxIcon } from "../../../ui/components/icons";
import { Spinner } from "../../../ui/components/Spinner";
import type { Notification } from "../../../services/client/types";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { DeliverySettings } from "./DeliverySettings";
import * as s from "./NotificationPanel.css";
import { unreadCountQuery } from "./queries";
import { useNotifications } from "./useNotifications";

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

function Item({ n, onRead, onOpen }: { n: Notification; onRead: (id: number) => void; onOpen: (link: string) => void }) {
  const locale = useLocale();
  return (
    <li>
      <button
        type="button"
        className={s.item}
        aria-disabled={n.is_read && !n.link}
        onClick={() => {
          if (!n.is_read) onRead(n.id);
          if (n.link) onOpen(n.link);
        }}
      >
        <span className={[s.dot, n.is_read && s.dotRead].filter(Boolean).join(" ")} aria-hidden="true" />
        <span>
          <span className={[s.itemTitle, !n.is_read && s.itemTitleUnread].filter(Boolean).join(" ")}>{n.title}</span>
          {n.body && <span className={s.itemBody}>{n.body}</span>}
          <span className={s.itemMeta}>
            <time dateTime={n.created_at}>{formatDate(n.created_at, "long", locale)}</time>
            {!n.is_read && <UnreadLabel />}
          </span>
        </span>
      </button>
    </li>
  );
}

function UnreadLabel() {
  const intl = useIntl();
  return <span>{intl.formatMessage({ id: "notifications.unread" })}</span>;
}

function Body({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  const intl = useIntl();
  const router = useRouter();
  const locale = useLocale();
  // Stored links name the page without the locale segment; ru has none (docs/architecture.md §7).
  const open = (link: string) => {
    onClose();
    void router.navigate({ href: `${locale === "ru" ? "" : `/${locale}`}${link}` });
  };
  const { list, items, markRead } = useNotifications(enabled);
  if (list.isPending)
    return (
      <div className={s.state}>
        <Spinner label={intl.formatMessage({ id: "app.loading" })} />
      </div>
    );
  if (list.isError)
    return (
      <div className={s.state}>
        <ErrorState
          title={intl.formatMessage({ id: "notifications.loadFailed" })}
          retryLabel={intl.formatMessage({ id: "app.retry" })}
          onRetry={() => void list.refetch()}
          isRetrying={list.isRefetching}
          announce
        />
      </div>
    );
  if (items.length === 0)
    return (
      <div className={s.state}>
        <EmptyState icon={<InboxIcon size={28} />} title={intl.formatMessage({ id: "notifications.empty" })} />
      </div>
    );
  return (
    <>
      <ul className={s.list}>
        {items.map((n) => (
          <Item key={n.id} n={n} onRead={(id) => markRead.mutate(id)} onOpen={open} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={s.footer}>
          <Button variant="secondary" size="sm" onPress={() => void list.fetchNextPage()} isPending={list.isFetchingNextPage}>
            {intl.formatMessage({ id: "app.loadMore" })}
          </Button>
        </div>
      )}
    </>
  );
}

export function NotificationPanel({ isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  const unread = useQuery({ ...unreadCountQuery(), enabled: isOpen }).data ?? 0;
  const { readAll } = useNotifications(false);
  const [delivery, setDelivery] = useState(false);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog className={s.dialog} aria-labelledby="notifications-title">
          <div className={s.header}>
            <div>
              <Heading slot="title" id="notifications-title" className={s.title}>
                {intl.formatMessage({ id: "notifications.title" })}
              </Heading>
              <p className={s.count}>{intl.formatMessage({ id: "notifications.unreadCount" }, { count: unread })}</p>
            </div>
            <div className={s.headerActions}>
              <Button variant="ghost" size="sm" aria-pressed={delivery} onPress={() => setDelivery((d) => !d)}>
                {intl.formatMessage({ id: "notifications.delivery.open" })}
              </Button>
              <Button variant="ghost" size="sm" onPress={() => readAll.mutate()} isDisabled={unread === 0} isPending={readAll.isPending}>
                {intl.formatMessage({ id: "notifications.readAll" })}
              </Button>
              <Button variant="ghost" size="sm" iconOnly aria-label={intl.formatMessage({ id: "notifications.close" })} onPress={() => onOpenChange(false)}>
                <CloseIcon size={18} />
              </Button>
            </div>
          </div>
          <div className={s.body}>
            {delivery && <DeliverySettings />}
            <Body enabled={isOpen} onClose={() => onOpenChange(false)} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
