import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery, loadAll } from "../../../app/loaders";
import { CalendarPage } from "../../../features/calendar/CalendarPage";
import { calendarItemsQuery, feedQuery } from "../../../features/calendar/queries";
import { dayOf, localTimeZone, monthRange } from "../../../features/calendar/range";

// Spelled here rather than imported from range.ts: the search check travels in the entry chunk, and range.ts
// brings the date library with it.
const VIEWS = ["month", "week", "agenda"] as const;
type CalendarView = (typeof VIEWS)[number];

interface CalendarSearch {
  view?: CalendarView;
  /** the day the page opens on (YYYY-MM-DD); today when missing */
  date?: string;
}

// The person's calendar: their dated work by month, week and agenda, and their iCalendar feed link.
export const Route = createFileRoute("/{-$locale}/_app/calendar")({
  staticData: {
    title: "calendar.title",
    access: { section: "calendar" },
    menu: { group: "main", label: "calendar.nav", description: "calendar.navDescription", icon: "calendar", order: 5 },
  },
  validateSearch: (search: Record<string, unknown>): CalendarSearch => ({
    view: VIEWS.includes(search.view as CalendarView) ? (search.view as CalendarView) : undefined,
    date: typeof search.date === "string" ? search.date : undefined,
  }),
  // The address sets the day the page opens on; moving around the calendar afterwards is the page's own state.
  loaderDeps: ({ search: { date } }) => ({ date }),
  loader: ({ context: { queryClient }, deps: { date } }) =>
    loadAll(ensureQuery(queryClient, calendarItemsQuery(monthRange(dayOf(date, localTimeZone())))), ensureQuery(queryClient, feedQuery())),
  component: Page,
});

function Page() {
  const { view, date } = Route.useSearch();
  return <CalendarPage initialView={view ?? "month"} initialDate={date} />;
}
