/**
 * The widgets' facts, by stream. `widgetPage`: a draft page's creation, name, layout (its widgets, whole),
 * visibility and removal. `widgetDashboard` (one per client, its id the client's): a publication, carrying the
 * pages as published, so that replaying it needs no earlier state.
 */
export const WidgetStreams = { page: "widgetPage", dashboard: "widgetDashboard" } as const;

export const WidgetFacts = {
  pageCreated: "widget.page.created",
  pageRenamed: "widget.page.renamed",
  pageLaidOut: "widget.page.laidOut",
  visibilitySet: "widget.page.visibilitySet",
  pageRemoved: "widget.page.removed",
  published: "widget.dashboard.published",
} as const;
