// /thirdParties (public, in the login layout): the open-source packages Stride ships, from the list the build makes
// out of node_modules (scripts/thirdParties.ts). How many use each licence, one package's licence text chosen from a
// searchable list, and every package with its version and licence as plain text (no tab stop per package).
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ComboBox } from "../../../ui/components/ComboBox";
import { ErrorState } from "../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Spinner } from "../../../ui/components/Spinner";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import { type ThirdParties, thirdPartiesQuery } from "./queries";
import * as s from "./thirdParties.css";

export function ThirdPartiesPage() {
  const t = useT();
  const locale = localeParam(useLocale());
  const list = useQuery(thirdPartiesQuery());
  return (
    <div className={s.page}>
      <h1 className={s.title}>{t("thirdParties.title")}</h1>
      {list.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : list.isError ? (
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void list.refetch()} isRetrying={list.isFetching} headingLevel={2} />
      ) : (
        <Packages data={list.data} />
      )}
      <Link to={"/{-$locale}" as never} params={{ locale } as never}>
        {t("thirdParties.back")}
      </Link>
    </div>
  );
}

function Packages({ data }: { data: ThirdParties }) {
  const t = useT();
  const [chosen, setChosen] = useState<number | null>(null);
  const counts = new Map<string, number>();
  for (const p of data.packages) counts.set(p.license, (counts.get(p.license) ?? 0) + 1);
  const licences = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const items = data.packages.map((p, id) => ({ id, label: `${p.name} ${p.version}` }));
  const pkg = chosen === null ? null : data.packages[chosen];
  return (
    <>
      <p className={s.muted}>{t("thirdParties.lead", { count: data.packages.length })}</p>
      <section className={s.section} aria-labelledby="tp-licences">
        <h2 id="tp-licences" className={s.subtitle}>
          {t("thirdParties.licences")}
        </h2>
        <ul className={s.plain}>
          {licences.map(([licence, n]) => (
            <li key={licence}>{t("thirdParties.licenceCount", { licence, count: n })}</li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="tp-text">
        <h2 id="tp-text" className={s.subtitle}>
          {t("thirdParties.textTitle")}
        </h2>
        <ComboBox
          label={t("thirdParties.choose")}
          openLabel={t("thirdParties.open")}
          emptyText={t("thirdParties.nothing")}
          defaultItems={items}
          selectedKey={chosen}
          onSelectionChange={(key) => setChosen(key === null ? null : Number(key))}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </ComboBox>
        {pkg ? (
          <div className={s.section}>
            <h3 className={s.subtitle}>
              {pkg.name} {pkg.version} · {pkg.license}
            </h3>
            {pkg.homepage ? (
              <a href={pkg.homepage} rel="noreferrer" target="_blank" className={s.entry}>
                {pkg.homepage}
              </a>
            ) : null}
            {pkg.text === null ? (
              <p className={s.muted}>{t("thirdParties.noText", { licence: pkg.license })}</p>
            ) : (
              // A long text scrolls inside itself; its named region takes focus so the keyboard can scroll it.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              <section className={s.text} tabIndex={0} aria-label={t("thirdParties.textOf", { name: pkg.name })}>
                <pre className={s.pre}>{data.texts[pkg.text]}</pre>
              </section>
            )}
          </div>
        ) : null}
      </section>
      <section className={s.section} aria-labelledby="tp-all">
        <h2 id="tp-all" className={s.subtitle}>
          {t("thirdParties.all")}
        </h2>
        <ul className={s.plain}>
          {data.packages.map((p) => (
            <li key={`${p.name}@${p.version}`} className={s.entry}>
              {p.name} {p.version} · {p.license}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
