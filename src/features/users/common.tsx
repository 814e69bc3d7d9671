// Pieces the users pages share: paths in the current language, the status badge, the page frame styles.
import { Badge, type BadgeTone } from "../../../ui/components/Badge";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";

export const usePaths = () => {
  const locale = useLocale();
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    users: `${prefix}/users`,
    user: (id: number | string) => `${prefix}/users/${id}`,
    groups: `${prefix}/users/groups`,
    group: (id: number | string) => `${prefix}/users/groups/${id}`,
    roles: `${prefix}/users/roles`,
    role: (id: number | string) => `${prefix}/users/roles/${id}`,
  };
};

const statusKey: Record<number, string> = { 1: "active", 2: "blocked", 3: "archived", 4: "pending" };
const statusTone: Record<number, BadgeTone> = { 1: "success", 2: "danger", 3: "neutral", 4: "warning" };

/** A user's status (active 1, blocked 2, archived 3, pending 4) as a badge. */
export function StatusBadge({ id }: { id: number | null | undefined }) {
  const t = useT();
  if (!id) return <span>—</span>;
  return (
    <Badge tone={statusTone[id] ?? "neutral"} dot data-status={statusKey[id]}>
      {t(`users.status.${statusKey[id] ?? "active"}`)}
    </Badge>
  );
}

/** A dictionary cell (`{ id, value }`) or a plain value as its id. */
export const idOf = (cell: unknown): number | null => {
  if (cell && typeof cell === "object" && "id" in cell) return Number((cell as { id: unknown }).id);
  return typeof cell === "number" ? cell : null;
};
