// The widget calls (services/contract/widgets.ts) for the browser. Every edit sends back the version its screen showed.
import { areaApi, areaClient } from "../../../services/client/api";
import { WidgetsGroup } from "../../../services/contract/widgets";
import type { PageVisibility, WidgetItem, WidgetPage } from "../../../services/contract/widgets";

const call = areaClient(areaApi(WidgetsGroup));

export const getDashboard = (signal?: AbortSignal) => call("widgets.dashboard", (a) => a.widgets.dashboard(), { signal });
export const createPage = (name: string) => call("widgets.createPage", (a) => a.widgets.createPage({ payload: { name } }));
export const renamePage = (p: WidgetPage, name: string) =>
  call("widgets.renamePage", (a) => a.widgets.renamePage({ payload: { id: p.id, name, expectedVersion: p.version } }));
export const layPage = (p: WidgetPage, items: readonly WidgetItem[]) =>
  call("widgets.layPage", (a) => a.widgets.layPage({ payload: { id: p.id, items: [...items], expectedVersion: p.version } }));
export const setVisibility = (p: WidgetPage, visibility: PageVisibility) =>
  call("widgets.setVisibility", (a) => a.widgets.setVisibility({ payload: { id: p.id, visibility, expectedVersion: p.version } }));
export const removePage = (p: WidgetPage) =>
  call("widgets.removePage", (a) => a.widgets.removePage({ query: { id: p.id, expectedVersion: p.version } }));
export const publish = () => call("widgets.publish", (a) => a.widgets.publish());
