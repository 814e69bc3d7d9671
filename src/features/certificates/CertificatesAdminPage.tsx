// management/certificates: the client's certificate templates (newest first) and a form that creates one and opens
// it. Each row says its state, orientation, how many courses grant it and how many were issued.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { messageIdOf } from "../../../services/client/errors";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as api from "./api";
import * as s from "./certificates.css";
import { usePaths } from "./paths";
import { rowsOf, templatesQuery } from "./queries";

/** A new template's fields besides its name: active, Roboto, vertical, centred, the usual fields. */
export const NEW_TEMPLATE: Omit<api.TemplateInput, "name"> = {
  state: "active", font_id: 1, orientation: "vertical", alignment: "center", body: "{name}\n{course}\n{date}",
};

function CreateForm() {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("certificates.errors.empty");
    setPending(true);
    try {
      const created = await api.createTemplate({ ...NEW_TEMPLATE, name: name.trim() });
      await navigate({ to: paths.template(created.id) });
    } catch (err) {
      setError(messageIdOf(err, "certificates.saveFailed"));
      setPending(false);
    }
  };
  return (
    <form className={s.toolbar} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t("certificates.newTemplate")} value={name} onChange={(v) => { setName(v); setError(null); }} maxLength={255}
        isInvalid={error !== null} errorMessage={error ? t(error) : undefined} />
      <Button type="submit" variant="secondary" isPending={pending} pendingLabel={t("certificates.saving")}>{t("certificates.create")}</Button>
    </form>
  );
}

export function CertificatesAdminPage() {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(templatesQuery());
  const items = rowsOf(query.data);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("certificates.title")}</h1>
          <p className={p.pageLead}>{t("certificates.lead")}</p>
        </div>
      </header>
      <CreateForm />
      <section className={s.section} aria-labelledby="certificate-templates">
        <h2 id="certificate-templates" className={s.sectionTitle}>{t("certificates.templates")}</h2>
        {query.isPending ? <Spinner label={t("certificates.loading")} />
          : query.isError ? <ErrorState title={t("certificates.loadFailed")} retryLabel={t("certificates.retry")} onRetry={() => void query.refetch()} headingLevel={3} announce />
          : items.length === 0 ? <EmptyState title={t("certificates.noTemplates")} headingLevel={3} />
          : (
            <ul className={s.rows} aria-labelledby="certificate-templates">
              {items.map((c) => (
                <li key={c.id} className={s.row}>
                  <span className={s.rowMain}>
                    <Link href={paths.template(c.id)}>{c.name}</Link>
                    <span className={s.muted}>
                      {t(`certificates.orientation.${c.orientation}`)} · {t("certificates.coursesCount", { n: c.courses })} · {t("certificates.issuedCount", { n: c.issued })}
                    </span>
                  </span>
                  <Badge tone={c.state === "active" ? "success" : "neutral"} dot>{t(`certificates.state.${c.state}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        {query.hasNextPage && (
          <div className={s.more}>
            <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("certificates.loading")}>{t("certificates.more")}</Button>
          </div>
        )}
      </section>
    </div>
  );
}
