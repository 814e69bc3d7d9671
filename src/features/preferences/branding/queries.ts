// The client's branding settings: read, and save (which also re-themes the running app).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Branding } from "../../../../services/contract/branding";
import { getClientBranding, putClientBranding } from "../../../../services/client/branding";
import type { BrandingUpdate } from "../../../../services/client/types";

/** The session's client branding, or another client's (`clientId`, platform administrators). */
export const clientBrandingQuery = (clientId?: number) =>
  queryOptions({
    queryKey: clientId === undefined ? (["branding", "client"] as const) : (["branding", "client", clientId] as const),
    queryFn: ({ signal }) => getClientBranding(clientId, signal),
    staleTime: 0,
  });

/** Saves the branding; the answer replaces every cached branding of that client so the theme changes at once. */
export const useSaveBranding = (clientId?: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BrandingUpdate) => putClientBranding(update, clientId),
    meta: { errorMessage: "common.updateFail", successMessage: "branding.saved" },
    onSuccess: (saved: Branding) => {
      queryClient.setQueryData(clientBrandingQuery(clientId).queryKey, saved);
      queryClient.setQueriesData<Branding>({ queryKey: ["branding", "domain"] }, (old) => (old && old.client_id === saved.client_id ? saved : old));
    },
  });
};

/** The editable part of a branding. */
export const toUpdate = (b: Branding): BrandingUpdate => ({
  title: b.title,
  favicon_id: b.favicon_id,
  favicon: b.favicon,
  font_id: b.font_id,
  colors: { ...b.colors },
  login_cover: b.login_cover,
  logo: b.logo,
  background: b.background,
});
