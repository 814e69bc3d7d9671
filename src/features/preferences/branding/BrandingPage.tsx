// /preferences/general/branding: view and edit the client's branding with a live preview; saving applies it
// to the whole app at once. Saving needs client_settings edit; without it the page is read-only.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import { focusFirstInvalid } from "../../../../ui/focus";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { defaultBranding } from "../../../../ui/theme/branding";
import type { Branding } from "../../../../services/contract/branding";
import { allows, type Permissions } from "../../../../services/contract/permissions";
import type { BrandingUpdate } from "../../../../services/client/types";
import { useAnnounced } from "../../../app/a11y/useAnnounced";
import { Alert } from "../../auth/Alert";
import { sessionQuery } from "../../auth/queries";
import { RegistrationSettingsCard } from "../../codes/RegistrationSettingsCard";
import * as p from "../../shell/page.css";
import * as s from "./branding.css";
import { BrandingForm, ImageKeys, imageValid } from "./BrandingForm";
import { BrandingPreview } from "./BrandingPreview";
import { HexPattern } from "./ColorField";
import { clientBrandingQuery, toUpdate, useSaveBranding } from "./queries";

const isValid = (d: BrandingUpdate) =>
  d.title.trim() !== "" && Object.values(d.colors).every((c) => HexPattern.test(c)) && ImageKeys.every((k) => imageValid(d[k]));

function Editor({ saved, canEdit, clientId, titleLevel }: { saved: Branding; canEdit: boolean; clientId?: number; titleLevel: 1 | 2 }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const initial = useMemo(() => toUpdate(saved), [saved]);
  const [draft, setDraft] = useState<BrandingUpdate>(initial);
  useEffect(() => setDraft(initial), [initial]);
  const save = useSaveBranding(clientId);
  const Title = titleLevel === 1 ? "h1" : "h2";
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const valid = isValid(draft);
  const form = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<BrandingUpdate>) => setDraft((d) => ({ ...d, ...patch }));
  // Said once when the first change is made (the visible note appears with it, too late to be a live region).
  useAnnounced(dirty && canEdit ? t("branding.unsaved") : null);

  return (
    <>
      <header className={p.pageHeader}>
        <div>
          <Title className={p.pageTitle}>{t("branding.pageTitle")}</Title>
          <p className={p.pageLead}>{t("branding.subtitle")}</p>
        </div>
        {canEdit && (
          <div className={s.actions}>
            {dirty && <span className={s.dirty}>{t("branding.unsaved")}</span>}
            <Button variant="ghost" onPress={() => set({ colors: { ...defaultBranding.colors } })} isDisabled={save.isPending}>
              {t("branding.resetDefaults")}
            </Button>
            <Button variant="secondary" onPress={() => setDraft(initial)} isDisabled={!dirty || save.isPending}>
              {t("branding.discard")}
            </Button>
            {/* Enabled while a field is invalid: a disabled Save tells a keyboard or screen-reader user nothing, a
                pressed one takes them to the field that stops it (its message is tied to it). */}
            <Button onPress={() => (valid ? save.mutate({ ...draft, title: draft.title.trim() }) : focusFirstInvalid(form.current))} isDisabled={!dirty} isPending={save.isPending} pendingLabel={t("app.saving")}>
              {t("app.save")}
            </Button>
          </div>
        )}
      </header>
      {!canEdit && (
        <div style={{ marginBottom: 24 }}>
          <Alert tone="info">{t("branding.readOnly")}</Alert>
        </div>
      )}
      <div className={s.layout}>
        <div className={s.column} ref={form}>
          <BrandingForm draft={draft} set={set} readOnly={!canEdit || save.isPending} />
        </div>
        <div className={`${s.column} ${s.sticky}`}>
          <Card title={t("branding.section.preview")} titleLevel={2}>
            <BrandingPreview draft={draft} />
            <p className={s.hint}>{t("branding.previewHint")}</p>
          </Card>
        </div>
      </div>
    </>
  );
}

/** `clientId`: another client's branding (the platform administration pages, inside a page with its own h1). */
export function BrandingPage({ clientId }: { clientId?: number } = {}) {
  const intl = useIntl();
  const session = useQuery(sessionQuery()).data;
  const branding = useQuery(clientBrandingQuery(clientId));
  const canEdit = !!session && allows(session.permissions as Permissions, "client_settings", "edit");
  if (branding.isPending)
    return (
      <div className={s.center}>
        <Spinner size={32} label={intl.formatMessage({ id: "app.loading" })} />
      </div>
    );
  if (branding.isError)
    return (
      <div className={p.page}>
        <ErrorState title={intl.formatMessage({ id: "common.getFail" })} retryLabel={intl.formatMessage({ id: "app.retry" })}
          onRetry={() => void branding.refetch()} isRetrying={branding.isFetching} announce headingLevel={2} />
      </div>
    );
  return (
    <div className={p.page}>
      <Editor saved={branding.data} canEdit={canEdit} clientId={clientId} titleLevel={clientId === undefined ? 1 : 2} />
      {/* the registration settings act on one's own client (codes area) */}
      {clientId === undefined && (
        <div style={{ marginTop: 24 }}>
          <RegistrationSettingsCard canEdit={canEdit} />
        </div>
      )}
    </div>
  );
}
