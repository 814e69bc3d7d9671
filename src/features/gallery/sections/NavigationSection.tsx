// Tabs and an expandable tree.
import { EmptyState } from "../../components/EmptyState";
import { FileIcon, FolderIcon } from "../../components/icons";
import { Tab, TabList, TabPanel, Tabs } from "../../components/Tabs";
import { Tree, TreeItem } from "../../components/Tree";
import * as s from "../Gallery.css";
import { Grid, Group, Section, Specimen } from "../parts";

export function NavigationSection() {
  return (
    <Section id="navigation" title="Navigation">
      <Group title="Tabs">
        <Tabs defaultSelectedKey="tasks">
          <TabList aria-label="Track">
            <Tab id="overview">Overview</Tab>
            <Tab id="tasks">Tasks</Tab>
            <Tab id="people">Participants</Tab>
            <Tab id="archive" isDisabled>
              Archive
            </Tab>
          </TabList>
          <TabPanel id="overview">
            <p className={s.note}>The track at a glance.</p>
          </TabPanel>
          <TabPanel id="tasks">
            <p className={s.note}>Twelve tasks in three stages; four are due this week.</p>
          </TabPanel>
          <TabPanel id="people">
            <p className={s.note}>Forty participants.</p>
          </TabPanel>
        </Tabs>
      </Group>
      <Group title="Tree" plain>
        <Grid wide>
          <Specimen label="Expanded, with a selection">
            <div className={s.treeBox}>
              <Tree aria-label="Library" selectionMode="single" defaultSelectedKeys={["policy"]} defaultExpandedKeys={["onboarding", "hr"]}>
                <TreeItem id="onboarding" title="Onboarding" icon={<FolderIcon />}>
                  <TreeItem id="welcome" title="Welcome to the company" icon={<FileIcon />} />
                  <TreeItem id="hr" title="HR documents" icon={<FolderIcon />}>
                    <TreeItem id="policy" title="Leave policy" icon={<FileIcon />} />
                    <TreeItem id="benefits" title="Benefits" icon={<FileIcon />} />
                  </TreeItem>
                </TreeItem>
                <TreeItem id="sales" title="Sales academy" icon={<FolderIcon />}>
                  <TreeItem id="crm" title="CRM basics" icon={<FileIcon />} />
                </TreeItem>
                <TreeItem id="legacy" title="Legacy courses" icon={<FolderIcon />} isDisabled />
              </Tree>
            </div>
          </Specimen>
          <Specimen label="Empty">
            <div className={s.treeBox}>
              <Tree aria-label="Empty library" items={[]} emptyState={<EmptyState title="No folders yet" description="Create a folder to organise materials." />}>
                {() => null}
              </Tree>
            </div>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
