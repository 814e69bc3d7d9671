// Text fields, selects, combo boxes and date pickers in every state.
import { Calendar } from "../../../../ui/components/Calendar";
import { ComboBox } from "../../../../ui/components/ComboBox";
import { DatePicker } from "../../../../ui/components/DatePicker";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { Grid, Group, Section, Specimen, useT } from "../parts";

const roleItems = (item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>;

export function FormsSection() {
  const t = useT();
  const roles = [
    { id: "employee", name: t("gallery.forms.roleEmployee") },
    { id: "manager", name: t("gallery.forms.roleManager") },
    { id: "hr", name: t("gallery.forms.roleHr") },
    { id: "mentor", name: t("gallery.forms.roleMentor") },
    { id: "buddy", name: t("gallery.forms.roleBuddy") },
  ];
  const role = t("gallery.forms.role");
  const mentor = t("gallery.forms.mentor");
  const showOptions = t("gallery.common.showOptions");
  const openCalendar = t("gallery.common.openCalendar");
  return (
    <Section id="forms" title={t("gallery.section.forms")}>
      <Group title={t("gallery.forms.textField")}>
        <Grid>
          <Specimen label={t("gallery.state.default")}>
            <TextField label={t("gallery.forms.fullName")} placeholder={t("gallery.forms.fullNamePlaceholder")} />
          </Specimen>
          <Specimen label={t("gallery.state.withDescription")}>
            <TextField label={t("gallery.forms.email")} type="email" defaultValue="anna@example.com" description={t("gallery.forms.emailHelp")} />
          </Specimen>
          <Specimen label={t("gallery.state.hover")}>
            <TextField label={t("gallery.forms.jobTitle")} defaultValue={t("gallery.forms.jobTitleValue")} data-demo="hover" />
          </Specimen>
          <Specimen label={t("gallery.state.focus")}>
            <TextField label={t("gallery.forms.department")} defaultValue={t("gallery.forms.departmentValue")} data-demo="focus" />
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <TextField label={t("gallery.forms.phone")} defaultValue="12" isInvalid errorMessage={t("gallery.forms.phoneError")} />
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <TextField label={t("gallery.forms.employeeId")} defaultValue="000124" isDisabled />
          </Specimen>
          <Specimen label={t("gallery.state.password")}>
            <TextField label={t("gallery.forms.password")} type="password" defaultValue="correct horse" description={t("gallery.forms.passwordHelp")} />
          </Specimen>
          <Specimen label={t("gallery.state.multiline")}>
            <TextField label={t("gallery.forms.comment")} multiline rows={3} placeholder={t("gallery.forms.commentPlaceholder")} />
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.forms.select")}>
        <Grid>
          <Specimen label={t("gallery.state.placeholder")}>
            <Select label={role} placeholder={t("gallery.forms.chooseRole")} items={roles}>
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label={t("gallery.state.selected")}>
            <Select label={role} items={roles} defaultSelectedKey="manager">
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <Select label={role} placeholder={t("gallery.forms.chooseRole")} items={roles} isInvalid errorMessage={t("gallery.forms.roleError")}>
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <Select label={role} items={roles} defaultSelectedKey="hr" isDisabled>
              {roleItems}
            </Select>
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.forms.comboBox")}>
        <Grid>
          <Specimen label={t("gallery.state.default")}>
            <ComboBox label={mentor} openLabel={showOptions} placeholder={t("gallery.forms.mentorPlaceholder")} items={roles} emptyText={t("gallery.forms.noMatches")}>
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label={t("gallery.state.selected")}>
            <ComboBox label={mentor} openLabel={showOptions} items={roles} defaultSelectedKey="buddy">
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <ComboBox label={mentor} openLabel={showOptions} items={roles} isInvalid errorMessage={t("gallery.forms.mentorError")}>
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <ComboBox label={mentor} openLabel={showOptions} items={roles} isDisabled defaultSelectedKey="hr">
              {roleItems}
            </ComboBox>
          </Specimen>
        </Grid>
      </Group>
      <Group title={t("gallery.forms.datePicker")}>
        <Grid>
          <Specimen label={t("gallery.state.empty")}>
            <DatePicker openLabel={openCalendar} label={t("gallery.forms.startDate")} />
          </Specimen>
          <Specimen label={t("gallery.state.withValue")}>
            <DatePicker openLabel={openCalendar} label={t("gallery.forms.deadline")} defaultValue="2025-03-14" description={t("gallery.forms.deadlineHelp")} />
          </Specimen>
          <Specimen label={t("gallery.state.invalid")}>
            <DatePicker openLabel={openCalendar} label={t("gallery.forms.endDate")} defaultValue="2024-01-01" minValue="2025-01-01" isInvalid errorMessage={t("gallery.forms.endDateError")} />
          </Specimen>
          <Specimen label={t("gallery.state.disabled")}>
            <DatePicker openLabel={openCalendar} label={t("gallery.forms.created")} defaultValue="2024-11-02" isDisabled />
          </Specimen>
          <Specimen label={t("gallery.state.calendar")}>
            <Calendar aria-label={t("gallery.forms.meetingDate")} />
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
