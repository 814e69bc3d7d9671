// Runs before every navigation: loads the messages of the URL's locale and tells the API client which
// language to announce. On the very first load a remembered non-default language wins over the bare URL.
import { type ParsedLocation, redirect } from "@tanstack/react-router";
import { setRequestLocale } from "../../services/client/config";
import { DefaultLocale, type Locale, localeFromPath, pathInLocale, rememberedLocale } from "./i18n/locale";
import { loadMessages } from "./i18n/messages";

let firstLoad = true;

export const rootBeforeLoad = async ({ location }: { location: ParsedLocation }): Promise<{ locale: Locale }> => {
  const locale = localeFromPath(location.pathname);
  if (firstLoad) {
    firstLoad = false;
    const remembered = rememberedLocale();
    if (remembered && remembered !== DefaultLocale && locale === DefaultLocale)
      throw redirect({ href: `${pathInLocale(location.pathname, remembered)}${location.searchStr}${location.hash ? `#${location.hash}` : ""}` });
  }
  await loadMessages(locale);
  setRequestLocale(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  return { locale };
};
