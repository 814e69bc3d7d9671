// /workflows and /workflows/{folder}: the workflow library. The folder tree on the left (with the library's top),
// the folder's content on the right (folders, then tracks; keyset pages loaded as the end scrolls into view; a
// search from 3 characters), the folder's own actions (new folder, new track, import, rename, move, access,
// delete) and every item's menu.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { errorTag } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { ChevronRightIcon, FolderIcon, InboxIcon } from "../../../../ui/components/icons";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../../lists/useT";
import * as s from "../../library/browse/library.css";
import { NameDialog } from "../../library/browse/NameDialog";
import * as p from "../../shell/page.css";
import { createFolder } from "../api";
import { useWorkflowPaths } from "../paths";
import { contentQuery, folderPropertiesQuery, treeQuery, useWorkflowsWrite } from "../queries";
import { ContentList } from "./ContentList";
import { CreateTrackDialog } from "./CreateTrackDialog";
import { ImportDialog } from "./ImportDialog";
import { ItemMenu } from "./ItemMenu";
import { itemOperations } from "./operations";
import { useWorkflowOperations } from "./useWorkflowOperations";
import { ROOT, WorkflowTree } from "./WorkflowTree";

/** Searches start at 3 characters (the library's rule). */
const SEARCH_MIN = 3;

export function WorkflowLibraryPage({ folderId }: { folderId: number | null }) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useWorkflowPaths();
  const [term, setTerm] = useState("");
  const [search, setSearch] = useState("");
  // A search waits for a short pause in typing; another folder starts without one.
  useEffect(() => {
    const value = term.trim().length >= SEARCH_MIN ? term.trim() : "";
    const timer = setTimeout(() => setSearch(value), value ? 250 : 0);
    return () => clearTimeout(timer);
  }, [term]);
  const [termFolder, setTermFolder] = useState(folderId);
  if (termFolder !== folderId) {
    setTermFolder(folderId);
    setTerm("");
    setSearch("");
  }
  const tree = useQuery(treeQuery());
  const content = useInfiniteQuery(contentQuery(folderId, search));
  const [dialog, setDialog] = useState<"folder" | "track" | "import" | null>(null);
  const folder = content.data?.pages[0]?.folder ?? null;
  const canCreate = content.data?.pages[0]?.can_create ?? false;
  const items = content.data?.pages.flatMap((pg) => pg.items) ?? [];
  const ops = useWorkflowOperations(folderId, (removed) => {
    if (removed.type === "FOLDER" && removed.id === folderId) void navigate({ href: paths.folder(folder?.parent_folder_id ?? null) });
  });
  const parentOps = useWorkflowOperations(folder?.parent_folder_id ?? null, (removed) => {
    if (removed.id === folderId) void navigate({ href: paths.folder(folder?.parent_folder_id ?? null) });
  });
  const makeFolder = useWorkflowsWrite((name: string) => createFolder(folderId, name), { success: "workflows.folder.created", failure: "workflows.folder.createFailed" });
  const notFound = content.isError && errorTag(content.error) === "NotFound";
  const title = search ? t("workflows.search.results") : folderId ? (folder?.display_name ?? t("workflows.title")) : t("workflows.title");
  const folderTarget = folder ? { id: folder.id, type: "FOLDER" as const, display_name: folder.display_name } : null;
  // The folder's own menu comes with its properties (the content page names the folder, not its rights).
  const props = useQuery({ ...folderPropertiesQuery(folderId ?? 0), enabled: folderId !== null });
  const folderItem = folder && props.data?.id === folder.id ? { type: "FOLDER" as const, context_menu: props.data.context_menu } : null;

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = content;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !isFetchingNextPage && void fetchNextPage(), { rootMargin: "400px" });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <nav aria-label={t("workflows.breadcrumbs")}>
            <ol className={s.crumbs}>
              <li>
                <Link href={paths.folder(null)}>{t("workflows.title")}</Link>
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
          <h1 className={p.pageTitle}>{title}</h1>
        </div>
        <div className={s.toolbar}>
          {canCreate && (
            <>
              <Button onPress={() => setDialog("track")}>{t("workflows.create.open")}</Button>
              <Button variant="secondary" onPress={() => setDialog("folder")}>
                {t("workflows.folder.create")}
              </Button>
              <Button variant="secondary" onPress={() => setDialog("import")}>
                {t("workflows.import.open")}
              </Button>
            </>
          )}
          {folderTarget && folderItem && (
            <ItemMenu item={folderTarget} operations={itemOperations(folderItem).filter((op) => op !== "OPEN")} onAction={parentOps.run} label={t("workflows.folderActions")} />
          )}
        </div>
      </header>
      <div className={s.layout}>
        <aside className={s.treePanel} aria-label={t("workflows.tree.label")}>
          {tree.isPending ? (
            <Spinner label={t("app.loading")} />
          ) : tree.isError ? (
            <ErrorState title={t("workflows.load.failed")} retryLabel={t("app.retry")} onRetry={() => void tree.refetch()} headingLevel={2} />
          ) : (
            <WorkflowTree
              aria-label={t("workflows.tree.label")}
              items={tree.data.items}
              selectedId={search ? null : (folderId ?? ROOT)}
              onSelect={(id) => {
                setTerm("");
                if (id !== (folderId ?? ROOT)) void navigate({ href: paths.folder(id === ROOT ? null : id) });
              }}
            />
          )}
        </aside>
        <section className={s.content} aria-labelledby="workflows-content-title" aria-busy={content.isPending}>
          <h2 id="workflows-content-title" className={s.srOnly}>
            {t("workflows.contentLabel")}
          </h2>
          <div className={s.toolbar}>
            <TextField
              type="search"
              aria-label={t("workflows.search.label")}
              placeholder={t("workflows.search.placeholder")}
              value={term}
              onChange={setTerm}
              className={s.search}
              description={term.trim().length > 0 && term.trim().length < SEARCH_MIN ? t("workflows.search.hint", { count: SEARCH_MIN }) : undefined}
            />
            <span className={s.toolbarSpacer} />
            {content.isFetching && !content.isPending && !isFetchingNextPage ? <Spinner size={16} label={t("app.loading")} /> : null}
            {content.isSuccess ? (
              <span className={s.muted} aria-live="polite">
                {t(search ? "workflows.search.found" : "workflows.itemsCount", { count: items.length })}
              </span>
            ) : null}
          </div>
          {content.isPending ? (
            <Spinner label={t("app.loading")} />
          ) : content.isError ? (
            notFound ? (
              <EmptyState icon={<FolderIcon size={28} />} title={t("workflows.folder.notFound")} action={<Link href={paths.folder(null)}>{t("workflows.backToTop")}</Link>} headingLevel={3} />
            ) : (
              <ErrorState title={t("workflows.load.failed")} retryLabel={t("app.retry")} onRetry={() => void content.refetch()} headingLevel={3} announce />
            )
          ) : items.length === 0 ? (
            <EmptyState icon={<InboxIcon size={28} />} title={t(search ? "workflows.search.nothing" : "workflows.empty")} headingLevel={3} />
          ) : (
            <ContentList items={items} onAction={ops.run} />
          )}
          {hasNextPage ? <div ref={sentinel} className={s.sentinel} /> : null}
          {isFetchingNextPage ? <Spinner label={t("app.loading")} /> : null}
        </section>
      </div>
      {ops.dialog}
      {parentOps.dialog}
      {dialog === "folder" && (
        <NameDialog title={t("workflows.folder.createTitle")} submitLabel={t("workflows.folder.createSubmit")} onClose={() => setDialog(null)} onSubmit={(name) => makeFolder.mutateAsync(name)} />
      )}
      {dialog === "track" && <CreateTrackDialog folderId={folderId} onClose={() => setDialog(null)} />}
      {dialog === "import" && <ImportDialog folderId={folderId} onClose={() => setDialog(null)} />}
    </div>
  );
}
