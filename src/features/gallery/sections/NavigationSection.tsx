// Tabs and an expandable tree.
import { EmptyState } from "../../../../ui/components/EmptyState";
import { FileIcon, FolderIcon } from "../../../../ui/components/icons";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { Tree, TreeItem } from "../../../../ui/components/Tree";
import * as s from "../Gallery.css";
import { Grid, Group, Section, Specimen, useT } from "../parts";

export function NavigationSection() {
  const t = useT();
  const toggle = t("gallery.common.toggle");
  return (
    <Section id="navigation" title={t("gallery.section.navigation")}>
      <Group title={t("gallery.navigation.tabs")}>
        <Tabs defaultSelectedKey="goals">
          <TabList aria-label={t("gallery.navigation.plan")}>
            <Tab id="overview">{t("gallery.navigation.overview")}</Tab>
            <Tab id="goals">{t("gallery.navigation.goals")}</Tab>
            <Tab id="people">{t("gallery.navigation.participants")}</Tab>
            <Tab id="archive" isDisabled>
              {t("gallery.navigation.archive")}
            </Tab>
          </TabList>
          <TabPanel id="overview">
            <p className={s.note}>{t("gallery.navigation.overviewText")}</p>
          </TabPanel>
          <TabPanel id="goals">
            <p className={s.note}>{t("gallery.navigation.goalsText")}</p>
          </TabPanel>
          <TabPanel id="people">
            <p className={s.note}>{t("gallery.navigation.participantsText")}</p>
          </TabPanel>
        </Tabs>
      </Group>
      <Group title={t("gallery.navigation.tree")} plain>
        <Grid wide>
          <Specimen label={t("gallery.state.expanded")}>
            <div className={s.treeBox}>
              <Tree aria-label={t("gallery.navigation.library")} selectionMode="single" defaultSelectedKeys={["policy"]} defaultExpandedKeys={["onboarding", "hr"]}>
                <TreeItem id="onboarding" title={t("gallery.navigation.onboarding")} icon={<FolderIcon />} toggleLabel={toggle}>
                  <TreeItem id="welcome" title={t("gallery.navigation.welcome")} icon={<FileIcon />} />
                  <TreeItem id="hr" title={t("gallery.navigation.hrDocuments")} icon={<FolderIcon />} toggleLabel={toggle}>
                    <TreeItem id="policy" title={t("gallery.navigation.leavePolicy")} icon={<FileIcon />} />
                    <TreeItem id="benefits" title={t("gallery.navigation.benefits")} icon={<FileIcon />} />
                  </TreeItem>
                </TreeItem>
                <TreeItem id="sales" title={t("gallery.navigation.sales")} icon={<FolderIcon />} toggleLabel={toggle}>
                  <TreeItem id="crm" title={t("gallery.navigation.crm")} icon={<FileIcon />} />
                </TreeItem>
                <TreeItem id="legacy" title={t("gallery.navigation.legacy")} icon={<FolderIcon />} isDisabled />
              </Tree>
            </div>
          </Specimen>
          <Specimen label={t("gallery.state.empty")}>
            <div className={s.treeBox}>
              <Tree
                aria-label={t("gallery.navigation.emptyLibrary")}
                items={[]}
                emptyState={<EmptyState title={t("gallery.navigation.noFolders")} description={t("gallery.navigation.noFoldersText")} />}
              >
                {() => null}
              </Tree>
            </div>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
