// Snackbar messages, progress bars, the top loading bar and spinners.
import { useState } from "react";
import { LoadingBar } from "../../../../ui/components/LoadingBar";
import { ProgressBar } from "../../../../ui/components/ProgressBar";
import { type SnackbarItem, Snackbar } from "../../../../ui/components/Snackbar";
import { Spinner } from "../../../../ui/components/Spinner";
import { Grid, Group, Row, Section, Specimen, useT } from "../parts";

export function FeedbackSection() {
  const t = useT();
  // Which sample messages are still shown; their text follows the language.
  const [shown, setShown] = useState<readonly number[]>([1, 2, 3, 4]);
  const items: SnackbarItem[] = (
    [
      { id: 1, variant: "success", message: t("gallery.feedback.snackPublished"), undoLabel: t("gallery.feedback.undo") },
      { id: 2, variant: "error", message: t("gallery.feedback.snackUploadFailed") },
      { id: 3, variant: "warning", message: t("gallery.feedback.snackSession") },
      { id: 4, variant: "info", message: t("gallery.feedback.snackInfo") },
    ] as SnackbarItem[]
  ).filter((i) => shown.includes(Number(i.id)));
  const remove = (id: SnackbarItem["id"]) => setShown((list) => list.filter((i) => i !== Number(id)));
  const loading = t("gallery.feedback.loadingLabel");
  return (
    <Section id="feedback" title={t("gallery.section.feedback")}>
      <Group title={t("gallery.feedback.snackbar")} note={t("gallery.feedback.snackbarNote")}>
        <Snackbar inline items={items} onUndo={remove} onClose={remove} regionLabel={t("gallery.feedback.snackbarRegion")} closeLabel={t("gallery.common.close")} />
      </Group>
      <Group title={t("gallery.feedback.progress")}>
        <Grid wide>
          <Specimen label={t("gallery.state.determinate")}>
            <ProgressBar label={t("gallery.feedback.uploadingVideo")} value={45} />
          </Specimen>
          <Specimen label={t("gallery.state.complete")}>
            <ProgressBar label={t("gallery.feedback.planProgress")} value={100} />
          </Specimen>
          <Specimen label={t("gallery.state.notStarted")}>
            <ProgressBar label={t("gallery.feedback.planProgress")} value={0} />
          </Specimen>
          <Specimen label={t("gallery.state.indeterminate")}>
            <ProgressBar label={t("gallery.feedback.preparingReport")} isIndeterminate />
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.feedback.loading")}>
        <Grid wide>
          <Specimen label={t("gallery.feedback.loadingBarAt", { percent: 30 })}>
            <LoadingBar inline value={30} label={t("gallery.feedback.loadingPage")} />
          </Specimen>
          <Specimen label={t("gallery.feedback.loadingBarAt", { percent: 75 })}>
            <LoadingBar inline value={75} label={t("gallery.feedback.loadingPage")} />
          </Specimen>
          <Specimen label={t("gallery.feedback.spinner")}>
            <Row>
              <Spinner size={16} label={loading} />
              <Spinner size={24} label={loading} />
              <Spinner size={32} label={loading} tone="muted" />
            </Row>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
