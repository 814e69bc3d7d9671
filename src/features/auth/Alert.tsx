// An inline message above a form: an error (role=alert, announced), or information.
import type { ReactNode } from "react";
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from "../../../ui/components/icons";
import * as s from "./auth.css";

export function Alert({ tone = "error", children, detail }: { tone?: "error" | "info" | "success"; children: ReactNode; detail?: ReactNode }) {
  const Icon = tone === "error" ? AlertCircleIcon : tone === "success" ? CheckCircleIcon : InfoIcon;
  return (
    <div className={[s.alert, tone === "info" && s.alertInfo, tone === "success" && s.alertSuccess].filter(Boolean).join(" ")} role={tone === "error" ? "alert" : "status"}>
      <Icon size={18} className={s.alertIcon} />
      <div className={s.alertText}>
        <span>{children}</span>
        {detail && <span className={s.alertDetail}>{detail}</span>}
      </div>
    </div>
  );
}
