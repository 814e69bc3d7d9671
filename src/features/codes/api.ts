// The codes calls (services/contract/codes.ts) for the browser.
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import {
  type AccessCode, type CodeCatalog, type CodeCatalogCreate, CodesGroup, type RegistrationSettings, RegistrationGroup,
} from "../../../services/contract/codes";

export type { AccessCode, CodeCatalog, CodeCatalogCreate, RegistrationSettings };
const call = areaClient(areaApi(CodesGroup, RegistrationGroup));
type PageQuery = { limit: number; last_id?: number };

export const catalogs = (query: PageQuery, signal?: AbortSignal) => call("codes.listCodeCatalogs", (a) => a.codes.listCodeCatalogs({ query }), { signal });
export const catalog = (id: number, signal?: AbortSignal) => call("codes.getCodeCatalog", (a) => a.codes.getCodeCatalog({ params: { id } }), { signal });
export const codes = (id: number, query: PageQuery, signal?: AbortSignal) =>
  call("codes.listAccessCodes", (a) => a.codes.listAccessCodes({ params: { id }, query }), { signal });
export const createCatalog = (payload: CodeCatalogCreate) => call("codes.createCodeCatalog", (a) => a.codes.createCodeCatalog({ payload }));
export const updateCatalog = (c: CodeCatalog, change: Partial<Omit<CodeCatalogCreate, "count">>) =>
  call("codes.updateCodeCatalog", (a) => a.codes.updateCodeCatalog({
    payload: {
      id: c.id, name: change.name ?? c.name, organization_id: change.organization_id === undefined ? c.organization_id : change.organization_id,
      is_active: change.is_active ?? c.is_active, active_from: change.active_from === undefined ? c.active_from : change.active_from,
      active_to: change.active_to === undefined ? c.active_to : change.active_to, expectedVersion: c.version,
    },
  }));
export const blockCode = (id: number, is_blocked: boolean) => call("codes.blockAccessCode", (a) => a.codes.blockAccessCode({ payload: { id, is_blocked } }));
export const settings = (signal?: AbortSignal) => call("codes.getRegistrationSettings", (a) => a.codes.getRegistrationSettings(), { signal });
export const saveSettings = (s: RegistrationSettings) =>
  call("codes.setRegistrationSettings", (a) => a.codes.setRegistrationSettings({ payload: { ...s, allowed_domains: [...s.allowed_domains] } }));
export const options = (signal?: AbortSignal) => call("registration.registrationOptions", (a) => a.registration.registrationOptions({ query: {} }), { signal });
export const register = (payload: { first_name: string; last_name: string; email: string; code: string | null }) =>
  call("registration.register", (a) => a.registration.register({ payload }));

/** A catalogue's codes as an XLSX file: a plain fetch, so the file keeps the server's name. */
export async function exportCodes(id: number): Promise<{ url: string; name: string }> {
  const headers: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) headers.authorization = auth;
  const res = await fetch(`${apiBase()}/api/codeCatalogs/${id}/export`, { headers, credentials: "include" });
  if (!res.ok) throw Object.assign(new Error(`export ${res.status}`), { status: res.status });
  const name = /filename="?([^";]+)"?/i.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `access-codes-${id}.xlsx`;
  return { url: URL.createObjectURL(await res.blob()), name };
}
