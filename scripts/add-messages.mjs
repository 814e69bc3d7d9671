#!/usr/bin/env node
// Merges new messages into locales/<area>/{ru,en,fr}.json (the id's first segment names the area's folder, so
// two areas never edit one file), keys kept sorted, under a lock: several people (or helper
// sessions) may add messages at the same time, and a plain read-edit-write of one shared file loses updates.
// Usage: node scripts/add-messages.mjs messages.json   where the file is { "id": { "ru": "…", "en": "…", "fr": "…" } }
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const lock = join(root, "locales", ".lock");
const locales = ["ru", "en", "fr"];
const input = JSON.parse(readFileSync(process.argv[2] ?? "/dev/stdin", "utf8"));

for (const [id, texts] of Object.entries(input))
  for (const l of locales)
    if (typeof texts?.[l] !== "string" || texts[l] === "") throw new Error(`${id}: no ${l} text`);

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let tries = 0; ; tries++) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    // A lock older than 10 s belongs to a process that died mid-write.
    if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10_000) rmdirSync(lock);
    if (tries > 200) throw new Error("locales are locked");
    sleep(50);
  }
}
try {
  const byArea = new Map();
  for (const entry of Object.entries(input)) {
    const area = entry[0].split(".")[0];
    byArea.set(area, [...(byArea.get(area) ?? []), entry]);
  }
  for (const [area, entries] of byArea)
    for (const l of locales) {
      const dir = join(root, "locales", area);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${l}.json`);
      const current = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
      for (const [id, texts] of entries) current[id] = texts[l];
      const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]));
      writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
    }
} finally {
  rmdirSync(lock);
}
console.log(`added ${Object.keys(input).length} messages`);
