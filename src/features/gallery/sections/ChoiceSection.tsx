// Checkboxes, radio groups and switches in every state.
import { Checkbox } from "../../components/Checkbox";
import { Radio, RadioGroup } from "../../components/RadioGroup";
import { Switch } from "../../components/Switch";
import { Grid, Group, Section, Specimen } from "../parts";

export function ChoiceSection() {
  return (
    <Section id="choice" title="Choice">
      <Group title="Checkbox">
        <Grid>
          <Specimen label="Unchecked">
            <Checkbox>Send a reminder</Checkbox>
          </Specimen>
          <Specimen label="Checked">
            <Checkbox defaultSelected>Send a reminder</Checkbox>
          </Specimen>
          <Specimen label="Indeterminate">
            <Checkbox isIndeterminate>Select all</Checkbox>
          </Specimen>
          <Specimen label="Hover">
            <Checkbox data-demo="hover">Send a reminder</Checkbox>
          </Specimen>
          <Specimen label="Focus">
            <Checkbox defaultSelected data-demo="focus">
              Send a reminder
            </Checkbox>
          </Specimen>
          <Specimen label="Invalid">
            <Checkbox isInvalid>I accept the privacy policy</Checkbox>
          </Specimen>
          <Specimen label="Disabled">
            <Checkbox isDisabled>Send a reminder</Checkbox>
          </Specimen>
          <Specimen label="Disabled, checked">
            <Checkbox isDisabled defaultSelected>
              Send a reminder
            </Checkbox>
          </Specimen>
        </Grid>
      </Group>
      <Group title="Radio group">
        <Grid>
          <Specimen label="Vertical">
            <RadioGroup label="Peer selection" defaultValue="managers" description="Who picks the reviewers.">
              <Radio value="managers">Managers select</Radio>
              <Radio value="reviewees">Reviewees nominate</Radio>
              <Radio value="dotted">Dotted-line managers</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label="Horizontal">
            <RadioGroup label="Theme" orientation="horizontal" defaultValue="light">
              <Radio value="light">Light</Radio>
              <Radio value="dark">Dark</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label="Invalid">
            <RadioGroup label="Score" isInvalid errorMessage="Choose a score.">
              <Radio value="passed">Passed</Radio>
              <Radio value="failed">Not passed</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label="Disabled">
            <RadioGroup label="Step order" isDisabled defaultValue="manual">
              <Radio value="manual">Manual</Radio>
              <Radio value="auto">Automatic</Radio>
            </RadioGroup>
          </Specimen>
        </Grid>
      </Group>
      <Group title="Switch">
        <Grid>
          <Specimen label="Off">
            <Switch>Email notifications</Switch>
          </Specimen>
          <Specimen label="On">
            <Switch defaultSelected>Email notifications</Switch>
          </Specimen>
          <Specimen label="Focus">
            <Switch defaultSelected data-demo="focus">
              Email notifications
            </Switch>
          </Specimen>
          <Specimen label="Disabled">
            <Switch isDisabled>Email notifications</Switch>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
