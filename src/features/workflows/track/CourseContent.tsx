// A learning task's course (issue 17): one of the client's courses, or none. Passing the course completes the task
// (the learning area's reaction); the server checks on save that the course is the client's.
import { useQuery } from "@tanstack/react-query";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { useT } from "../../lists/useT";
import { courseChoicesQuery } from "../queries";

const NONE = 0;

export function CourseContent({ value, onChange, errorMessage }: { value: number | null; onChange: (courseId: number | null) => void; errorMessage?: string | undefined }) {
  const t = useT();
  const list = useQuery(courseChoicesQuery());
  const courses = list.data ?? [];
  // a course picked earlier that the list no longer holds (removed, or the list did not load) stays shown by its id
  const known = value === null || courses.some((c) => c.id === value);
  const items = [
    { id: NONE, title: t("workflows.course.none") },
    ...(known ? [] : [{ id: value as number, title: t("workflows.course.unknown", { id: value }) }]),
    ...courses,
  ];
  const description = list.isPending ? t("app.loading") : list.isError ? t("workflows.course.loadFailed") : t("workflows.course.hint");
  return (
    <Select
      label={t("workflows.course.label")}
      description={description}
      errorMessage={errorMessage}
      isInvalid={!!errorMessage}
      selectedKey={value ?? NONE}
      onSelectionChange={(key) => onChange(key === NONE || key === null ? null : Number(key))}
      items={items}
    >
      {(c) => (
        <ListBoxItem id={c.id} textValue={c.title}>
          {c.title}
        </ListBoxItem>
      )}
    </Select>
  );
}
