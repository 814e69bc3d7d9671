// The app's snackbar API over the snackbar machine (machines/snackbar.ts): one message at a time, 3 s, or
// 10 s with undo; messages are catalogue ids, rendered in the current language by the host.
import { createActor } from "xstate";
import { type SnackMessage, snackbarMachine } from "../../../machines/snackbar";

export type NoticeVariant = "success" | "error" | "warning" | "info" | "loading";

export interface Notice {
  /** Catalogue message id. */
  readonly message: string;
  readonly values?: Record<string, string | number>;
  readonly variant: NoticeVariant;
  /** When given, the notice shows an undo button and stays 10 s instead of 3 s. */
  readonly onUndo?: () => void;
}

/** Values and undo callbacks of the messages in the queue, by message id (the machine keeps ids only). */
const extras = new Map<string, Pick<Notice, "values" | "onUndo">>();
let seq = 0;

export const snackbar = createActor(
  snackbarMachine.provide({
    actions: {
      undo: (_, { message }: { message: SnackMessage | null }) => {
        if (message) extras.get(message.id)?.onUndo?.();
      },
    },
  }),
).start();

// Forget the extras of messages that are neither shown nor queued.
snackbar.subscribe((s) => {
  const live = new Set([s.context.current?.id, ...s.context.queue.map((m) => m.id)]);
  for (const id of extras.keys()) if (!live.has(id)) extras.delete(id);
});

/** The values of a message, for rendering. */
export const noticeValues = (id: string) => extras.get(id)?.values;

/** Shows a notice in the snackbar. Returns its id (to dismiss a loading notice). */
export const notify = (notice: Notice): string => {
  const id = `n${++seq}`;
  extras.set(id, { values: notice.values, onUndo: notice.onUndo });
  snackbar.send({ type: "snackbar.show", message: { id, text: notice.message, kind: notice.variant, undo: !!notice.onUndo } });
  return id;
};

/** Hides a notice (the current one when no id is given). */
export const dismissNotice = (id?: string): void => snackbar.send({ type: "snackbar.dismiss", id });
