// A collapsible block of pretty-printed JSON (context, event data).
import * as s from "./replay.css";

export function JsonBlock({ title, value, open }: { title: string; value: unknown; open?: boolean }) {
  return (
    <details className={s.details} open={open}>
      <summary className={s.summary}>{title}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable from the keyboard */}
      <pre className={s.json} tabIndex={0}>
        {JSON.stringify(value, null, 2) ?? "null"}
      </pre>
    </details>
  );
}
