// Library paths in the current language (ru is unprefixed): browse pages and the access pages of the access helper.
import { useLocale } from "../../app/i18n/IntlRoot";

export const useLibraryPaths = () => {
  const locale = useLocale();
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    /** A folder's page; the common folder (1 or 5) is the library's index. */
    folder: (id: number) => (id === 1 || id === 5 ? `${prefix}/library` : `${prefix}/library/${id}`),
    access: (kind: "FOLDER" | "FILE", id: number) => `${prefix}/library/access/${kind === "FOLDER" ? "folder" : "file"}/${id}`,
  };
};
