// Cards, badges, and the empty and error states of lists and pages.
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ProgressBar } from "../../../../ui/components/ProgressBar";
import * as s from "../Gallery.css";
import { Grid, Group, Row, Section, Specimen, useT } from "../parts";

export function SurfacesSection() {
  const t = useT();
  const errorState = (retrying: boolean) => (
    <ErrorState
      title={t("gallery.surfaces.errorTitle")}
      description={t("gallery.surfaces.errorText")}
      retryLabel={t("gallery.common.retry")}
      onRetry={() => {}}
      isRetrying={retrying}
    />
  );
  return (
    <Section id="surfaces" title={t("gallery.section.surfaces")}>
      <Group title={t("gallery.surfaces.card")} plain>
        <Grid wide>
          <Card
            title={t("gallery.surfaces.cardTitle")}
            titleLevel={4}
            description={t("gallery.surfaces.cardMeta")}
            actions={<Badge tone="success">{t("gallery.sample.published")}</Badge>}
            footer={
              <>
                <Button variant="ghost">{t("gallery.surfaces.details")}</Button>
                <Button>{t("gallery.surfaces.continue")}</Button>
              </>
            }
          >
            <ProgressBar label={t("gallery.surfaces.yourProgress")} value={64} />
          </Card>
          <Card title={t("gallery.surfaces.review")} titleLevel={4} description={t("gallery.surfaces.reviewDue")}>
            <p className={s.note}>{t("gallery.surfaces.reviewText")}</p>
          </Card>
        </Grid>
      </Group>
      <Group title={t("gallery.surfaces.badge")}>
        <Row>
          <Badge>{t("gallery.sample.draft")}</Badge>
          <Badge tone="primary">{t("gallery.sample.inProgress")}</Badge>
          <Badge tone="success">{t("gallery.sample.completed")}</Badge>
          <Badge tone="warning">{t("gallery.sample.dueSoon")}</Badge>
          <Badge tone="danger">{t("gallery.sample.overdue")}</Badge>
          <Badge tone="info">{t("gallery.sample.new")}</Badge>
          <Badge tone="success" dot>
            {t("gallery.sample.active")}
          </Badge>
          <Badge tone="danger" dot>
            {t("gallery.sample.blocked")}
          </Badge>
        </Row>
      </Group>
      <Group title={t("gallery.surfaces.states")} plain>
        <Grid wide>
          <Specimen label={t("gallery.state.empty")}>
            <div className={s.panel}>
              <EmptyState
                title={t("gallery.surfaces.noFiles")}
                description={t("gallery.surfaces.noFilesText")}
                action={<Button variant="secondary">{t("gallery.surfaces.upload")}</Button>}
              />
            </div>
          </Specimen>
          <Specimen label={t("gallery.state.error")}>
            <div className={s.panel}>{errorState(false)}</div>
          </Specimen>
          <Specimen label={t("gallery.state.errorRetrying")}>
            <div className={s.panel}>{errorState(true)}</div>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
