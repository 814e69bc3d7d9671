// Finding users by name or e-mail (POST /api/extendedUserFilter, from 3 characters) to add them to a list:
// the plan's members or its prohibition list. Picking a user hands it to `onPick` and clears the field.
import { useQuery } from "@tanstack/react-query";
import { ComboBox } from "../../../../../ui/components/ComboBox";
import { ListBoxItem } from "../../../../../ui/components/ListBox";
import { areaApi, areaClient } from "../../../../../services/client/api";
import { ListsGroup } from "../../../../../services/contract/lists";
import { useT } from "../../common";
import { useSearchTerm } from "./useSearchTerm";

const call = areaClient(areaApi(ListsGroup));
export interface UserHit {
  readonly id: number;
  readonly full_name: string;
  readonly email: string;
}
const searchUsers = (value: string, signal: AbortSignal) =>
  call("lists.extendedUserFilter", (a) => a.lists.extendedUserFilter({ payload: { value, limit: 20 } }), { signal }).then((r) => r.rows as readonly UserHit[]);

export interface UserPickerProps {
  readonly label: string;
  /** Users already in the list: not offered again. */
  readonly exclude: ReadonlySet<number>;
  readonly onPick: (user: UserHit) => void;
  readonly isDisabled?: boolean;
}

export function UserPicker({ label, exclude, onPick, isDisabled }: UserPickerProps) {
  const t = useT();
  const { text, setText, term } = useSearchTerm();
  const hits = useQuery({
    queryKey: ["devPlans", "userSearch", term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term.length >= 3,
    staleTime: 60_000,
    meta: { errorMessage: "common.getFail" },
  });
  const items = (hits.data ?? []).filter((u) => !exclude.has(u.id));
  return (
    <ComboBox
      label={label}
      description={t("devPlans.members.searchHint")}
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        const user = items.find((u) => u.id === key);
        if (user) {
          onPick(user);
          setText("");
        }
      }}
      menuTrigger="input"
      isDisabled={isDisabled}
      openLabel={t("devPlans.members.showOptions")}
      emptyText={term.length < 3 ? t("devPlans.members.typeMore") : hits.isFetching ? t("app.loading") : t("devPlans.members.noMatches")}
    >
      {(u) => (
        <ListBoxItem id={u.id} textValue={u.full_name}>
          {`${u.full_name} · ${u.email}`}
        </ListBoxItem>
      )}
    </ComboBox>
  );
}
