import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../../app/loaders";
import { verificationQuery } from "../../../../../features/certificates/queries";
import { VerifyPage } from "../../../../../features/certificates/VerifyPage";

// /verify/certificate/{uuid}: the public check of a certificate's verification link, in the branded login layout.
export const Route = createFileRoute("/{-$locale}/_login/verify/certificate/$uuid")({
  staticData: { title: "certificates.verify.title" },
  loader: ({ context, params }) => ensureQuery(context.queryClient, verificationQuery(params.uuid)),
  component: function Verify() {
    const { uuid } = Route.useParams();
    return <VerifyPage uuid={uuid} />;
  },
});
