// The members step's groups (appointment 2): the user groups whose members get a plan at launch, and later
// whenever someone enters one of them (the server's job does that). Static and dynamic groups alike; the
// picker lists the client's active groups (GET /development/groups), searched by name.
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../../ui/components/Badge";
import { Button } from "../../../../../ui/components/Button";
import { ComboBox } from "../../../../../ui/components/ComboBox";
import { ListBoxItem } from "../../../../../ui/components/ListBox";
import { addGroups, type Plan, removeGroups } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { groupSearchQuery, useDevPlansWrite } from "../../queries";
import * as w from "./wizard.css";
import { useSearchTerm } from "./useSearchTerm";

function GroupPicker({ exclude, onPick, isDisabled }: { exclude: ReadonlySet<number>; onPick: (id: number) => void; isDisabled?: boolean }) {
  const t = useT();
  const { text, setText, term } = useSearchTerm();
  const hits = useQuery(groupSearchQuery(term));
  const items = (hits.data?.items ?? []).filter((g) => !exclude.has(g.id));
  return (
    <ComboBox
      label={t("devPlans.groups.add")}
      description={t("devPlans.groups.hint")}
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (typeof key === "number") {
          onPick(key);
          setText("");
        }
      }}
      menuTrigger="focus"
      isDisabled={isDisabled}
      openLabel={t("devPlans.groups.showOptions")}
      // No "nothing found" list for an empty field: once a group is picked (and the field cleared) the list closes.
      emptyText={!text.trim() ? undefined : hits.isFetching ? t("app.loading") : t("devPlans.groups.noMatches")}
    >
      {(g) => (
        <ListBoxItem id={g.id} textValue={g.name}>
          {`${g.name} · ${t(`devPlans.groups.type.${g.type}`)} · ${t("devPlans.groups.members", { count: g.members_count })}`}
        </ListBoxItem>
      )}
    </ComboBox>
  );
}

export function GroupsSection({ plan, editable }: { plan: Plan; editable: boolean }) {
  const t = useT();
  const add = useDevPlansWrite((ids: number[]) => addGroups(plan.id, ids, plan.version), { success: "devPlans.groups.added", failure: "common.updateFail" });
  const remove = useDevPlansWrite((ids: number[]) => removeGroups(plan.id, ids, plan.version), { success: "devPlans.groups.removed", failure: "common.updateFail" });
  const canAdd = editable && plan.available_commands.includes("groups.add");
  return (
    <section aria-label={t("devPlans.groups.list")} className={s.stack}>
      {canAdd && <GroupPicker exclude={new Set(plan.groups.map((g) => g.id))} onPick={(id) => add.mutate([id])} isDisabled={add.isPending} />}
      <p className={s.muted}>{t(plan.stage_id === 1 ? "devPlans.groups.noteBefore" : "devPlans.groups.noteAfter")}</p>
      {plan.groups.length === 0 ? (
        <p className={s.muted}>{t("devPlans.groups.empty")}</p>
      ) : (
        <ul className={w.people}>
          {plan.groups.map((g) => (
            <li key={g.id} className={w.person}>
              <span className={s.row}>
                <span className={s.strong}>{g.name}</span>
                <Badge tone="info">{t(`devPlans.groups.type.${g.type}`)}</Badge>
                {g.status_id !== 1 && <Badge tone="warning">{t("devPlans.groups.inactive")}</Badge>}
              </span>
              {canAdd && (
                <Button size="sm" variant="ghost" onPress={() => remove.mutate([g.id])} isDisabled={remove.isPending}
                  aria-label={t("devPlans.groups.removeNamed", { name: g.name })}>
                  {t("devPlans.item.remove")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
