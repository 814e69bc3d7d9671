import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Spinner } from "../../../../../../../ui/components/Spinner";
import { NotFoundPage } from "../../../../../../features/errors/NotFoundPage";
import { clientIdOf } from "../../../../../../features/clients/paths";
import { ensureQuery, loadAll } from "../../../../../../app/loaders";
import { formChildrenQuery, formItemQuery } from "../../../../../../features/forms/queries";
import { idOf } from "../../../../../../app/routeParams";

// Another client's smart form editor (spec 000 §2 clients/{client}/manageForms/{form}): the form editor with the
// client's id (the catalogue calls carry client_id); lazy, like the own client's editor.
const FormEditorPage = lazy(() => import("../../../../../../features/forms/FormEditorPage").then((m) => ({ default: m.FormEditorPage })));

export const Route = createFileRoute("/{-$locale}/_app/clients/$client/manageForms/$form")({
  staticData: { title: "catalogue.resource.manageForms", access: { section: "clients", flag: "edit" } },
  loader: ({ context: { queryClient }, params }) => {
    const clientId = clientIdOf(params.client) ?? undefined;
    const form = idOf(params.form);
    if (clientId === undefined || form === null) return;
    return loadAll(
      ensureQuery(queryClient, formItemQuery(form, clientId)),
      ensureQuery(queryClient, formChildrenQuery("manageFormFields", form, clientId)),
      ensureQuery(queryClient, formChildrenQuery("manageFormFieldsGroups", form, clientId)),
    );
  },
  component: function ClientFormRoute() {
    const { client, form } = Route.useParams();
    const clientId = clientIdOf(client);
    if (clientId === null || !/^\d{1,9}$/.test(form)) return <NotFoundPage />;
    return (
      <Suspense fallback={<Spinner />}>
        <FormEditorPage key={`${clientId}/${form}`} id={Number(form)} clientId={clientId} />
      </Suspense>
    );
  },
});
