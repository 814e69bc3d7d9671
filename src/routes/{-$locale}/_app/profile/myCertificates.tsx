import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { myCertificatesAccess } from "../../../../features/certificates/access";
import { MyCertificatesPage } from "../../../../features/certificates/MyCertificatesPage";
import { myCertificatesQuery } from "../../../../features/certificates/queries";

// /profile/myCertificates (spec 000 §2 Profile): one's certificates with their download.
export const Route = createFileRoute("/{-$locale}/_app/profile/myCertificates")({
  staticData: { title: "certificates.mine.title", access: myCertificatesAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, myCertificatesQuery()),
  component: MyCertificatesPage,
});
