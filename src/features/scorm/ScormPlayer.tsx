// The SCORM player: a frame on the content origin (never this one: src/server/areas/scorm/README.md, "Isolation")
// that hosts the run-time API and the package's page, reached only by messages (frameSession.ts), and for a package
// of several SCOs its table of contents (an item under forced sequential order opens once the one before it is
// completed). This is the component the courses area embeds: <ScormPlayer packageId onLeave />.
import { useEffect, useMemo, useRef, useState } from "react";
import type { ItemState, Launch } from "../../../services/contract/scorm";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { useT } from "../lists/useT";
import * as api from "./api";
import { type FrameSession, openFrameSession } from "./frameSession";
import * as s from "./scorm.css";

export interface ScormPlayerProps {
  readonly packageId: string;
  /** Called after the session is closed (Terminate sent) when the learner presses Leave. */
  readonly onLeave?: () => void;
}

/** Whether an item may be opened now: not gated, or the launchable item before it is completed. */
const openable = (launch: Launch, index: number, done: ReadonlySet<string>) => {
  const item = launch.package.items[index];
  if (!item.gated) return true;
  const before = launch.package.items.slice(0, index).filter((i) => i.href !== null).at(-1);
  return !before || done.has(before.identifier);
};

export function ScormPlayer({ packageId, onLeave }: ScormPlayerProps) {
  const t = useT();
  const [launch, setLaunch] = useState<Launch | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [current, setCurrent] = useState<string | null>(null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [saveFailed, setSaveFailed] = useState(false);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const runtime = useRef<FrameSession | null>(null);
  const frameTitle = t("scorm.player.frame");

  // A launch writes (it starts or resumes the attempt): once per mount, not a cached query. `attempt` is the retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) launches again
  useEffect(() => {
    let live = true;
    setFailed(false);
    api.launch(packageId).then(
      (l) => {
        if (!live) return;
        setLaunch(l);
        setDone(new Set(l.items.filter((i) => i.completion === "completed").map((i) => i.item)));
        // A resume reopens the item the learner last worked in; a new attempt starts at the first.
        setCurrent(l.last_item ?? l.package.items.find((i) => i.href !== null)?.identifier ?? null);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [packageId, attempt]);

  const restored = useMemo(() => new Map<string, ItemState>((launch?.items ?? []).map((i) => [i.item, i])), [launch]);

  // One frame per opened item, its runtime inside; switching items or leaving the page terminates the open session first.
  useEffect(() => {
    // A render after an item switch still holds the removed frame until its ref has told of the new one.
    if (!launch || !current || !frame?.isConnected) return;
    let live = true;
    const asset = !!launch.package.items.find((i) => i.identifier === current)?.asset;
    if (asset) {
      // An asset never calls the runtime: opening it completes it.
      api.completeAsset(launch, current).then(
        () => live && setDone((d) => new Set([...d, current])),
        () => live && setSaveFailed(true),
      );
    }
    const session = openFrameSession(frame, {
      launch, item: current, restored: restored.get(current), asset, title: frameTitle,
      onCommit: ({ ok, completed }) => {
        if (!ok) setSaveFailed(true);
        if (completed) setDone((d) => new Set([...d, current]));
      },
    });
    runtime.current = session;
    return () => {
      live = false;
      void session.close().then(session.dispose);
      if (runtime.current === session) runtime.current = null;
    };
  }, [launch, current, restored, frame, frameTitle]);

  /** Terminates the open item while its frame still stands, then goes on (another item, or away). */
  const closeThen = (next: () => void) => {
    const open = runtime.current;
    runtime.current = null;
    if (!open) return next();
    void open.close().then(next);
  };

  if (failed) return <ErrorState title={t("scorm.player.error")} retryLabel={t("app.retry")} onRetry={() => setAttempt((n) => n + 1)} headingLevel={2} announce />;
  if (!launch) return <Spinner label={t("scorm.player.loading")} />;
  const item = launch.package.items.find((i) => i.identifier === current);
  if (!item?.href) return <EmptyState title={t("scorm.player.empty")} headingLevel={2} />;
  const several = launch.package.items.filter((i) => i.href !== null).length > 1;
  const leave = () => closeThen(() => onLeave?.());

  return (
    <div className={s.layout}>
      {several ? (
        <nav className={s.contents} aria-labelledby="scorm-contents">
          <h2 id="scorm-contents" className={s.contentsTitle}>{t("scorm.player.contents")}</h2>
          <ul className={s.items}>
            {launch.package.items.map((i, index) => (
              <li key={i.identifier} style={{ paddingInlineStart: `${i.depth}rem` }}>
                {i.href === null ? (
                  <span className={s.heading}>{i.title}</span>
                ) : (
                  <Button
                    variant={i.identifier === current ? "primary" : "secondary"}
                    size="sm"
                    isDisabled={!openable(launch, index, done)}
                    aria-current={i.identifier === current ? "page" : undefined}
                    aria-description={openable(launch, index, done) ? undefined : t("scorm.player.locked")}
                    onPress={() => {
                      // The open SCO is terminated while its page still stands: once React drops the frame, the
                      // package's own unload Terminate runs in a dismissed page, where its commit cannot be sent.
                      if (i.identifier === current) return;
                      closeThen(() => setCurrent(i.identifier));
                    }}
                  >
                    {i.title} {done.has(i.identifier) ? "✓" : ""}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={s.stage}>
        <div className={s.bar}>
          <span className={s.note} role="status">
            {saveFailed ? t("scorm.player.commitFailed") : launch.entry === "resume" ? t("scorm.player.resumed") : ""}
          </span>
          <Badge tone={done.has(item.identifier) ? "success" : "neutral"}>{t("scorm.player.status", { completed: String(done.has(item.identifier)) })}</Badge>
          <Button variant="secondary" onPress={leave}>{t("scorm.player.leave")}</Button>
        </div>
        {/* Another origin, and sandboxed: the package may run its scripts, forms and popups there, never navigate this page. */}
        <iframe
          key={`${launch.attempt_id}:${item.identifier}`}
          ref={setFrame}
          className={s.frame}
          title={t("scorm.player.frame")}
          src={launch.frame_url}
          sandbox="allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-popups-to-escape-sandbox allow-downloads"
          allow="fullscreen"
        />
      </div>
    </div>
  );
}
