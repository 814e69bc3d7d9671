import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { idOf } from "../../../../../app/routeParams";
import { certificatesAdminAccess } from "../../../../../features/certificates/access";
import { templateQuery } from "../../../../../features/certificates/queries";
import { TemplatePage } from "../../../../../features/certificates/TemplatePage";

// management/certificates/{certificate} (spec 000 §2): settings, template and training tabs.
export const Route = createFileRoute("/{-$locale}/_app/management/certificates/$certificate")({
  staticData: { title: "certificates.editor.title", access: certificatesAdminAccess },
  loader: ({ context, params }) => {
    const id = idOf(params.certificate);
    return id === null ? undefined : ensureQuery(context.queryClient, templateQuery(id));
  },
  component: function Template() {
    const { certificate } = Route.useParams();
    return <TemplatePage key={certificate} templateId={idOf(certificate)} />;
  },
});
