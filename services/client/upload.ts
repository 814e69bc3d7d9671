// Multipart POST with XMLHttpRequest, for upload progress (fetch cannot report request progress in every
// browser). Sends what every API request sends (runtime.ts): cookies, the base URL, content-language and the
// bearer token. Shared by the library uploader and the users' CSV import.
import { apiBase, requestLocale } from "./config";
import { authorizationHeader } from "./token";

export interface MultipartAnswer {
  status: number;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: unknown;
}

export interface MultipartOptions {
  /** Bytes of the request body sent so far and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const abortError = () => Object.assign(new Error("aborted"), { name: "AbortError" });

/**
 * POSTs `form` to `path` (e.g. "/api/customImportUsers") once; resolves with any HTTP status and the parsed body,
 * rejects with AbortError when cancelled and with Error("network") when the request never got an answer.
 */
export function postMultipart(path: string, form: FormData, { onProgress, signal }: MultipartOptions = {}): Promise<MultipartAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBase()}${path}`);
    xhr.withCredentials = true;
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader("authorization", auth);
    xhr.setRequestHeader("content-language", requestLocale());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded, e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
