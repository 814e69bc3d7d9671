// The shipped open-source packages: the JSON the build makes from node_modules (scripts/thirdParties.ts), a static
// file beside the app, read once per visit.
import { queryOptions } from "@tanstack/react-query";
import type { ThirdParties } from "../../../scripts/thirdParties";

export type { ThirdParties, ThirdParty } from "../../../scripts/thirdParties";

const fetchThirdParties = async (signal?: AbortSignal): Promise<ThirdParties> => {
  const res = await fetch("/third-parties.json", { signal });
  if (!res.ok) throw new Error(`third-parties.json: ${res.status}`);
  return res.json();
};

export const thirdPartiesQuery = () =>
  queryOptions({ queryKey: ["thirdParties"], queryFn: ({ signal }) => fetchThirdParties(signal), staleTime: Number.POSITIVE_INFINITY });
