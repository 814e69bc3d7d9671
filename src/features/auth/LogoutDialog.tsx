// Logout asks first (spec 000 §4); then the session ends on the server, every cached query is dropped and
// the user lands on the home page of the current language.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { logout } from "../../../services/client/auth";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LogoutDialog({ isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = async () => {
    setPending(true);
    await logout();
    onOpenChange(false);
    setPending(false);
    await router.navigate({ to: "/{-$locale}", params: { locale: localeParam(locale) }, replace: true });
    queryClient.clear();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("auth.logout.title")}
      message={t("auth.logout.text")}
      confirmLabel={t("auth.logout.confirm")}
      cancelLabel={t("app.cancel")}
      onConfirm={() => void confirm()}
      isPending={pending}
      pendingLabel={t("app.loading")}
      closeLabel={t("app.close")}
    />
  );
}
