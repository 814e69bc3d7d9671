// The course's certificate tab (spec 000 §2: "the course's settings tabs hold its certificate"): the template this
// course grants, chosen among the client's active templates or cleared. The link is the certificates area's training
// set, the same one its template page edits; the server refuses an inactive or unknown template.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { certificateTemplatesQuery, courseCertificateQuery, rowsOf } from "../queries";
import { useT } from "../useT";

const NONE = "none";

export function CourseCertificate({ courseId }: { courseId: number }) {
  const t = useT();
  const qc = useQueryClient();
  const current = useQuery(courseCertificateQuery(courseId));
  const templates = useInfiniteQuery(certificateTemplatesQuery());
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (current.isPending || templates.isPending) return <Spinner label={t("courses.loading")} />;
  if (current.isError || templates.isError) {
    return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void Promise.all([current.refetch(), templates.refetch()])} headingLevel={2} />;
  }
  const granted = current.data.template;
  const choices = rowsOf(templates.data);
  const selected = picked ?? (granted ? String(granted.id) : NONE);
  const save = async () => {
    setPending(true);
    try {
      const next = await api.setCourseCertificate(courseId, selected === NONE ? null : Number(selected));
      qc.setQueryData(courseCertificateQuery(courseId).queryKey, next);
      setPicked(null);
      notify({ message: "courses.certificate.saved", variant: "success" });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={s.section}>
      <p>
        {granted ? t("courses.certificate.grants", { name: granted.name }) : t("courses.certificate.none")}
        {granted?.state === "inactive" && <> <Badge tone="warning">{t("courses.certificate.inactive")}</Badge></>}
      </p>
      <div className={s.toolbar}>
          <Select label={t("courses.certificate.template")} selectedKey={selected} onSelectionChange={(k) => setPicked(String(k))}>
            {[
              <ListBoxItem key={NONE} id={NONE} textValue={t("courses.certificate.noTemplate")}>{t("courses.certificate.noTemplate")}</ListBoxItem>,
              ...(granted && granted.state === "inactive"
                ? [<ListBoxItem key={granted.id} id={String(granted.id)} textValue={granted.name} isDisabled>{granted.name}</ListBoxItem>]
                : []),
              ...choices.map((c) => <ListBoxItem key={c.id} id={String(c.id)} textValue={c.name}>{c.name}</ListBoxItem>),
            ]}
          </Select>
          {templates.hasNextPage && (
            <Button variant="secondary" onPress={() => void templates.fetchNextPage()} isPending={templates.isFetchingNextPage} pendingLabel={t("courses.loading")}>
              {t("courses.certificate.moreTemplates")}
            </Button>
          )}
          <Button onPress={() => void save()} isPending={pending} pendingLabel={t("courses.saving")}
            isDisabled={selected === (granted ? String(granted.id) : NONE)}>
            {t("courses.certificate.save")}
          </Button>
      </div>
    </div>
  );
}
