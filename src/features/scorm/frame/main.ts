// The player frame's script (scorm-frame.html, on the content origin): it waits for the player's `start`, builds the
// run-time API for the item on this window, then frames the package's page from this origin under the same token.
// It never sees the app's token or cookie: its commits carry the package-session token in their path.
import { type Body, FRAME_MESSAGE, type FromFrame, isFrameMessage, type ToFrame } from "../frameMessages";
import { type RuntimeHandle, startRuntime } from "./runtime";

// /frame/<token>: the token names the app origin that launched it (the server lets only that origin frame this page).
const token = location.pathname.split("/")[2] ?? "";
const appOrigin = (() => {
  try {
    const part = token.split(".")[6] ?? "";
    return atob(part.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return "";
  }
})();

const tell = (message: Body<FromFrame>) => window.parent.postMessage({ kind: FRAME_MESSAGE, ...message }, appOrigin);

let runtime: RuntimeHandle | null = null;
let started = false;

const show = (href: string, title: string) => {
  const frame = document.createElement("iframe");
  frame.title = title;
  frame.src = `/c/${token}/${href}`;
  document.body.append(frame);
};

window.addEventListener("message", async (event: MessageEvent) => {
  if (event.source !== window.parent || event.origin !== appOrigin || !isFrameMessage<ToFrame>(event.data)) return;
  const m = event.data;
  if (m.type === "start" && !started) {
    started = true;
    const href = m.launch.package.items.find((i) => i.identifier === m.item)?.href;
    if (!href) return;
    if (!m.asset) {
      runtime = await startRuntime(m.launch, m.item, m.restored ?? undefined, `/commit/${token}`, ({ ok, completed }) => tell({ type: "commit", ok, completed }));
    }
    show(href, m.title);
  } else if (m.type === "close") {
    runtime?.close(m.visited);
    runtime = null;
    tell({ type: "closed" });
  }
});

if (appOrigin) tell({ type: "ready" });
