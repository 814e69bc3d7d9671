// settings/logs/replay: the support page. Choose a stream (type and id, or from the streams of a type), step
// through its events as the server replays them through the machine, export the state log as JSON; or import
// a state log and replay it here, in the browser, with the same machine.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useMemo, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { useIntl } from "react-intl";
import { registry } from "../../../machines/index";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ComboBox } from "../../../ui/components/ComboBox";
import { DateTimePicker } from "../../../ui/components/DateTimePicker";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Spinner } from "../../../ui/components/Spinner";
import { TextField } from "../../../ui/components/TextField";
import { notify } from "../../app/snackbar/notify";
import * as p from "../shell/page.css";
import { AsOfNote } from "./AsOfNote";
import { streamQuery, streamsQuery } from "./queries";
import { parseStateLog, replayLocally, type StateLog, toStateLog } from "./localReplay";
import * as s from "./replay.css";
import { ReplayViewer } from "./ReplayViewer";

/** Stream types with a lifecycle machine (the registry's persisted ones), plus the users' stream. */
const TYPES = [...Object.entries(registry).filter(([, e]) => e.kind === "domain").map(([name]) => name), "user"].map((id) => ({ id }));

const download = (log: StateLog) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2)], { type: "application/json" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: `${log.stream_type}-${log.stream_id}-state-log.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export function ReplayPage({ type = "", id = "", at }: { type?: string; id?: string; at?: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const [typeText, setTypeText] = useState(type || "devPlanTask");
  const [idText, setIdText] = useState(id);
  const [imported, setImported] = useState<StateLog | null>(null);
  const streams = useQuery(streamsQuery(typeText.trim()));
  const stream = useQuery({ ...streamQuery(type, id, at), enabled: !imported && !!type && !!id });
  const local = useMemo(() => (imported ? { ...imported, steps: replayLocally(imported) } : null), [imported]);

  const open = (nextType: string, nextId: string) => {
    setImported(null);
    setIdText(nextId);
    void navigate({ to: ".", search: { type: nextType, id: nextId, ...(at ? { at } : {}) } as never });
  };
  /** The "as of" moment lives in the address, so a link shows the same past state; empty is the current state. */
  const setAt = (next: string | null) =>
    void navigate({ to: ".", search: { ...(type ? { type } : {}), ...(id ? { id } : {}), ...(next ? { at: next } : {}) } as never, replace: true });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typeText.trim() && idText.trim()) open(typeText.trim(), idText.trim());
  };
  const importFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    try {
      setImported(parseStateLog(await file.text()));
      notify({ message: "replay.import.done", variant: "success" });
    } catch (error) {
      notify({ message: error instanceof Error && error.message.startsWith("replay.") ? error.message : "replay.import.notLog", variant: "error" });
    }
  };

  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("replay.title")}</h1>
          <p className={p.pageLead}>{t("replay.lead")}</p>
        </div>
        <FileTrigger acceptedFileTypes={["application/json", ".json"]} onSelect={(f) => void importFile(f)}>
          <Button variant="secondary">{t("replay.import")}</Button>
        </FileTrigger>
      </header>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <Card title={t("replay.source")} titleLevel={2}>
          <form onSubmit={submit} className={s.pickRow} aria-label={t("replay.source")}>
            <ComboBox label={t("replay.streamType")} items={TYPES} inputValue={typeText} onInputChange={setTypeText} allowsCustomValue
              menuTrigger="focus" openLabel={t("replay.showTypes")}>
              {(x) => <ListBoxItem id={x.id}>{x.id}</ListBoxItem>}
            </ComboBox>
            <TextField label={t("replay.streamId")} value={idText} onChange={setIdText} />
            <Button type="submit" isDisabled={!typeText.trim() || !idText.trim()}>{t("replay.open")}</Button>
          </form>
          <div className={s.asOfRow}>
            <DateTimePicker className={s.asOfField} label={t("replay.asOf")} description={t("replay.asOf.help")} value={at ?? null} onChange={setAt}
              openLabel={t("replay.asOf.calendar")} />
            {at ? <Button variant="secondary" onPress={() => setAt(null)}>{t("replay.asOf.clear")}</Button> : null}
          </div>
          <div style={{ marginTop: 16 }}>
            <p className={s.eventMeta} id="replay-streams">{t("replay.streamsOf", { type: typeText || "—" })}</p>
            {streams.isFetching && !streams.data ? (
              <Spinner size={20} label={t("app.loading")} />
            ) : streams.data?.items.length ? (
              <ul className={s.streams} aria-labelledby="replay-streams">
                {streams.data.items.map((row) => (
                  <li key={row.id}>
                    <button type="button" className={s.streamChip} aria-pressed={type === typeText && id === row.id}
                      onClick={() => open(typeText.trim(), row.id)}>
                      {row.id} · v{row.version} · {typeof row.state === "string" ? row.state : JSON.stringify(row.state)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.eventMeta}>{streams.isError ? t("common.getFail") : t("replay.noStreams")}</p>
            )}
          </div>
        </Card>
        {local ? (
          <ReplayViewer key={`import-${local.exported_at}`} stream={local} source="import" onExport={() => download(toStateLog(local))} />
        ) : !type || !id ? (
          <Card>
            <EmptyState title={t("replay.choose")} description={t("replay.chooseText")} headingLevel={2} />
          </Card>
        ) : stream.isPending ? (
          <Card>
            <div style={{ display: "flex", justifyContent: "center", padding: 32 }}>
              <Spinner size={32} label={t("app.loading")} />
            </div>
          </Card>
        ) : stream.isError ? (
          <Card>
            <ErrorState title={t("replay.loadFail")} retryLabel={t("app.retry")} onRetry={() => void stream.refetch()} isRetrying={stream.isFetching} headingLevel={2} />
          </Card>
        ) : (
          <>
            <AsOfNote stream={stream.data} />
            <ReplayViewer key={`${type}-${id}-${stream.data.as_of?.at ?? "now"}`} stream={stream.data} source="server"
              onExport={() => download(toStateLog(stream.data))} />
          </>
        )}
      </div>
    </div>
  );
}
