// /library and /library/{folder}: the folder tree on the left and the folder's content on the right, with
// breadcrumbs, a search from 3 characters (each new request cancels the one in flight), the folder's own actions
// (new folder, upload, access, more) and every item's context menu.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ChevronRightIcon, FolderIcon, InboxIcon } from "../../../../ui/components/icons";
import { Link } from "../../../../ui/components/Link";
import { ListStatus } from "../../../../ui/a11y/ListStatus";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { errorTag } from "../../../../services/client/errors";
import { SEARCH_MIN } from "../../../../services/contract/library";
import { useT } from "../../lists/useT";
import * as p from "../../shell/page.css";
import type { LibraryType } from "../api";
import { useLibraryPaths } from "../paths";
import { libraryKey, treeQuery } from "../queries";
import { UploadButton } from "../upload";
import { ContentView } from "./ContentView";
import { displayFolderId, enabledOps, groupItems, isSpecialFolder, SPECIAL_NAMES } from "./display";
import { FolderTree } from "./FolderTree";
import { ItemMenu } from "./ItemMenu";
import { Busy } from "./Busy";
import * as s from "./library.css";
import { useFolderContent } from "./useFolderContent";
import { useOperations } from "./useOperations";

export function LibraryPage({ folderId, type = 1 }: { folderId: number; type?: LibraryType }) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useLibraryPaths();
  const [term, setTerm] = useState("");
  // Another folder starts without a search (derived-state reset during render, no extra effect).
  const [termFolder, setTermFolder] = useState(folderId);
  if (termFolder !== folderId) {
    setTermFolder(folderId);
    setTerm("");
  }
  const tree = useQuery(treeQuery(type));
  const content = useFolderContent(type, folderId, term);
  const queryClient = useQueryClient();
  // After a write the content reloads and the tree too (an upload of a whole folder adds folders).
  const reload = () => {
    content.reload();
    void queryClient.invalidateQueries({ queryKey: libraryKey });
  };
  const ops = useOperations(type, reload);
  const shownId = displayFolderId(folderId, type);
  // The folder's own actions only once its answer is in: the previous folder's stays on screen while the next loads.
  const folder = content.data && !content.searching && content.data.folder.id === shownId ? content.data.folder : null;
  const title = folder ? (folder.is_special ? t(SPECIAL_NAMES[folder.id] ?? folder.display_name) : folder.display_name) : isSpecialFolder(folderId) ? t(SPECIAL_NAMES[folderId]) : t("library.title");
  const groups = content.data ? groupItems(content.data.items, content.data.groups, content.searching) : [];
  const total = groups.reduce((n, g) => n + g.count, 0);
  const folderOps = folder ? enabledOps(folder.context_menu) : new Set<string>();
  const notFound = content.status === "error" && errorTag(content.error) === "NotFound";
  const folderTarget = folder ? { id: folder.id, type: "FOLDER" as const, display_name: title, context_menu: folder.context_menu, parent_folder_id: folder.parent_folder_id } : null;

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <nav aria-label={t("library.breadcrumbs")}>
            <ol className={s.crumbs}>
              <li>
                <Link href={paths.folder(1)}>{t("library.title")}</Link>
              </li>
              {(folder?.path ?? []).slice(0, -1).map((c) => (
                <li key={c.id} className={s.crumbs}>
                  <span className={s.crumbSep} aria-hidden="true">
                    <ChevronRightIcon size={14} />
                  </span>
                  <Link href={paths.folder(c.id)}>{c.display_name}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <h1 className={p.pageTitle}>{content.searching ? t("library.search.results") : title}</h1>
        </div>
        <div className={s.toolbar}>
          {folder && folderOps.has("CREATE_FOLDER") ? (
            <Button variant="secondary" onPress={() => folderTarget && ops.run("CREATE_FOLDER", folderTarget)}>
              {t("library.op.CREATE_FOLDER")}
            </Button>
          ) : null}
          {folder && folderOps.has("UPLOAD") ? <UploadButton folderId={folder.id} onUploaded={reload} /> : null}
          {folderTarget && !folder?.is_special && folderOps.has("ACCESS") ? (
            <Button variant="secondary" onPress={() => ops.run("ACCESS", folderTarget)}>
              {t("library.op.ACCESS")}
            </Button>
          ) : null}
          {folderTarget && !folder?.is_special ? (
            <ItemMenu item={folderTarget} onAction={ops.run} omit={["OPEN", "CREATE_FOLDER", "ACCESS"]} label={t("library.folderActions")} />
          ) : null}
        </div>
      </header>
      <div className={s.layout}>
        <aside className={s.treePanel} aria-label={t("library.tree.label")}>
          {tree.isPending ? (
            <Busy />
          ) : tree.isError ? (
            <ErrorState title={t("library.load.failed")} retryLabel={t("app.retry")} onRetry={() => void tree.refetch()} headingLevel={2} />
          ) : (
            <FolderTree
              aria-label={t("library.tree.label")}
              items={tree.data.items}
              selectedId={content.searching ? null : shownId}
              onSelect={(id) => {
                setTerm("");
                if (id !== shownId) void navigate({ href: paths.folder(id) });
              }}
            />
          )}
        </aside>
        <section className={s.content} aria-labelledby="library-content-title" aria-busy={content.status === "loading"}>
          <h2 id="library-content-title" className={s.srOnly}>
            {t("library.contentLabel")}
          </h2>
          <div className={s.toolbar}>
            <TextField
              type="search"
              aria-label={t("library.search.label")}
              placeholder={t("library.search.placeholder")}
              value={term}
              onChange={setTerm}
              className={s.search}
              description={term.trim().length > 0 && term.trim().length < SEARCH_MIN ? t("library.search.hint", { count: SEARCH_MIN }) : undefined}
            />
            <span className={s.toolbarSpacer} />
            {content.status === "loading" && content.data !== null ? <Spinner size={16} label={t("app.loading")} /> : null}
            {/* The count and the loading state, read out from the first render on (ui/a11y/ListStatus). */}
            <ListStatus
              loading={content.status === "loading"}
              loadingLabel={t("app.loading")}
              countLabel={content.status === "ready" ? t(content.searching ? "library.search.found" : "library.itemsCount", { count: total }) : ""}
              className={s.muted}
              hidden={content.status !== "ready"}
            />
          </div>
          {content.status === "loading" && content.data === null ? (
            <Busy />
          ) : null}
          {content.status === "error" ? (
            notFound ? (
              <EmptyState icon={<FolderIcon size={28} />} title={t("library.folder.notFound")} action={<Link href={paths.folder(1)}>{t("library.backToCommon")}</Link>} headingLevel={3} />
            ) : (
              <ErrorState title={t("library.load.failedContactAdmin")} retryLabel={t("app.retry")} onRetry={reload} headingLevel={3} />
            )
          ) : content.data === null ? null : total === 0 && !content.searching ? (
            <EmptyState icon={<InboxIcon size={28} />} title={t("library.empty")} headingLevel={3} />
          ) : total === 0 ? (
            <EmptyState icon={<InboxIcon size={28} />} title={t("library.search.nothing")} headingLevel={3} />
          ) : (
            <ContentView groups={groups} onAction={ops.run} hasMore={content.hasMore} loadingMore={content.loadingMore} onLoadMore={content.loadMore} />
          )}
        </section>
      </div>
      {ops.dialog}
    </div>
  );
}
