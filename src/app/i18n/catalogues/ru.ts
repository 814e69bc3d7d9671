// The ru catalogue: every area's messages (locales/<area>/ru.json) bundled into one chunk, loaded on demand.
import type { Messages } from "../messages";

const files = import.meta.glob<Messages>("../../../../locales/*/ru.json", { eager: true, import: "default" });
export default Object.assign({}, ...Object.values(files)) as Messages;
