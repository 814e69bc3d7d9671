// Step "role model" (spec 000 §6): per capability, which people around the employee may use it – the employee,
// the line manager, the functional manager, the mentor, HR; auto-approval after N days; self-assessment.
// The machines' own `roleModelErrors` checks it here before anything is sent.
import { useState } from "react";
import { defaultRoleModel, roleModelErrors } from "../../../../../machines/devPlanRoleModel";
import { Checkbox } from "../../../../../ui/components/Checkbox";
import { Switch } from "../../../../../ui/components/Switch";
import { TextField } from "../../../../../ui/components/TextField";
import { type RoleModel, type Relation, setRoleModel } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { RELATIONS, relationLabel } from "../../labels";
import { useDevPlansWrite } from "../../queries";
import { StepFrame, type StepProps } from "./StepFrame";
import * as w from "./wizard.css";

type Row = "comment" | "compose" | "approve" | "approveExtra" | "act" | "gradeIntermediate" | "gradeFinal" | "cancel";
const ROWS: Row[] = ["comment", "compose", "approve", "approveExtra", "act", "gradeIntermediate", "gradeFinal", "cancel"];
/** Capabilities the owner can never hold (the machine refuses them): their "employee" box is off. */
const NOT_SELF: ReadonlySet<Row> = new Set(["approve", "approveExtra", "gradeIntermediate", "gradeFinal"]);

const get = (rm: RoleModel, row: Row): readonly Relation[] =>
  row === "gradeIntermediate" ? rm.grade.intermediate : row === "gradeFinal" ? rm.grade.final : rm[row];
const put = (rm: RoleModel, row: Row, list: Relation[]): RoleModel =>
  row === "gradeIntermediate" ? { ...rm, grade: { ...rm.grade, intermediate: list } }
    : row === "gradeFinal" ? { ...rm, grade: { ...rm.grade, final: list } } : { ...rm, [row]: list };
/** The message id of a roleModelErrors code. */
const errorId = (code: string) => (code.endsWith(".self") ? "devPlans.roleModel.error.self" : `devPlans.roleModel.error.${code.replace(/\./g, "_")}`);
const KNOWN = new Set(["compose.empty", "act.empty", "grade.final.empty", "approveExtra.withoutApprove", "autoApproveDays.invalid", "autoApproveDays.withoutApprove"]);

export function RoleModelStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const [rm, setRm] = useState<RoleModel>(() => (plan.role_model ?? defaultRoleModel) as RoleModel);
  const [days, setDays] = useState(rm.autoApproveDays ? String(rm.autoApproveDays) : "");
  const auto = rm.autoApproveDays !== null;
  const model: RoleModel = { ...rm, autoApproveDays: auto ? (days.trim() === "" ? Number.NaN : Number(days)) : null };
  const errors = roleModelErrors(model);
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite((m: RoleModel) => setRoleModel(plan.id, m, plan.version), { onSuccess: (p) => void onDone(p) });
  const dirty = plan.role_model === null || JSON.stringify(model) !== JSON.stringify(plan.role_model);
  const toggle = (row: Row, rel: Relation, on: boolean) =>
    setRm((m) => put(m, row, on ? [...get(m, row), rel] : get(m, row).filter((r) => r !== rel)));
  const submit = () => {
    setTried(true);
    if (errors.length) return;
    if (dirty && !frozen) save.mutate(model);
    else onDone();
  };
  const rowLabel = (row: Row) => t(`devPlans.roleModel.${row}`);
  return (
    <StepFrame step="roleModel" onBack={onBack} onSubmit={submit} isPending={save.isPending}>
      <div className={w.matrixWrap}>
        <table className={w.matrix}>
          <caption className={s.srOnly}>{t("devPlans.roleModel.title")}</caption>
          <thead>
            <tr>
              <td />
              {RELATIONS.map((r) => (
                <th key={r} scope="col" className={w.matrixHead}>
                  {t(relationLabel(r))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row" className={w.matrixRowHead}>
                  {rowLabel(row)}
                </th>
                {RELATIONS.map((rel) => (
                  <td key={rel} className={w.matrixCell}>
                    <span className={w.cellCenter}>
                      <Checkbox aria-label={`${rowLabel(row)}: ${t(relationLabel(rel))}`} isSelected={get(rm, row).includes(rel)}
                        isDisabled={frozen || (rel === "self" && NOT_SELF.has(row))} onChange={(on) => toggle(row, rel, on)} />
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={s.formGrid}>
        <Switch isSelected={rm.grade.self} isDisabled={frozen} onChange={(v) => setRm((m) => ({ ...m, grade: { ...m.grade, self: v } }))}>
          {t("devPlans.roleModel.gradeSelf")}
        </Switch>
        <div className={s.stack}>
          <Switch isSelected={auto} isDisabled={frozen} onChange={(v) => {
              setDays((d) => d || "5");
              setRm((m) => ({ ...m, autoApproveDays: v ? 1 : null }));
            }}>
            {t("devPlans.roleModel.autoApprove")}
          </Switch>
          {auto && (
            <TextField label={t("devPlans.roleModel.autoApproveDays")} inputMode="numeric" value={days}
              onChange={setDays} isReadOnly={frozen} isInvalid={tried && errors.some((e) => e.startsWith("autoApproveDays"))}
              errorMessage={t("devPlans.roleModel.error.autoApproveDays_invalid")} />
          )}
        </div>
      </div>
      {errors.length > 0 && (
        <ul className={s.stack} role={tried ? "alert" : undefined} aria-label={t("devPlans.roleModel.problems")}>
          {errors.map((code) => (
            <li key={code} className={s.error}>
              {KNOWN.has(code) || code.endsWith(".self") ? t(errorId(code)) : t("devPlans.roleModel.error.other")}
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
