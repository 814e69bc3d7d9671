// A person's name as the page writes it: one rule per language (services/contract/personName.ts), the same the
// server's lists follow for the request's content-language, so a person reads the same in the menu, a list and a
// card of one page. Without a locale, the page's (set before each navigation renders).
import { requestLocale } from "../../services/client/config";
import { type PersonNameParts, personName as nameIn } from "../../services/contract/personName";

export const personName = (u: PersonNameParts, locale: string = requestLocale()) => nameIn(u, locale);
