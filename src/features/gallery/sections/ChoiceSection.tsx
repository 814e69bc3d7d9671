// Checkboxes, radio groups and switches in every state.
import { Checkbox } from "../../../../ui/components/Checkbox";
import { Radio, RadioGroup } from "../../../../ui/components/RadioGroup";
import { Switch } from "../../../../ui/components/Switch";
import { Grid, Group, Section, Specimen, useT } from "../parts";

export function ChoiceSection() {
  const t = useT();
  const reminder = t("gallery.choice.reminder");
  const notifications = t("gallery.choice.emailNotifications");
  return (
    <Section id="choice" title={t("gallery.section.choice")}>
      <Group title={t("gallery.choice.checkbox")}>
        <Grid>
          <Specimen label={t("gallery.state.unchecked")}>
            <Checkbox>{reminder}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.checked")}>
            <Checkbox defaultSelected>{reminder}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.indeterminate")}>
            <Checkbox isIndeterminate>{t("gallery.choice.selectAll")}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.hover")}>
            <Checkbox data-demo="hover">{reminder}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.focus")}>
            <Checkbox defaultSelected data-demo="focus">
              {reminder}
            </Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <Checkbox isInvalid>{t("gallery.choice.acceptPolicy")}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <Checkbox isDisabled>{reminder}</Checkbox>
          </Specimen>
          <Specimen label={t("gallery.state.disabledChecked")}>
            <Checkbox isDisabled defaultSelected>
              {reminder}
            </Checkbox>
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.choice.radioGroup")}>
        <Grid>
          <Specimen label={t("gallery.state.vertical")}>
            <RadioGroup label={t("gallery.choice.approvers")} defaultValue="manager" description={t("gallery.choice.approversHelp")}>
              <Radio value="manager">{t("gallery.choice.approversManager")}</Radio>
              <Radio value="hr">{t("gallery.choice.approversHr")}</Radio>
              <Radio value="mentor">{t("gallery.choice.approversMentor")}</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label={t("gallery.state.horizontal")}>
            <RadioGroup label={t("gallery.choice.theme")} orientation="horizontal" defaultValue="light">
              <Radio value="light">{t("gallery.choice.light")}</Radio>
              <Radio value="dark">{t("gallery.choice.dark")}</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <RadioGroup label={t("gallery.choice.score")} isInvalid errorMessage={t("gallery.choice.scoreError")}>
              <Radio value="passed">{t("gallery.choice.passed")}</Radio>
              <Radio value="failed">{t("gallery.choice.failed")}</Radio>
            </RadioGroup>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <RadioGroup label={t("gallery.choice.stepOrder")} isDisabled defaultValue="manual">
              <Radio value="manual">{t("gallery.choice.manual")}</Radio>
              <Radio value="auto">{t("gallery.choice.automatic")}</Radio>
            </RadioGroup>
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.choice.switch")}>
        <Grid>
          <Specimen label={t("gallery.state.off")}>
            <Switch>{notifications}</Switch>
          </Specimen>
          <Specimen label={t("gallery.state.on")}>
            <Switch defaultSelected>{notifications}</Switch>
          </Specimen>
          <Specimen label={t("gallery.state.focus")}>
            <Switch defaultSelected data-demo="focus">
              {notifications}
            </Switch>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <Switch isDisabled>{notifications}</Switch>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
