// The private iCalendar feed: make a link (shown once, since the server keeps only its hash), copy it into a mail
// client, replace it, or revoke it (asked first: a revoked link stops for good). Both writes refetch the status.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { TextField } from "../../../ui/components/TextField";
import { focusWhenReady } from "../../../ui/focus";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { notify } from "../../app/snackbar/notify";
import { useT } from "../lists/useT";
import * as api from "./api";
import * as s from "./calendar.css";
import { calendarKeys, feedQuery } from "./queries";

const CREATE_ID = "calendar-feed-create";

export function FeedPanel() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const status = useQuery(feedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<"replace" | "revoke" | null>(null);
  const settled = () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed });
  const create = useMutation({
    mutationFn: api.createFeed,
    meta: { errorMessage: "common.updateFail", successMessage: "calendar.feed.created" },
    onSuccess: (link) => {
      setAsking(null);
      setUrl(new URL(link.url, window.location.origin).toString());
    },
    onSettled: settled,
  });
  const revoke = useMutation({
    mutationFn: api.revokeFeed,
    meta: { errorMessage: "common.updateFail", successMessage: "calendar.feed.revoked" },
    onSuccess: (now) => {
      // The revoke button goes with the link: focus moves to the button that makes a new one.
      queryClient.setQueryData(calendarKeys.feed, now);
      setAsking(null);
      setUrl(null);
      focusWhenReady(() => document.getElementById(CREATE_ID));
    },
    onSettled: settled,
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: "calendar.feed.copied", variant: "success" });
    } catch {
      notify({ message: "calendar.feed.copyFailed", variant: "warning" });
    }
  };
  const active = status.data?.active ?? false;
  return (
    <Card title={t("calendar.feed.title")} titleLevel={2} aria-label={t("calendar.feed.title")}>
      <div className={s.feed}>
        <p className={s.empty}>{t("calendar.feed.lead")}</p>
        {status.isError ? (
          <p className={s.empty}>{t("common.getFail")}</p>
        ) : active && status.data?.created_at ? (
          <p>{t("calendar.feed.since", { date: formatDate(status.data.created_at, "short", locale) })}</p>
        ) : status.data ? (
          <p>{t("calendar.feed.none")}</p>
        ) : null}
        {url ? (
          <div className={s.feedActions}>
            <TextField
              className={s.feedUrl}
              label={t("calendar.feed.url")}
              description={t("calendar.feed.once")}
              value={url}
              isReadOnly
              onFocus={(e) => (e.target as HTMLInputElement).select()}
            />
            <Button variant="secondary" onPress={() => void copy()}>
              {t("calendar.feed.copy")}
            </Button>
          </div>
        ) : null}
        <div className={s.feedActions}>
          <Button id={CREATE_ID} onPress={() => (active ? setAsking("replace") : create.mutate())} isPending={create.isPending && !asking} pendingLabel={t("app.saving")}>
            {t(active ? "calendar.feed.replace" : "calendar.feed.create")}
          </Button>
          {active ? (
            <Button variant="secondary" onPress={() => setAsking("revoke")}>
              {t("calendar.feed.revoke")}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(`calendar.feed.${asking ?? "revoke"}Title`)}
        message={t(`calendar.feed.${asking ?? "revoke"}Message`)}
        confirmLabel={t(`calendar.feed.${asking ?? "revoke"}`)}
        cancelLabel={t("app.cancel")}
        destructive={asking === "revoke"}
        irreversible
        isPending={create.isPending || revoke.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => (asking === "revoke" ? revoke.mutate() : create.mutate())}
      />
    </Card>
  );
}
