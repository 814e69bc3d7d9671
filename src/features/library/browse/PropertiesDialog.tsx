// Properties of a folder or file: where it is, who made it and when, size and counts, the user's level, and how
// often the user opened it.
import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import type { ItemKind } from "../api";
import { propertiesQuery } from "../queries";
import { formatSize } from "./display";
import { Busy } from "./Busy";
import * as s from "./library.css";

const LEVELS: Record<number, string> = { 0: "none", 1: "reader", 2: "editor", 3: "manager", 4: "creator" };

export function PropertiesDialog({ item, onClose }: { item: { id: number; type: ItemKind; display_name: string }; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const q = useQuery(propertiesQuery(item.type, item.id));
  const locale = useLocale();
  const date = (v: string | null) => (v ? formatDate(v, "long", locale) : "—");
  const p = q.data;
  const rows: [string, string][] = p
    ? [
        ["library.props.name", p.display_name],
        ["library.props.path", p.path || "/"],
        ["library.props.creator", p.creator.name],
        ["library.props.created", date(p.created_at)],
        ["library.props.updated", date(p.updated_at)],
        ["library.props.size", formatSize(p.size, intl.locale)],
        ...(p.type === "FOLDER"
          ? ([["library.props.folders", String(p.folders_count)], ["library.props.files", String(p.files_count)]] as [string, string][])
          : ([
              ["library.props.type", [p.extension?.toUpperCase(), p.mime_type].filter(Boolean).join(" · ") || "—"],
              ["library.props.opened", String(p.opened_count)],
              ["library.props.lastOpened", date(p.last_opened_at)],
            ] as [string, string][])),
        ["library.props.level", t(`library.level.${LEVELS[p.level] ?? "none"}`)],
      ]
    : [];
  return (
    <Modal isOpen size="md" onOpenChange={(o) => !o && onClose()}>
      <Dialog title={t("library.props.title", { name: item.display_name })} closeLabel={t("app.close")} actions={<Button onPress={onClose}>{t("app.close")}</Button>}>
        {q.isPending ? (
          <Busy />
        ) : q.isError ? (
          <ErrorState title={t("library.properties.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void q.refetch()} headingLevel={3} />
        ) : (
          <dl className={s.props}>
            {rows.map(([k, v]) => (
              <div key={k} className={s.propRow}>
                <dt>{t(k)}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        )}
      </Dialog>
    </Modal>
  );
}
