import { Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { Invalid, Messages, Unauthorized } from "../../../../services/contract/errors.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import { authCtx, runAuth, runAuthOrDie } from "../../auth/context.js";
import { ServerKeys } from "../../auth/keys.js";
import { requirePermission } from "../../auth/permissions.js";
import { callerAddress } from "../../http/rateLimit.js";
import { AppConfig } from "../../http/services.js";
import { clientByHost, defaultClientId, loadBranding } from "../clients/index.js";
import { requestPasswordReset } from "./forgotPassword.js";
import { login, logout, refresh } from "./login.js";
import { wakeMailer } from "../../mail/wake.js";
import { changePassword, confirmPassword, createResetLinks, decryptField, linkState } from "./passwordCommands.js";
import { clearRefreshCookie, RefreshCookie, setRefreshCookie, tokenResponse } from "./session.js";
import { sessionData } from "./sessionData.js";

const failIf = <E>(result: E | null) => (result ? Effect.fail(result) : Effect.void);

const bearerOf = (request: HttpServerRequest.HttpServerRequest) => {
  const h = request.headers.authorization;
  return h?.toLowerCase().startsWith("bearer ") ? h.slice(7).trim() : undefined;
};

/**
 * Whether a cookie-authenticated request comes from the app's own pages. The refresh cookie goes to every port of
 * the host (cookies ignore ports) and SameSite=Lax lets a same-site page send it, so the SCORM content origin (the
 * app's host on another port, src/server/areas/scorm/README.md) could otherwise refresh the viewer's session or end
 * it. A browser says where a request comes from (Sec-Fetch-Site; Origin on a POST); a request saying neither is no
 * page's (a tool's), and the cookie it needs is not a page's to give.
 */
const fromAppPage = (request: HttpServerRequest.HttpServerRequest) => {
  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.origin;
  return !origin || (URL.canParse(origin) && new URL(origin).host === request.headers.host);
};

/** Sign-in, refresh, logout and password links: public endpoints. */
export const AuthLive = HttpApiBuilder.group(Api, "auth", (h) =>
  h
    .handle("authPublicKey", () => Effect.map(Effect.service(ServerKeys), (keys) => ({ key: keys.publicKeyPem })))
    .handle("userAuthTokens", ({ payload }) =>
      Effect.gen(function* () {
        const ctx = yield* authCtx;
        const plain = decryptField(ctx, "payload.password", payload.password);
        if (plain instanceof Invalid) return yield* Effect.fail(plain);
        const result = yield* Effect.promise(() => login(ctx, payload.login, plain));
        if (!result.ok) return yield* Effect.fail(result.error);
        yield* setRefreshCookie(result.tokens.refresh, ctx.config);
        return tokenResponse(result.tokens);
      }))
    .handle("refreshToken", () =>
      Effect.gen(function* () {
        const ctx = yield* authCtx;
        const request = yield* HttpServerRequest.HttpServerRequest;
        if (!fromAppPage(request)) return yield* Effect.fail(new Unauthorized({ message: Messages.unauthorized, detail: "refresh from another origin" }));
        const result = yield* Effect.promise(() => refresh(ctx, request.cookies[RefreshCookie.key] ?? ""));
        if (!("refresh" in result)) {
          yield* clearRefreshCookie(ctx.config);
          return yield* Effect.fail(result);
        }
        yield* setRefreshCookie(result.refresh, ctx.config);
        return tokenResponse(result);
      }))
    .handle("logout", () =>
      Effect.gen(function* () {
        const ctx = yield* authCtx;
        const request = yield* HttpServerRequest.HttpServerRequest;
        // Another origin's page does not end the person's session (its request is answered as if nothing happened).
        if (!fromAppPage(request)) return;
        yield* Effect.promise(() => logout(ctx, request.cookies[RefreshCookie.key], bearerOf(request)));
        yield* clearRefreshCookie(ctx.config);
      }))
    .handle("confirmPasswordLink", ({ query }) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        return yield* runAuthOrDie(async ({ db, clock }) => {
          const { state, row } = await linkState(db, query.uid, clock.now());
          const clientId = row?.client_id ?? (await clientByHost(db, request.headers.host ?? "")) ?? (await defaultClientId(db)) ?? 0;
          return { link_state: state, branding_data: await loadBranding(db, clientId), login: state === "active" ? (row?.email ?? null) : null };
        });
      }))
    .handle("confirmPassword", ({ payload }) =>
      Effect.gen(function* () {
        const result = yield* runAuth((ctx) => confirmPassword(ctx, payload.uid, payload.password));
        if (!("tokens" in result)) return yield* Effect.fail(result);
        if (result.tokens) yield* setRefreshCookie(result.tokens.refresh, yield* AppConfig);
        return { session: result.tokens ? tokenResponse(result.tokens) : null };
      }))
    .handle("forgotPassword", ({ payload }) =>
      Effect.gen(function* () {
        const address = yield* callerAddress;
        const { refusal, mailed } = yield* runAuthOrDie((ctx) => requestPasswordReset(ctx, address, payload.login));
        if (refusal) return yield* Effect.fail(refusal);
        if (mailed) wakeMailer();
      })),
);

/** The signed-in user's session data and password. */
export const AccountLive = HttpApiBuilder.group(Api, "account", (h) =>
  h
    .handle("getSessionData", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const request = yield* HttpServerRequest.HttpServerRequest;
        return yield* runAuthOrDie(({ db, config, clock }) =>
          sessionData(db, config, user.userId, request.headers["content-language"], clock.now()));
      }))
    .handle("changePassword", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const refused = yield* runAuth((ctx) => changePassword(ctx, user.userId, user.clientId, user.sessionId, payload.old_password, payload.new_password));
        yield* failIf(refused);
      }))
    .handle("resetUserPasswordBatch", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* requirePermission("users", "edit");
        const result = yield* runAuth((ctx) => createResetLinks(ctx, user.userId, user.clientId, payload.user_ids));
        if (!("links" in result)) return yield* Effect.fail(result);
        if (result.links.some((l) => l.mailed)) wakeMailer();
        return result;
      })),
);
