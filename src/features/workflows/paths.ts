// Paths of the tracks area in the current language (ru is unprefixed).
import { useLocale } from "../../app/i18n/IntlRoot";

export type TrackTab = "timeline" | "groups" | "analytics" | "settings";

export const useWorkflowPaths = () => {
  const locale = useLocale();
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    /** The workflow library at a folder (null: its top). */
    folder: (id: number | null) => (id ? `${prefix}/workflows/${id}` : `${prefix}/workflows`),
    /** A track's page; the timeline (the builder) is its first tab. */
    track: (id: number, tab: TrackTab = "timeline") => `${prefix}/workflow/${id}${tab === "timeline" ? "" : `/${tab}`}`,
    access: (kind: "folder" | "workflow", id: number) => `${prefix}/workflows/access/${kind === "folder" ? "workflow-folder" : "workflow"}/${id}`,
  };
};
