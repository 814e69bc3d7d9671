// /settings/manageForms: the client's smart forms (the generic catalogue page over manageForms); a row opens the
// form's fields and groups.
import { useNavigate } from "@tanstack/react-router";
import { useLocale } from "../../app/i18n/IntlRoot";
import { CataloguePage } from "../catalogue/CataloguePage";

export function ManageFormsPage() {
  const navigate = useNavigate();
  const locale = useLocale();
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return <CataloguePage resource="manageForms" onOpen={(form) => void navigate({ href: `${prefix}/settings/manageForms/${form.id}` })} />;
}
