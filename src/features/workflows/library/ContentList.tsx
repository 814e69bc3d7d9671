// A folder's content: folders, then tracks, each row with its name (a link that opens it), what kind of track it
// is, its category, publication state, task count and last change, and the item's menu.
import { Badge } from "../../../../ui/components/Badge";
import { FileIcon, FolderIcon } from "../../../../ui/components/icons";
import { Link } from "../../../../ui/components/Link";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import * as s from "../../library/browse/library.css";
import type { ContentItem } from "../api";
import { useWorkflowPaths } from "../paths";
import { ItemMenu } from "./ItemMenu";
import { itemOperations, type Operation, STATE_NAMES, STATE_TONES } from "./operations";
import type { Target } from "./useWorkflowOperations";

export function ContentList({ items, onAction }: { items: readonly ContentItem[]; onAction: (op: Operation, item: Target) => void }) {
  return (
    <ul className={s.list} aria-label={useT()("workflows.contentLabel")}>
      {items.map((item) => (
        <Row key={`${item.type}-${item.id}`} item={item} onAction={onAction} />
      ))}
    </ul>
  );
}

function Row({ item, onAction }: { item: ContentItem; onAction: (op: Operation, item: Target) => void }) {
  const t = useT();
  const locale = useLocale();
  const paths = useWorkflowPaths();
  const folder = item.type === "FOLDER";
  const st = item.settings;
  const state = st.workflow_state_id ? STATE_NAMES[st.workflow_state_id] : undefined;
  return (
    <li className={s.row} data-testid="workflow-item" data-kind={item.type} data-id={item.id}>
      <span className={folder ? `${s.rowIcon} ${s.folderIcon}` : s.rowIcon} aria-hidden="true">
        {folder ? <FolderIcon size={20} /> : <FileIcon size={20} />}
      </span>
      <Link href={folder ? paths.folder(item.id) : paths.track(item.id)} className={s.name}>
        {item.display_name}
      </Link>
      <span className={s.meta}>
        {!folder && st.workflow_type_id ? <span>{t(`workflows.type.${st.workflow_type_id}`)}</span> : null}
        {st.workflow_category_name ? <Badge tone="info">{st.workflow_category_name}</Badge> : null}
        {state ? <Badge tone={STATE_TONES[state]}>{t(`workflows.state.${state}`)}</Badge> : null}
        {!folder ? <span>{t("workflows.tasksCount", { count: st.elements_count })}</span> : null}
        <span>{formatDate(item.updated_at, "short", locale)}</span>
      </span>
      <ItemMenu item={item} operations={itemOperations(item).filter((op) => op !== "OPEN")} onAction={onAction} />
    </li>
  );
}
