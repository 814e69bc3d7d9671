// The one person picker: it searches the client's users by name or e-mail as you type (from 3 characters, on the
// server: POST /api/extendedUserFilter, so it works for clients of any size), lists only people matching what is
// typed, and hands the chosen person to `onPick`, then clears the field. Enter picks only an option the user has
// moved to: a list that still holds the last search's results while a new one runs is filtered by the text too, so
// a non-match is never offered, let alone chosen.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { ComboBox } from "../../../ui/components/ComboBox";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { personSearchQuery, type UserHit } from "./queries";

export type { UserHit };
/** The shortest text the search runs for (spec 001: search from 3 characters). */
export const MIN_SEARCH = 3;


/** The text of a search field and the term to query with: the trimmed text once typing pauses for 250 ms. */
export function useSearchTerm() {
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(id);
  }, [text]);
  return { text, setText, term };
}

/** Whether a person matches every word typed (the server's rule, applied again to results of an older search). */
export const matchesText = (user: UserHit, text: string) => {
  const hay = `${user.full_name} ${user.email}`.toLocaleLowerCase();
  return text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
};

export interface PersonPickerProps {
  readonly label: string;
  /** People already chosen: not offered again. */
  readonly exclude: ReadonlySet<number>;
  readonly onPick: (user: UserHit) => void;
  readonly isDisabled?: boolean;
  readonly className?: string;
}

export function PersonPicker({ label, exclude, onPick, isDisabled, className }: PersonPickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { text, setText, term } = useSearchTerm();
  const hits = useQuery({ ...personSearchQuery(term), enabled: term.length >= MIN_SEARCH });
  const typed = text.trim();
  const items = typed.length < MIN_SEARCH ? [] : (hits.data ?? []).filter((u) => !exclude.has(u.id) && matchesText(u, typed));
  const searching = typed !== term || hits.isFetching;
  return (
    <ComboBox
      className={className}
      label={label}
      description={t("people.picker.hint")}
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
      openLabel={t("people.picker.open")}
      // An empty field shows no list (so the list closes once a person is picked); a short or unmatched text says why.
      emptyText={!typed ? undefined : typed.length < MIN_SEARCH ? t("people.picker.typeMore") : searching ? t("people.picker.searching") : t("people.picker.none")}
    >
      {(u) => (
        <ListBoxItem id={u.id} textValue={u.full_name}>
          {`${u.full_name} · ${u.email}`}
        </ListBoxItem>
      )}
    </ComboBox>
  );
}
