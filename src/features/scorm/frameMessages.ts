// The messages between the player (the app's page) and its frame on the content origin (scorm-frame.html): the only
// channel between them, since the two origins share nothing else. Each side takes a message only from the other's
// window and origin. The frame's messages change only what the player shows (a tick, "could not be saved"): what an
// attempt holds is what the server recorded from the commits, whatever a package's script might post.
import type { ItemState, Launch } from "../../../services/contract/scorm";

export const FRAME_MESSAGE = "stride-scorm";

/** Player → frame. `start`: run the item (its runtime, unless an asset, then its page); `close`: terminate it. */
export type ToFrame =
  | { readonly kind: typeof FRAME_MESSAGE; readonly type: "start"; readonly launch: Launch; readonly item: string; readonly restored: ItemState | null; readonly asset: boolean; readonly title: string }
  | { readonly kind: typeof FRAME_MESSAGE; readonly type: "close"; readonly visited: boolean };

/** Frame → player. */
export type FromFrame =
  | { readonly kind: typeof FRAME_MESSAGE; readonly type: "ready" }
  | { readonly kind: typeof FRAME_MESSAGE; readonly type: "commit"; readonly ok: boolean; readonly completed: boolean }
  | { readonly kind: typeof FRAME_MESSAGE; readonly type: "closed" };

/** A message without its `kind` (what the sender writes), each member of the union on its own. */
export type Body<T> = T extends unknown ? Omit<T, "kind"> : never;

export const isFrameMessage = <T extends { kind: string }>(data: unknown): data is T =>
  typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === FRAME_MESSAGE;
