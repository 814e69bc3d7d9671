// The en catalogue: every area's messages (locales/<area>/en.json) bundled into one chunk, loaded on demand.
import type { Messages } from "../messages";

const files = import.meta.glob<Messages>("../../../../locales/*/en.json", { eager: true, import: "default" });
export default Object.assign({}, ...Object.values(files)) as Messages;
