// One widget's settings: title and description for every template, and what its template takes beyond them (the
// catalogue's `settings`): the links widget's links (label and http(s) address, at most MAX_LINKS), the team
// widget's relations in their order with a show switch each, the my-staff filter. One Save sends the page's layout
// whole; the server checks the same rules (`layoutProblem`, the contract's schemas) and answers a bad one with 400.
import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { Checkbox } from "../../../ui/components/Checkbox";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Select } from "../../../ui/components/Select";
import { TextField } from "../../../ui/components/TextField";
import {
  MAX_LINKS, STAFF_TRACK_FILTERS, TEAM_RELATIONS, templateOf, type WidgetItem, type WidgetSettings,
} from "../../../services/contract/widgets";
import * as s from "./widgets.css";

type Link = { label: string; url: string };
type Role = { relation: (typeof TEAM_RELATIONS)[number]; show: boolean };
const URL_PATTERN = /^https?:\/\/[^\s]+$/;

const rolesOf = (settings: WidgetSettings): Role[] => settings.roles?.map((r) => ({ ...r })) ?? TEAM_RELATIONS.map((relation) => ({ relation, show: true }));

export function WidgetSettingsForm({ item, onSave }: { item: WidgetItem; onSave: (settings: WidgetSettings) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const takes = templateOf(item.template_id)?.settings ?? [];
  const [title, setTitle] = useState(item.settings.title ?? "");
  const [description, setDescription] = useState(item.settings.description ?? "");
  const [links, setLinks] = useState<Link[]>(item.settings.links?.map((l) => ({ ...l })) ?? []);
  const [roles, setRoles] = useState<Role[]>(rolesOf(item.settings));
  const [filter, setFilter] = useState(item.settings.filter ?? "all");
  const [tried, setTried] = useState(false);
  const next: WidgetSettings = {
    title: title.trim() || undefined,
    description: description.trim() || undefined,
    ...(takes.includes("links") ? { links: links.map((l) => ({ label: l.label.trim(), url: l.url.trim() })) } : {}),
    ...(takes.includes("roles") ? { roles } : {}),
    ...(takes.includes("filter") ? { filter } : {}),
  };
  const badLink = (l: Link) => !l.label.trim() || !URL_PATTERN.test(l.url.trim());
  const same = JSON.stringify(next) === JSON.stringify({ ...item.settings, title: item.settings.title || undefined, description: item.settings.description || undefined });
  const setLink = (i: number, change: Partial<Link>) => setLinks(links.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const moveRole = (i: number, by: -1 | 1) => {
    const order = [...roles];
    [order[i], order[i + by]] = [order[i + by], order[i]];
    setRoles(order);
  };
  const save = () => {
    setTried(true);
    if (takes.includes("links") && links.some(badLink)) return;
    onSave(next);
  };
  return (
    <div className={s.settings}>
      <TextField label={t("widgets.settings.title")} value={title} onChange={setTitle} maxLength={100} />
      <TextField label={t("widgets.settings.description")} value={description} onChange={setDescription} maxLength={1000} />
      {takes.includes("links") ? (
        <fieldset className={s.fieldset}>
          <legend>{t("widgets.settings.links")}</legend>
          {links.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a link row has no identity but its place
            <div key={i} className={s.row}>
              <TextField label={t("widgets.settings.linkLabel", { n: i + 1 })} value={l.label} onChange={(v) => setLink(i, { label: v })} maxLength={100}
                isInvalid={tried && !l.label.trim()} errorMessage={t("widgets.errors.linkLabel")} />
              <TextField label={t("widgets.settings.linkUrl", { n: i + 1 })} value={l.url} onChange={(v) => setLink(i, { url: v })} type="url"
                isInvalid={tried && !URL_PATTERN.test(l.url.trim())} errorMessage={t("widgets.errors.url")} />
              <Button size="sm" variant="secondary" onPress={() => setLinks(links.filter((_, j) => j !== i))}>
                {t("widgets.settings.removeLink", { n: i + 1 })}
              </Button>
            </div>
          ))}
          <Button size="sm" variant="secondary" isDisabled={links.length >= MAX_LINKS} onPress={() => setLinks([...links, { label: "", url: "https://" }])}>
            {t("widgets.settings.addLink")}
          </Button>
        </fieldset>
      ) : null}
      {takes.includes("roles") ? (
        <fieldset className={s.fieldset}>
          <legend>{t("widgets.settings.roles")}</legend>
          {roles.map((r, i) => {
            const name = t(`widgets.relation.${r.relation}`);
            return (
              <div key={r.relation} className={s.row}>
                <Checkbox isSelected={r.show} onChange={(show) => setRoles(roles.map((o, j) => (j === i ? { ...o, show } : o)))}>
                  {t("widgets.settings.show", { name })}
                </Checkbox>
                <Button size="sm" variant="secondary" isDisabled={i === 0} onPress={() => moveRole(i, -1)}>
                  {t("widgets.settings.roleUp", { name })}
                </Button>
                <Button size="sm" variant="secondary" isDisabled={i === roles.length - 1} onPress={() => moveRole(i, 1)}>
                  {t("widgets.settings.roleDown", { name })}
                </Button>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {takes.includes("filter") ? (
        <Select label={t("widgets.settings.filter")} selectedKey={filter} onSelectionChange={(k) => setFilter(k as typeof filter)}>
          {STAFF_TRACK_FILTERS.map((f) => (
            <ListBoxItem key={f} id={f}>
              {t(`widgets.filter.${f}`)}
            </ListBoxItem>
          ))}
        </Select>
      ) : null}
      <Button size="sm" variant="secondary" isDisabled={same} onPress={save}>
        {t("widgets.settings.save")}
      </Button>
    </div>
  );
}
