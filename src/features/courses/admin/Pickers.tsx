// The pickers of the appointment and catalogue access forms: the client's groups searched by name on the server
// (GET /courseGroups), people through the users area's PersonPicker, and a named list with a Remove button per row.
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../../ui/components/Button";
import { ComboBox } from "../../../../ui/components/ComboBox";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { PersonPicker, useSearchTerm } from "../../users/PersonPicker";
import type * as api from "../api";
import * as s from "../courses.css";
import { groupOptionsQuery } from "../queries";
import { useT } from "../useT";

export function GroupPicker({ label, exclude, onPick }: { label: string; exclude: ReadonlySet<number>; onPick: (g: api.Named) => void }) {
  const t = useT();
  const { text, setText, term } = useSearchTerm();
  const hits = useQuery(groupOptionsQuery(term));
  const items = (hits.data?.items ?? []).filter((g) => !exclude.has(g.id));
  return (
    <ComboBox
      label={label}
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        const g = items.find((o) => o.id === key);
        if (g) {
          onPick({ id: g.id, name: g.name });
          setText("");
        }
      }}
      menuTrigger="focus"
      openLabel={t("courses.pick.open")}
      emptyText={!text.trim() ? undefined : hits.isFetching ? t("courses.loading") : t("courses.pick.noGroups")}
    >
      {(g) => (
        <ListBoxItem id={g.id} textValue={g.name}>
          {`${g.name} · ${t("courses.pick.members", { n: g.members_count })}`}
        </ListBoxItem>
      )}
    </ComboBox>
  );
}

/** A titled section: its picker, then the names chosen (or a note when none), each removable. */
export function NamedSection({ id, title, empty, items, onRemove, picker }: {
  id: string; title: string; empty: string; items: readonly api.Named[]; onRemove: (id: number) => void; picker: React.ReactNode;
}) {
  const t = useT();
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>{title}</h2>
      {picker}
      {items.length === 0 ? <p className={s.muted}>{empty}</p> : (
        <ul className={s.rows} aria-label={title}>
          {items.map((n) => (
            <li key={n.id} className={s.row}>
              <span>{n.name}</span>
              <Button variant="ghost" size="sm" onPress={() => onRemove(n.id)} aria-label={t("courses.pick.removeOf", { name: n.name })}>{t("courses.pick.remove")}</Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { PersonPicker };
/** Adds a person or group to a list once. */
export const adding = (list: readonly api.Named[], n: api.Named) => (list.some((x) => x.id === n.id) ? [...list] : [...list, n]);
