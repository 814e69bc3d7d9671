// Snackbar messages, progress bars, the top loading bar and spinners.
import { useState } from "react";
import { LoadingBar } from "../../components/LoadingBar";
import { ProgressBar } from "../../components/ProgressBar";
import { type SnackbarItem, Snackbar } from "../../components/Snackbar";
import { Spinner } from "../../components/Spinner";
import { Grid, Group, Row, Section, Specimen } from "../parts";

const initial: SnackbarItem[] = [
  { id: 1, variant: "success", message: "The track was published.", undoLabel: "Undo" },
  { id: 2, variant: "error", message: "The file could not be uploaded. Try again." },
  { id: 3, variant: "warning", message: "Your session ends in 5 minutes." },
  { id: 4, variant: "info", message: "Two new courses were added to the catalogue." },
];

export function FeedbackSection() {
  const [items, setItems] = useState(initial);
  const remove = (id: SnackbarItem["id"]) => setItems((list) => list.filter((i) => i.id !== id));
  return (
    <Section id="feedback" title="Feedback">
      <Group title="Snackbar" note="Shown fixed at the bottom left in the app; the queue and timing live in a state machine.">
        <Snackbar inline items={items} onUndo={remove} onClose={remove} regionLabel="Snackbar preview" />
      </Group>
      <Group title="Progress">
        <Grid wide>
          <Specimen label="Determinate">
            <ProgressBar label="Uploading video" value={45} />
          </Specimen>
          <Specimen label="Complete">
            <ProgressBar label="Course progress" value={100} />
          </Specimen>
          <Specimen label="Not started">
            <ProgressBar label="Course progress" value={0} />
          </Specimen>
          <Specimen label="Indeterminate">
            <ProgressBar label="Preparing the report" isIndeterminate />
          </Specimen>
        </Grid>
      </Group>
      <Group title="Loading bar and spinner">
        <Grid wide>
          <Specimen label="Loading bar, 30%">
            <LoadingBar inline value={30} label="Loading page" />
          </Specimen>
          <Specimen label="Loading bar, 75%">
            <LoadingBar inline value={75} label="Loading page" />
          </Specimen>
          <Specimen label="Spinner">
            <Row>
              <Spinner size={16} label="Loading" />
              <Spinner size={24} label="Loading" />
              <Spinner size={32} label="Loading" tone="muted" />
            </Row>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
