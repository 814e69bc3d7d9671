// The fr catalogue: one file per message-id prefix (`library.json` holds `library.*`), merged into one chunk.
const files = import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" });
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
