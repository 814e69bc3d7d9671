// The calendar grid's drawing (src/features/calendar/layout.ts, issue 40 item 9): a deadline on its one day, a span
// once as a bar across its days (a piece per week row), bars in lanes that never overlap, and a day's list holding
// what falls on that day, not what falls due a week later.
import { describe, expect, it } from "vitest";
import type { CalendarItem } from "../../src/features/calendar/api";
import { gridLayout, onDay } from "../../src/features/calendar/layout";

const item = (key: string, date: string, start_date: string | null = null): CalendarItem => ({
  key, kind: key.startsWith("course") ? "course" : "task", title: key, context: "", date, start_date, done: false, overdue: false,
  track_id: null, task_id: null, element_id: null, for_someone: false, course_id: null, plan_task_id: null, time: null, location: null,
});

// The December 2026 grid: Monday 30 November to Sunday 3 January.
const [from, to] = ["2026-11-30", "2027-01-03"];
const drawn = (layout: ReturnType<typeof gridLayout>, key: string) =>
  [...layout].flatMap(([day, d]) => [...d.bars.filter((b) => b?.item.key === key).map((b) => `${day}+${b!.days}`), ...d.chips.filter((c) => c.key === key).map(() => day)]);

describe("the calendar grid", () => {
  it("draws a deadline on its day alone", () => {
    const layout = gridLayout([item("devPlan-1", "2026-12-15")], from, to);
    expect(drawn(layout, "devPlan-1")).toEqual(["2026-12-15"]);
    expect(layout.get("2026-12-14")!.count).toBe(0);
    expect(layout.get("2026-12-15")!.count).toBe(1);
  });

  it("draws a course window once, as one bar a week row, not on each of its days", () => {
    // appointed on Monday 7 December, due on 6 January: the grid shows it up to its last day, 3 January
    const layout = gridLayout([item("course-1", "2027-01-06", "2026-12-07")], from, to);
    expect(drawn(layout, "course-1")).toEqual(["2026-12-07+7", "2026-12-14+7", "2026-12-21+7", "2026-12-28+7"]);
    const pieces = [...layout.values()].flatMap((d) => d.bars.filter((b) => b !== null));
    expect(pieces.map((b) => [b!.begins, b!.ends])).toEqual([[true, false], [false, false], [false, false], [false, false]]);
    expect(layout.get("2026-12-08")!.chips).toEqual([]);
  });

  it("puts bars that meet on one day in lanes of their own, and keeps a lane free behind a bar that ended", () => {
    const layout = gridLayout([item("task-1", "2026-12-09", "2026-12-07"), item("task-2", "2026-12-11", "2026-12-09"), item("task-3", "2026-12-12", "2026-12-10")], from, to);
    const lanes = (day: string) => layout.get(day)!.bars.map((b) => b?.item.key ?? null);
    expect(lanes("2026-12-07")).toEqual(["task-1", null]);
    expect(lanes("2026-12-09")).toEqual([null, "task-2"]);
    // task-1 ended on the 9th: task-3 takes its lane on the 10th
    expect(lanes("2026-12-10")).toEqual(["task-3", null]);
    expect(layout.get("2026-12-10")!.count).toBe(2);
    // the week after has no bars: no empty lanes either
    expect(lanes("2026-12-14")).toEqual([]);
  });

  it("lists under a day what is due that day and the spans that begin then, not a span due a week later", () => {
    const items = [item("course-1", "2026-12-21", "2026-12-07"), item("devPlan-1", "2026-12-14"), item("task-1", "2026-12-14", "2026-12-10")];
    expect(onDay(items, "2026-12-14").map((i) => i.key)).toEqual(["devPlan-1", "task-1"]);
    expect(onDay(items, "2026-12-07").map((i) => i.key)).toEqual(["course-1"]);
    expect(onDay(items, "2026-12-08")).toEqual([]);
  });
});
