// Tabs with an accent underline on the selected tab: <Tabs><TabList><Tab/></TabList><TabPanel/></Tabs>.
import {
  Tabs as AriaTabs,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from "react-aria-components";
import { withClass } from "./cx";
import * as s from "./Tabs.css";

export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClass(s.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClass(s.list, className)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClass(s.tab, className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass(s.panel, className)} />;
}
