// What the user's role opens: each section with use_route, and the rights (flags) inside it.
import { useIntl } from "react-intl";
import { Card } from "../../../ui/components/Card";
import { CheckIcon } from "../../../ui/components/icons";
import type { SessionData } from "../../../services/contract/auth";
import { isLiveSection } from "../../../services/contract/areas";
import { Flags, Sections } from "../../../services/contract/permissions";
import * as s from "./dashboard.css";

export function AccessCard({ session }: { session: SessionData }) {
  const intl = useIntl();
  const open = Sections.filter((section) => isLiveSection(section) && session.permissions[section]?.use_route);
  return (
    <Card
      title={intl.formatMessage({ id: "dashboard.access.title" })}
      titleLevel={2}
      description={intl.formatMessage({ id: "dashboard.access.subtitle" }, { count: open.length })}
    >
      <ul className={s.accessGrid}>
        {open.map((section) => {
          const p = session.permissions[section]!;
          const flags = Flags.filter((f) => p[f]);
          const rights =
            flags.length === Flags.length
              ? intl.formatMessage({ id: "flags.all" })
              : flags.length === 0
                ? intl.formatMessage({ id: "flags.viewOnly" })
                : intl.formatList(flags.map((f) => intl.formatMessage({ id: `flags.${f}` })));
          return (
            <li key={section} className={s.accessItem}>
              <CheckIcon size={16} className={s.accessCheck} />
              <span>
                <span className={s.accessName}>{intl.formatMessage({ id: `sections.${section}` })}</span>
                <span className={s.accessRights}>{rights}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
