// The calendar calls (services/contract/calendar.ts) for the browser.
import { areaApi, areaClient } from "../../../services/client/api";
import { CalendarGroup } from "../../../services/contract/calendar";

export type { CalendarItem, CalendarItems, FeedLink, FeedStatus } from "../../../services/contract/calendar";
const call = areaClient(areaApi(CalendarGroup));

export const getItems = (from: string, to: string, signal?: AbortSignal) =>
  call("calendar.items", (a) => a.calendar.items({ query: { from, to } }), { signal });
export const getFeed = (signal?: AbortSignal) => call("calendar.feed", (a) => a.calendar.feed(), { signal });
export const createFeed = () => call("calendar.createFeed", (a) => a.calendar.createFeed());
export const revokeFeed = () => call("calendar.revokeFeed", (a) => a.calendar.revokeFeed());
