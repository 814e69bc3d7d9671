// The editor's appointment rules (PUT /courseEditor/{id}/appointments): groups and people appointed, the people
// prohibited (never appointed, cannot enrol or open the course), required or additional. Saving sends the course's
// version the page showed (a stale one shows who changed it, with Reload; the draft stays), and says what happened:
// how many people were appointed now, or that a course not yet published appoints them on publication.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf, staleOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { Radio, RadioGroup } from "../../../../ui/components/RadioGroup";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { appointmentsQuery, courseEditorQuery } from "../queries";
import { useT } from "../useT";
import { adding, GroupPicker, NamedSection, PersonPicker } from "./Pickers";

const total = (c: api.CourseEditor) => Object.values(c.appointments.counts).reduce((a, b) => a + b, 0);
const ids = (list: readonly api.Named[]) => list.map((n) => n.id);

export function AppointmentsForm({ course, onSaved }: { course: api.CourseEditor; onSaved: (c: api.CourseEditor) => void }) {
  const t = useT();
  const client = useQueryClient();
  const a = course.appointments;
  const named = (list: readonly number[], from: readonly api.Named[]) => list.flatMap((id) => from.filter((n) => n.id === id));
  const [groups, setGroups] = useState<api.Named[]>(() => named(a.group_ids, a.groups));
  const [users, setUsers] = useState<api.Named[]>(() => named(a.user_ids, a.users));
  const [prohibited, setProhibited] = useState<api.Named[]>(() => named(a.prohibited_ids, a.users));
  // required when every rule that appoints says so (or there is none yet)
  const [required, setRequired] = useState(() =>
    a.group_ids.length + a.user_ids.length === 0 || (a.required_group_ids.length === a.group_ids.length && a.required_user_ids.length === a.user_ids.length));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const saved = await api.appoint(course.id, {
        group_ids: ids(groups), user_ids: ids(users), prohibited_ids: ids(prohibited), is_required: required, expectedVersion: course.version,
      });
      onSaved(saved);
      const added = total(saved) - total(course);
      notify({
        message: saved.state !== "published" ? "courses.appoint.savedLater" : added > 0 ? "courses.appoint.savedAppointed" : "courses.appoint.savedNone",
        values: { n: added },
        variant: "success",
      });
      await client.invalidateQueries({ queryKey: appointmentsQuery(course.id).queryKey });
    } catch (e) {
      setError(e);
      if (!staleOf(e)) notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  const taken = new Set([...ids(users), ...ids(prohibited)]);
  return (
    <div className={s.form}>
      <NamedSection id="appoint-groups" title={t("courses.appoint.groups")} empty={t("courses.appoint.noGroups")} items={groups}
        onRemove={(id) => setGroups((x) => x.filter((g) => g.id !== id))}
        picker={<GroupPicker label={t("courses.appoint.pickGroup")} exclude={new Set(ids(groups))} onPick={(g) => setGroups((x) => adding(x, g))} />} />
      <NamedSection id="appoint-users" title={t("courses.appoint.users")} empty={t("courses.appoint.noUsers")} items={users}
        onRemove={(id) => setUsers((x) => x.filter((g) => g.id !== id))}
        picker={<PersonPicker label={t("courses.appoint.pickUser")} exclude={taken} onPick={(u) => setUsers((x) => adding(x, { id: u.id, name: u.full_name }))} />} />
      <NamedSection id="appoint-prohibited" title={t("courses.appoint.prohibited")} empty={t("courses.appoint.noProhibited")} items={prohibited}
        onRemove={(id) => setProhibited((x) => x.filter((g) => g.id !== id))}
        picker={<PersonPicker label={t("courses.appoint.pickProhibited")} exclude={taken} onPick={(u) => setProhibited((x) => adding(x, { id: u.id, name: u.full_name }))} />} />
      <RadioGroup label={t("courses.appoint.kind")} description={t("courses.appoint.kindHint")} value={required ? "required" : "additional"}
        onChange={(v) => setRequired(v === "required")}>
        <Radio value="required">{t("courses.required")}</Radio>
        <Radio value="additional">{t("courses.additional")}</Radio>
      </RadioGroup>
      <p className={s.muted}>{t(course.state === "published" ? "courses.appoint.notePublished" : "courses.appoint.noteLater")}</p>
      <StaleNotice error={error} keepsDraft onReload={() => { setError(null); void client.invalidateQueries({ queryKey: courseEditorQuery(course.id).queryKey }); }} />
      <div className={s.actions}>
        <Button onPress={() => void save()} isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.appoint.save")}</Button>
      </div>
    </div>
  );
}
