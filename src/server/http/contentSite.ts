import { existsSync, readFileSync } from "node:fs";
import { Context } from "effect";
import type { Config } from "../config.js";

/**
 * Where SCORM package content lives: an origin that is not the app's, so a package's script never runs beside the
 * app's storage, cookies or API (src/server/areas/scorm/README.md, "Isolation"). Configured (SCORM_CONTENT_ORIGIN), it
 * is one origin for every client; otherwise it is the launching app host's name on the content server's port.
 */
export interface ContentSite {
  /** The content origin for a launch made from this app origin (`http://127.0.0.1:5100` → `http://127.0.0.1:5101`). */
  originFor(appOrigin: string): string;
  /** Whether a request's Host names the content server (anything else is the app, which serves no content). */
  isContentHost(host: string): boolean;
  /** CSP sources of the content origin, for the app's frame-src. */
  frameSources(): string[];
  /** The built player frame page (`scorm-frame.html`, with the runtime's script), or null when the app is not built. */
  frameHtml(): string | null;
}
export class ContentSiteService extends Context.Service<ContentSiteService, ContentSite>()("stride/ContentSite") {}

/** `port()`: the content server's bound port (known once it listens; tests ask for any free one). */
export const contentSite = (config: Config, port: () => number, appDir?: string): ContentSite => {
  const configured = config.scormContentOrigin ? new URL(config.scormContentOrigin) : null;
  let html: string | null | undefined;
  return {
    frameSources: () => (configured ? [configured.origin] : [`http://*:${port()}`, `https://*:${port()}`]),
    frameHtml: () => {
      if (html === undefined) html = appDir && existsSync(`${appDir}/scorm-frame.html`) ? readFileSync(`${appDir}/scorm-frame.html`, "utf8") : null;
      return html;
    },
    originFor: (appOrigin) => {
      if (configured) return configured.origin;
      const app = new URL(appOrigin);
      return `${app.protocol}//${app.hostname}:${port()}`;
    },
    isContentHost: (host) => {
      if (configured) return host.toLowerCase() === configured.host;
      const m = /:(\d+)$/.exec(host);
      return !!m && Number(m[1]) === port() && port() !== config.port;
    },
  };
};
