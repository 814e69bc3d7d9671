// Server state of the calendar: one read per visible month range, and the person's feed link status.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import * as api from "./api";

export const calendarKeys = { all: ["calendar"] as const, feed: ["calendar", "feed"] as const };

export const calendarItemsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...calendarKeys.all, "items", range.from, range.to],
    queryFn: ({ signal }) => api.getItems(range.from, range.to, signal),
    // Moving to the next month keeps this month's days on screen until the new ones come.
    placeholderData: keepPreviousData,
  });

export const feedQuery = () => queryOptions({ queryKey: calendarKeys.feed, queryFn: ({ signal }) => api.getFeed(signal) });
