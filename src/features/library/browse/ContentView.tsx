// A folder's content (or search results): one titled list per group with its count, rows in natural order,
// each with an open action on the name and the item's context menu. A sentinel at the end asks for the next
// page of a long folder as it scrolls into view.
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Badge } from "../../../../ui/components/Badge";
import { FileIcon, FolderIcon } from "../../../../ui/components/icons";
import { Link } from "../../../../ui/components/Link";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import type { LibraryItem } from "../api";
import { useLibraryPaths } from "../paths";
import { enabledOps, formatSize, type Group } from "./display";
import { ItemMenu, type MenuTarget, type Operation } from "./ItemMenu";
import { Busy } from "./Busy";
import * as s from "./library.css";

const GROUP_NAMES: Record<number, string> = { 1: "folders", 2: "documents", 3: "media", 4: "scorm", 5: "workflows" };

interface Props {
  readonly groups: readonly Group[];
  readonly onAction: (op: Operation, item: MenuTarget) => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

export function ContentView({ groups, onAction, hasMore, loadingMore, onLoadMore }: Props) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), { rootMargin: "400px" });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, onLoadMore]);
  return (
    <>
      {groups.map((g) => (
        <section key={g.id} className={s.group} aria-labelledby={`library-group-${g.id}`} data-group={GROUP_NAMES[g.id] ?? g.id}>
          <h2 id={`library-group-${g.id}`} className={s.groupTitle}>
            {t(`library.group.${GROUP_NAMES[g.id] ?? "other"}`)}
            {/* A label on a span without a role is not read: the number is shown, the words are read. */}
            <Badge tone="neutral" aria-hidden="true">
              {g.count}
            </Badge>
            <span className={s.srOnly}>{t("library.group.count", { count: g.count })}</span>
          </h2>
          <ul className={s.list}>
            {g.items.map((item) => (
              <ItemRow key={`${item.type}-${item.id}`} item={item} onAction={onAction} />
            ))}
          </ul>
        </section>
      ))}
      {hasMore ? <div ref={sentinel} className={s.sentinel} /> : null}
      {loadingMore ? (
        <Busy />
      ) : null}
    </>
  );
}

function ItemRow({ item, onAction }: { item: LibraryItem; onAction: Props["onAction"] }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const paths = useLibraryPaths();
  const canOpen = enabledOps(item.context_menu).has("OPEN");
  const folder = item.type === "FOLDER";
  const ext = item.settings.extension?.toUpperCase();
  return (
    <li className={s.row} data-testid="library-item" data-kind={item.type} data-id={item.id}>
      <span className={folder ? `${s.rowIcon} ${s.folderIcon}` : s.rowIcon} aria-hidden="true">
        {folder ? <FolderIcon size={20} /> : <FileIcon size={20} />}
      </span>
      {folder && canOpen ? (
        <Link href={paths.folder(item.id)} className={s.name}>
          {item.display_name}
        </Link>
      ) : canOpen ? (
        <button type="button" className={s.name} onClick={() => onAction("OPEN", item)} aria-label={t("library.openFile", { name: item.display_name })}>
          {item.display_name}
        </button>
      ) : (
        <span className={s.plainName}>{item.display_name}</span>
      )}
      <span className={s.meta}>
        {item.is_favorite ? <Badge tone="primary">{t("library.favourite")}</Badge> : null}
        {!folder && ext ? <span>{ext}</span> : null}
        {!folder && item.settings.size != null ? <span>{formatSize(item.settings.size, intl.locale)}</span> : null}
        <span>{formatDate(item.updated_at, "short", locale)}</span>
      </span>
      <ItemMenu item={item} onAction={onAction} />
    </li>
  );
}
