// react-intl and react-aria in the URL's locale. Error pages may render outside the root layout, so they
// wrap themselves in this too: it steps aside when a provider is already there.
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import { I18nProvider } from "react-aria-components";
import { IntlContext, IntlProvider } from "react-intl";
import { localeFromPath } from "./locale";
import { ensureFallback, loadedMessages, messagesVersion, subscribeMessages } from "./messages";

const ariaLocale = { ru: "ru-RU", en: "en-GB", fr: "fr-FR" } as const;

/** The locale of the current URL (the resolved one, so that its messages are loaded). */
export const useLocale = () => useRouterState({ select: (s) => localeFromPath((s.resolvedLocation ?? s.location).pathname) });

const onError = (error: { code?: string }) => {
  // A missing message brings in the English catalogue; anything else is a bug worth seeing.
  if (error.code === "MISSING_TRANSLATION") void ensureFallback();
  else console.error(error);
};

export function IntlRoot({ children }: { children?: ReactNode }) {
  const existing = useContext(IntlContext);
  const locale = useLocale();
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks the arrival of a catalogue
  const messages = useMemo(() => loadedMessages(locale), [locale, version]);
  if (existing && existing.locale === locale) return children;
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={onError}>
      <I18nProvider locale={ariaLocale[locale]}>{children}</I18nProvider>
    </IntlProvider>
  );
}
