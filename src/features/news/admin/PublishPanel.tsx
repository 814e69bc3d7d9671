// An item's publication (issue 40 item 11): where it stands for its readers, and the commands the news item's
// machine takes now (from the server with the item): publish now, schedule for a moment to come, unpublish. A command
// a rule refuses (an empty body) stays on screen, disabled, with the rule's reason beside it; with unsaved edits
// the buttons wait for Save, as what is published is the saved item.
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { messageIdOf, staleOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { DateTimePicker } from "../../../../ui/components/DateTimePicker";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import { StatusBadge } from "../common";
import * as s from "../news.css";
import { newsItemQuery, newsKey } from "../queries";
import { useT } from "../useT";

type Publication = "publish" | "unpublish";

export function PublishPanel({ item, dirty, onError }: { item: api.NewsItem; dirty: boolean; onError: (e: unknown) => void }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const heading = useId();
  const [at, setAt] = useState<string | null>(item.status === "scheduled" ? item.publish_at : null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const refusal = (type: Publication) => (dirty ? "news.publication.saveFirst" : item.unavailable_commands.find((c) => c.type === type)?.reason);
  const offered = (type: Publication) => item.available_commands.includes(type) || item.unavailable_commands.some((c) => c.type === type);
  const future = at !== null && Date.parse(at) > Date.now();
  const run = async (key: string, done: string, write: () => Promise<api.NewsItem>) => {
    setPending(key);
    try {
      client.setQueryData(newsItemQuery(item.id).queryKey, await write());
      void client.invalidateQueries({ queryKey: newsKey });
      notify({ message: done, variant: "success" });
    } catch (e) {
      onError(e);
      if (!staleOf(e)) notify({ message: messageIdOf(e, "news.saveFailed"), variant: "error" });
    } finally {
      setPending(null);
    }
  };
  const schedule = () => {
    setTried(true);
    if (future) void run("schedule", "news.publication.scheduledDone", () => api.publishNews(item.id, at!, item.version));
  };
  const status = item.publish_at ? formatDate(item.publish_at, "long", locale) : "";
  const publishRefused = refusal("publish");
  return (
    <section className={s.section} aria-labelledby={heading}>
      <h2 id={heading} className={s.sectionTitle}>
        {t("news.publication.title")} <StatusBadge status={item.status} />
      </h2>
      <p className={s.meta}>{t(`news.publication.${item.status}`, { date: status })}</p>
      {offered("publish") && (
        <div className={s.publishRow}>
          <Button onPress={() => void run("now", "news.publication.publishedNow", () => api.publishNews(item.id, undefined, item.version))}
            isDisabled={!!publishRefused} isPending={pending === "now"} pendingLabel={t("news.saving")}>
            {t("news.publication.publishNow")}
          </Button>
          <DateTimePicker label={t("news.publication.at")} description={t("news.publication.atHelp")} value={at} onChange={setAt}
            isInvalid={tried && !future} errorMessage={tried && !future ? t("news.publication.notFuture") : undefined} />
          <Button variant="secondary" onPress={schedule} isDisabled={!!publishRefused} isPending={pending === "schedule"} pendingLabel={t("news.saving")}>
            {t("news.publication.schedule")}
          </Button>
        </div>
      )}
      {publishRefused && <p className={s.meta}>{t(publishRefused)}</p>}
      {offered("unpublish") && (
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => void run("unpublish", "news.publication.unpublished", () => api.unpublishNews(item.id, item.version))}
            isDisabled={!!refusal("unpublish")} isPending={pending === "unpublish"} pendingLabel={t("news.saving")}>
            {t("news.publication.unpublish")}
          </Button>
        </div>
      )}
    </section>
  );
}
