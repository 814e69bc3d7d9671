// Small pieces the news pages share: a date in the page's language, the tags of an item, an item's status.
import { useLocale } from "../../app/i18n/IntlRoot";
import { type DateKind, formatDate } from "../../app/i18n/dates";
import { Badge } from "../../../ui/components/Badge";
import type { NewsStatus } from "../../../services/contract/news";
import * as s from "./news.css";
import { useT } from "./useT";

export function DateText({ value, kind = "long" }: { value: string; kind?: DateKind }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, kind, locale)}</time>;
}

const STATUS_TONE = { draft: "neutral", scheduled: "info", published: "success" } as const;

/** Where an item stands for its readers: draft, scheduled or published. */
export function StatusBadge({ status }: { status: NewsStatus }) {
  const t = useT();
  return <Badge tone={STATUS_TONE[status]}>{t(`news.admin.${status}`)}</Badge>;
}

export function TagList({ tags, label }: { tags: readonly { id: number; name: string }[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className={s.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge>{tag.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
