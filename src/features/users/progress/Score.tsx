// A test's score: right answers of the scored questions, green when all were right.
import { Badge } from "../../../../ui/components/Badge";
import { useT } from "../../lists/useT";

export function Score({ score }: { score: { correct: number; total: number; percent: number } }) {
  const t = useT();
  return (
    <Badge tone={score.correct === score.total ? "success" : "warning"}>
      {t("formBuilder.view.score", { correct: score.correct, total: score.total, percent: Math.round(score.percent) })}
    </Badge>
  );
}
