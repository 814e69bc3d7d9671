// management/development-plan/{id}: a plan opens on its settings while it is being prepared, on its
// management once launched (decided here, in the lazily loaded page, so the route tree stays light).
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { usePaths } from "../paths";
import { planQuery } from "../queries";

export function OpenPlan({ planId }: { planId: number }) {
  const paths = usePaths();
  const navigate = useNavigate();
  const stage = useQuery(planQuery(planId)).data?.stage_id;
  useEffect(() => {
    if (stage !== undefined) void navigate({ href: stage === 1 ? paths.adminSettings(planId) : paths.adminManagement(planId), replace: true });
  }, [stage, planId, navigate, paths.adminSettings, paths.adminManagement]);
  return null;
}
