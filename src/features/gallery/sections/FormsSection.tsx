// Text fields, selects, combo boxes and date pickers in every state.
import { Calendar } from "../../components/Calendar";
import { ComboBox } from "../../components/ComboBox";
import { DatePicker } from "../../components/DatePicker";
import { ListBoxItem } from "../../components/ListBox";
import { Select } from "../../components/Select";
import { TextField } from "../../components/TextField";
import { Grid, Group, Section, Specimen } from "../parts";

const roles = [
  { id: "employee", name: "Employee" },
  { id: "manager", name: "Manager" },
  { id: "hr", name: "HR" },
  { id: "mentor", name: "Mentor" },
  { id: "buddy", name: "Buddy" },
];

const roleItems = (item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>;

export function FormsSection() {
  return (
    <Section id="forms" title="Forms">
      <Group title="Text field">
        <Grid>
          <Specimen label="Default">
            <TextField label="Full name" placeholder="Anna Petrova" />
          </Specimen>
          <Specimen label="With description">
            <TextField label="Email" type="email" defaultValue="anna@example.com" description="Used for sign-in and notifications." />
          </Specimen>
          <Specimen label="Hover">
            <TextField label="Job title" defaultValue="Analyst" data-demo="hover" />
          </Specimen>
          <Specimen label="Focus">
            <TextField label="Department" defaultValue="Finance" data-demo="focus" />
          </Specimen>
          <Specimen label="Invalid">
            <TextField label="Phone" defaultValue="12" isInvalid errorMessage="Enter a phone number of 10 to 15 digits." />
          </Specimen>
          <Specimen label="Disabled">
            <TextField label="Employee ID" defaultValue="000124" isDisabled />
          </Specimen>
          <Specimen label="Password">
            <TextField label="Password" type="password" defaultValue="correct horse" description="At least 8 characters." />
          </Specimen>
          <Specimen label="Multiline">
            <TextField label="Comment" multiline rows={3} placeholder="What went well this quarter?" />
          </Specimen>
        </Grid>
      </Group>
      <Group title="Select">
        <Grid>
          <Specimen label="Placeholder">
            <Select label="Role" placeholder="Choose a role" items={roles}>
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label="Selected">
            <Select label="Role" items={roles} defaultSelectedKey="manager">
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label="Invalid">
            <Select label="Role" placeholder="Choose a role" items={roles} isInvalid errorMessage="Choose a role.">
              {roleItems}
            </Select>
          </Specimen>
          <Specimen label="Disabled">
            <Select label="Role" items={roles} defaultSelectedKey="hr" isDisabled>
              {roleItems}
            </Select>
          </Specimen>
        </Grid>
      </Group>
      <Group title="Combo box">
        <Grid>
          <Specimen label="Default">
            <ComboBox label="Mentor" placeholder="Start typing a name" items={roles} emptyText="No matches">
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label="Selected">
            <ComboBox label="Mentor" items={roles} defaultSelectedKey="buddy">
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label="Invalid">
            <ComboBox label="Mentor" items={roles} isInvalid errorMessage="Pick someone from the list.">
              {roleItems}
            </ComboBox>
          </Specimen>
          <Specimen label="Disabled">
            <ComboBox label="Mentor" items={roles} isDisabled defaultSelectedKey="hr">
              {roleItems}
            </ComboBox>
          </Specimen>
        </Grid>
      </Group>
      <Group title="Date picker">
        <Grid>
          <Specimen label="Empty">
            <DatePicker label="Start date" />
          </Specimen>
          <Specimen label="With value">
            <DatePicker label="Deadline" defaultValue="2025-03-14" description="The plan closes on this day." />
          </Specimen>
          <Specimen label="Invalid">
            <DatePicker label="End date" defaultValue="2024-01-01" minValue="2025-01-01" isInvalid errorMessage="The end date is before the start." />
          </Specimen>
          <Specimen label="Disabled">
            <DatePicker label="Created" defaultValue="2024-11-02" isDisabled />
          </Specimen>
          <Specimen label="Calendar">
            <Calendar aria-label="Meeting date" />
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
