// The form builder with its preview (src/features/formBuilder), loaded only when this section renders.
import { lazy, Suspense } from "react";
import { Spinner } from "../../../../ui/components/Spinner";
import { Group, Section, useT } from "../parts";

const Playground = lazy(() => import("../../formBuilder/Playground"));

export function FormBuilderSection() {
  const t = useT();
  return (
    <Section id="formBuilder" title={t("gallery.section.formBuilder")}>
      <Group title={t("gallery.section.formBuilder")} note={t("gallery.formBuilder.note")}>
        <Suspense fallback={<Spinner label={t("app.loading")} />}>
          <Playground />
        </Suspense>
      </Group>
    </Section>
  );
}
