// Small pieces the news pages share: a date in the page's language, the tags of an item.
import { useLocale } from "../../app/i18n/IntlRoot";
import { type DateKind, formatDate } from "../../app/i18n/dates";
import { Badge } from "../../../ui/components/Badge";
import * as s from "./news.css";

export function DateText({ value, kind = "long" }: { value: string; kind?: DateKind }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, kind, locale)}</time>;
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
