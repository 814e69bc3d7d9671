import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { certificatesAdminAccess } from "../../../../../features/certificates/access";
import { CertificatesAdminPage } from "../../../../../features/certificates/CertificatesAdminPage";
import { templatesQuery } from "../../../../../features/certificates/queries";

// management/certificates (spec 000 §2): the certificate templates.
export const Route = createFileRoute("/{-$locale}/_app/management/certificates/")({
  staticData: {
    title: "certificates.title",
    access: certificatesAdminAccess,
    menu: { group: "management", label: "certificates.nav", description: "certificates.navDescription", icon: "book", order: 36 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, templatesQuery()),
  component: CertificatesAdminPage,
});
