import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../../../../ui/components/Spinner";
import { NotFoundPage } from "../../../../../features/errors/NotFoundPage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { formChildrenQuery, formItemQuery } from "../../../../../features/forms/queries";
import { idOf } from "../../../../../app/routeParams";

// A form's fields and groups (manageFormFields, manageFormFieldsGroups): the editor is heavy, so it loads lazily.
const FormEditorPage = lazy(() => import("../../../../../features/forms/FormEditorPage").then((m) => ({ default: m.FormEditorPage })));

export const Route = createFileRoute("/{-$locale}/_app/settings/manageForms/$id")({
  staticData: { title: "catalogue.resource.manageForms", access: { section: "system_settings" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    return loadAll(
      ensureQuery(queryClient, formItemQuery(id)),
      ensureQuery(queryClient, formChildrenQuery("manageFormFields", id)),
      ensureQuery(queryClient, formChildrenQuery("manageFormFieldsGroups", id)),
    );
  },
  component: function FormRoute() {
    const { id } = Route.useParams();
    if (!/^\d{1,9}$/.test(id)) return <NotFoundPage />;
    return (
      <Suspense fallback={<Spinner />}>
        <FormEditorPage key={id} id={Number(id)} />
      </Suspense>
    );
  },
});
