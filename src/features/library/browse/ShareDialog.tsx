// Share links of a file (Managers): the live links with copy and revoke, and a button that makes a new one.
// A link serves the file without a session, so revoking is the way to take it back.
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import { createShareLink, revokeShareLink, shareUrl } from "../api";
import { shareLinksQuery, useLibraryWrite } from "../queries";
import { Busy } from "./Busy";
import * as s from "./library.css";

const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

export function ShareDialog({ file, onClose }: { file: { id: number; display_name: string }; onClose: () => void }) {
  const t = useT();
  const q = useQuery(shareLinksQuery(file.id));
  const create = useLibraryWrite(() => createShareLink(file.id), {
    failure: "library.share.createFailed",
    onSuccess: async (link) => notify({ message: (await copyText(shareUrl(link))) ? "library.share.createdCopied" : "library.share.createdMsg", variant: "success" }),
  });
  const revoke = useLibraryWrite(revokeShareLink, { success: "library.share.revokedMsg", failure: "library.share.revokeFailed" });
  const live = (q.data?.items ?? []).filter((l) => !l.revoked);
  return (
    <Modal isOpen size="md" onOpenChange={(o) => !o && onClose()}>
      <Dialog
        title={t("library.share.title", { name: file.display_name })}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("app.close")}
            </Button>
            <Button onPress={() => create.mutate(undefined)} isPending={create.isPending} pendingLabel={t("app.saving")}>
              {t("library.share.create")}
            </Button>
          </>
        }
      >
        {q.isPending ? (
          <Busy />
        ) : q.isError ? (
          <ErrorState title={t("library.load.failed")} retryLabel={t("app.retry")} onRetry={() => void q.refetch()} headingLevel={3} />
        ) : live.length === 0 ? (
          <EmptyState title={t("library.share.empty")} headingLevel={3} />
        ) : (
          <ul className={s.links} aria-label={t("library.share.listLabel")}>
            {live.map((l) => (
              <li key={l.token} className={s.linkRow}>
                <code className={s.linkUrl}>{shareUrl(l)}</code>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={async () => {
                    const ok = await copyText(shareUrl(l));
                    notify({ message: ok ? "library.share.copied" : "library.share.copyFailed", variant: ok ? "success" : "error" });
                  }}
                >
                  {t("library.share.copy")}
                </Button>
                <Button size="sm" variant="ghost" onPress={() => revoke.mutate(l.token)} isDisabled={revoke.isPending}>
                  {t("library.share.revoke")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </Modal>
  );
}
