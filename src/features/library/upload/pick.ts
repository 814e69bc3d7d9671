// Turning what the user picked or dropped into upload entries: plain files one by one, a folder as one request
// whose relative paths (folder_structure) make the server recreate its tree under the target folder.
export interface Picked {
  file: File;
  /** Relative path including the top folder ("Docs/2024/report.pdf"); absent for a plain file. */
  path?: string;
}

/** A group of picked files: one plain file, or one folder with all its files. */
export interface PickedGroup {
  folder: string | null;
  files: Picked[];
}

/** Files from `<input webkitdirectory>`: webkitRelativePath names the picked folder first; grouped by it. */
export const fromDirectoryInput = (list: FileList | readonly File[]): PickedGroup[] => {
  const groups = new Map<string, Picked[]>();
  for (const file of Array.from(list)) {
    const path = file.webkitRelativePath || file.name;
    const top = path.includes("/") ? path.slice(0, path.indexOf("/")) : "";
    if (!top) {
      groups.set(`\u0000${groups.size}`, [{ file }]);
      continue;
    }
    groups.set(top, [...(groups.get(top) ?? []), { file, path }]);
  }
  return [...groups.entries()].map(([k, files]) => ({ folder: k.startsWith("\u0000") ? null : k, files }));
};

/** Files from a plain `<input type=file multiple>`: one group each. */
export const fromFileInput = (list: FileList | readonly File[]): PickedGroup[] => Array.from(list).map((file) => ({ folder: null, files: [{ file }] }));

type Entry = FileSystemEntry;
const isFile = (e: Entry): e is FileSystemFileEntry => e.isFile;
const isDir = (e: Entry): e is FileSystemDirectoryEntry => e.isDirectory;

const fileOf = (e: FileSystemFileEntry) => new Promise<File>((resolve, reject) => e.file(resolve, reject));

/** Every entry of a directory (readEntries answers in chunks of up to 100 until an empty one). */
const readAll = async (dir: FileSystemDirectoryEntry): Promise<Entry[]> => {
  const reader = dir.createReader();
  const out: Entry[] = [];
  for (;;) {
    const chunk = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!chunk.length) return out;
    out.push(...chunk);
  }
};

const walk = async (dir: FileSystemDirectoryEntry, prefix: string, out: Picked[]): Promise<void> => {
  for (const e of await readAll(dir)) {
    const path = `${prefix}/${e.name}`;
    if (isFile(e)) out.push({ file: await fileOf(e), path });
    else if (isDir(e)) await walk(e, path, out);
  }
};

/** Files and folders dropped on the dialog; folders are walked (drag and drop of folders keeps the structure). */
export const fromDrop = async (data: DataTransfer): Promise<PickedGroup[]> => {
  // Entries must be taken synchronously: the DataTransfer is emptied after the event.
  const entries = Array.from(data.items)
    .filter((i) => i.kind === "file")
    .map((i) => ({ entry: i.webkitGetAsEntry?.() ?? null, file: i.getAsFile() }));
  const groups: PickedGroup[] = [];
  for (const { entry, file } of entries) {
    if (entry && isDir(entry)) {
      const files: Picked[] = [];
      await walk(entry, entry.name, files);
      groups.push({ folder: entry.name, files });
    } else if (file) groups.push({ folder: null, files: [{ file }] });
  }
  return groups;
};
