// The client's branding settings: read, and save (which also re-themes the running app).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Branding } from "../../../../services/contract/branding";
import { getClientBranding, putClientBranding } from "../../../../services/client/branding";
import type { BrandingUpdate } from "../../../../services/client/types";

export const clientBrandingQuery = () =>
  queryOptions({ queryKey: ["branding", "client"] as const, queryFn: ({ signal }) => getClientBranding(undefined, signal), staleTime: 0 });

/** Saves the branding; the answer replaces every cached branding so the theme changes at once. */
export const useSaveBranding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BrandingUpdate) => putClientBranding(update),
    meta: { errorMessage: "common.updateFail", successMessage: "branding.saved" },
    onSuccess: (saved: Branding) => {
      queryClient.setQueryData(clientBrandingQuery().queryKey, saved);
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
