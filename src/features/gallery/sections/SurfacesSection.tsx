// Cards, badges, and the empty and error states of lists and pages.
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { EmptyState } from "../../components/EmptyState";
import { ErrorState } from "../../components/ErrorState";
import { ProgressBar } from "../../components/ProgressBar";
import * as s from "../Gallery.css";
import { Grid, Group, Row, Section, Specimen } from "../parts";

export function SurfacesSection() {
  return (
    <Section id="surfaces" title="Surfaces and status">
      <Group title="Card" plain>
        <Grid wide>
          <Card
            title="Onboarding for new hires"
            titleLevel={4}
            description="12 tasks · 3 weeks"
            actions={<Badge tone="success">Published</Badge>}
            footer={
              <>
                <Button variant="ghost">Details</Button>
                <Button>Continue</Button>
              </>
            }
          >
            <ProgressBar label="Your progress" value={64} />
          </Card>
          <Card title="Quarterly review" titleLevel={4} description="Due 14 March">
            <p className={s.note}>Write a self-review and choose three peers to give feedback.</p>
          </Card>
        </Grid>
      </Group>
      <Group title="Badge">
        <Row>
          <Badge>Draft</Badge>
          <Badge tone="primary">In progress</Badge>
          <Badge tone="success">Completed</Badge>
          <Badge tone="warning">Due soon</Badge>
          <Badge tone="danger">Overdue</Badge>
          <Badge tone="info">New</Badge>
          <Badge tone="success" dot>
            Active
          </Badge>
          <Badge tone="danger" dot>
            Blocked
          </Badge>
        </Row>
      </Group>
      <Group title="Empty and error states" plain>
        <Grid wide>
          <Specimen label="Empty">
            <div className={s.panel}>
              <EmptyState title="No news yet" description="Company news will appear here." action={<Button variant="secondary">Create news</Button>} />
            </div>
          </Specimen>
          <Specimen label="Error">
            <div className={s.panel}>
              <ErrorState title="Something went wrong" description="The list could not be loaded." retryLabel="Retry" onRetry={() => {}} />
            </div>
          </Specimen>
          <Specimen label="Error, retrying">
            <div className={s.panel}>
              <ErrorState title="Something went wrong" description="The list could not be loaded." retryLabel="Retry" onRetry={() => {}} isRetrying />
            </div>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
