// Drives the layoutLoading machine from the three queries the default layout needs: the session, the
// notification settings (only when a notifications address is configured) and the branding. A failure is
// logged and loading ends anyway.
import type { UseQueryResult } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { layoutLoadingMachine } from "../../../machines/layoutLoading";
import { reportError } from "../../../services/client/errorLog";

const machine = layoutLoadingMachine.provide({
  actions: {
    logFailure: (_, params: { source: string; error: unknown }) => {
      void reportError(params.error ?? new Error(`${params.source} failed to load`), { params: { source: params.source } });
    },
  },
});

type Source = "session" | "notifications" | "branding";
type Status = Pick<UseQueryResult, "status" | "error"> | "skip";
type Send = (event: { type: `${Source}.loaded` } | { type: `${Source}.failed`; error?: unknown }) => void;

/** Tells the machine when one source has loaded or failed. */
const useFeed = (send: Send, source: Source, q: Status) => {
  const status = q === "skip" ? "success" : q.status;
  const error = q === "skip" ? undefined : q.error;
  useEffect(() => {
    if (status === "success") send({ type: `${source}.loaded` });
    else if (status === "error") send({ type: `${source}.failed`, error });
  }, [send, source, status, error]);
};

/** True while the layout should show its spinner. */
export const useLayoutLoading = (session: Status, notifications: Status, branding: Status): boolean => {
  const [snapshot, send] = useMachine(machine);
  useFeed(send as Send, "session", session);
  useFeed(send as Send, "notifications", notifications);
  useFeed(send as Send, "branding", branding);
  return !snapshot.matches("ready");
};
