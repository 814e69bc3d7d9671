// The course's system-notifications tab (spec 000 §2 settings): the notification types the course sends (the course
// group of spec 000 §3: courseAssignment 29), each switched on or off for this course; saved with the version seen.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { Switch } from "../../../../ui/components/Switch";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { courseNoticesQuery } from "../queries";
import { useT } from "../useT";

export function CourseSystemNotices({ courseId }: { courseId: number }) {
  const t = useT();
  const qc = useQueryClient();
  const query = useQuery(courseNoticesQuery(courseId));
  const [changed, setChanged] = useState<Record<number, boolean>>({});
  const [pending, setPending] = useState(false);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  const data = query.data;
  const isOn = (typeId: number, saved: boolean) => changed[typeId] ?? saved;
  const dirty = data.system.some((x) => isOn(x.type_id, x.on) !== x.on);
  const save = async () => {
    setPending(true);
    try {
      const off = data.system.filter((x) => !isOn(x.type_id, x.on)).map((x) => x.type_id);
      qc.setQueryData(courseNoticesQuery(courseId).queryKey, await api.setSystemNotices(courseId, off, data.version));
      setChanged({});
      notify({ message: "courses.notices.saved", variant: "success" });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={s.section}>
      <p>{t("courses.notices.systemIntro")}</p>
      {data.system.map((x) => (
        <Switch key={x.type_id} isSelected={isOn(x.type_id, x.on)} onChange={(v) => setChanged((c) => ({ ...c, [x.type_id]: v }))}>
          {t(`courses.notices.type.${x.type_id}`)}
        </Switch>
      ))}
      <div className={s.toolbar}>
        <Button onPress={() => void save()} isPending={pending} pendingLabel={t("courses.saving")} isDisabled={!dirty}>
          {t("courses.notices.saveSystem")}
        </Button>
      </div>
    </div>
  );
}
