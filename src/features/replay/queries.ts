// Server state of the support replay: the streams of a type, and one stream replayed by the server.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { listStreams, replayStream } from "./api";

export const streamsQuery = (type: string) =>
  queryOptions({ queryKey: ["replay", "streams", type], queryFn: ({ signal }) => listStreams(type, signal), enabled: type.trim().length > 0 });

/** One stream replayed by the server; with `at` (an ISO instant), also where that moment falls in it. */
export const streamQuery = (type: string, id: string, at?: string) =>
  queryOptions({
    queryKey: ["replay", "stream", type, id, at ?? null],
    queryFn: ({ signal }) => replayStream(type, id, at, signal),
    enabled: type.length > 0 && id.length > 0,
    staleTime: 0,
    // Moving the "as of" moment keeps the same stream on screen while the next answer comes.
    placeholderData: (previous, query) => (query?.queryKey[2] === type && query.queryKey[3] === id ? keepPreviousData(previous) : undefined),
  });
