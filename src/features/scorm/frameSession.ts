// The player's side of its frame on the content origin (frameMessages.ts): starts the item there once the frame says
// it is ready, hears its commits, and closes the item (the SCO's Terminate) while the frame still stands.
import type { ItemState, Launch } from "../../../services/contract/scorm";
import { type Body, FRAME_MESSAGE, type FromFrame, isFrameMessage, type ToFrame } from "./frameMessages";

export interface FrameSession {
  /**
   * Terminates the item if the content left it open, and resolves once the frame has done so (at most `CLOSE_WAIT_MS`
   * later: a frame that hangs does not keep the learner). `visited` false: the item was never shown.
   */
  close(visited?: boolean): Promise<void>;
  /** Stops listening (the frame is gone). */
  dispose(): void;
}

const CLOSE_WAIT_MS = 3000;

interface Start {
  readonly launch: Launch;
  readonly item: string;
  readonly restored: ItemState | undefined;
  readonly asset: boolean;
  readonly title: string;
  readonly onCommit: (result: { ok: boolean; completed: boolean }) => void;
}

export const openFrameSession = (frame: HTMLIFrameElement, start: Start): FrameSession => {
  let started = false;
  let closed: (() => void) | null = null;
  const post = (message: Body<ToFrame>) =>
    frame.contentWindow?.postMessage({ kind: FRAME_MESSAGE, ...message }, start.launch.content_origin);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== start.launch.content_origin || !isFrameMessage<FromFrame>(event.data)) return;
    const m = event.data;
    if (m.type === "ready" && !started) {
      started = true;
      post({ type: "start", launch: start.launch, item: start.item, restored: start.restored ?? null, asset: start.asset, title: start.title });
    } else if (m.type === "commit") start.onCommit({ ok: m.ok, completed: m.completed });
    else if (m.type === "closed") closed?.();
  };
  window.addEventListener("message", onMessage);
  return {
    close: (visited = true) =>
      started
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, CLOSE_WAIT_MS);
            closed = () => {
              clearTimeout(timer);
              resolve();
            };
            post({ type: "close", visited });
          })
        : Promise.resolve(),
    dispose: () => window.removeEventListener("message", onMessage),
  };
};
