/** The browser's services over the API contract. */
export { areaApi, areaClient } from "./api.js";
export { ApiClient, ApiClientLive, type Client } from "./ApiClient.js";
export * from "./auth.js";
export * from "./branding.js";
export { apiBase, setApiBase, DefaultLocale, type Locale, Locales, requestLocale, setRequestLocale } from "./config.js";
export { encryptWith, importPublicKey, makeEncryptor } from "./crypto.js";
export { describeError, type ErrorContext, reportError } from "./errorLog.js";
export { classify, errorTag, fieldErrorsOf, HandledFailure, isAbort, isSilent, messageIdOf, type Outcome } from "./errors.js";
export * from "./notifications.js";
export { refreshToken } from "./refresh.js";
export { type FailureHandlers, fetchLayer, runCall, setFailureHandlers, transformClient } from "./runtime.js";
export { authorizationHeader, clearToken, getToken, onTokenChange, setToken } from "./token.js";
export type { BrandingUpdate, Notification } from "./types.js";
