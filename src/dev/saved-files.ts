/**
 * Photos and documents the bot sends, for the terminal chat: a terminal cannot show them, so
 * each is written to a folder (the demo's files folder) and the chat prints where, how big and
 * under which caption. `fileLine` is pure; `saveBotFile` only writes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { StoredMessage } from "./telegram/emulator.js";

type BotFile = NonNullable<StoredMessage["file"]>;

/**
 * Writes the message's file as `<folder>/<chat>-<message>-<its name>` (private: sales and
 * manifests name passengers) and returns the path. The name is the bot's, stripped of any folder.
 */
export function saveBotFile(folder: string, message: StoredMessage & { file: BotFile }): string {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const name = basename(message.file.fileName).replace(/[^\p{L}\p{N}._-]+/gu, "_") || message.file.kind;
  const path = join(folder, `${message.chatId}-${message.messageId}-${name}`);
  writeFileSync(path, message.file.data, { mode: 0o600 });
  return path;
}

/** "🖼 photo sales.png, 45.2 KB: saved as /path" (or "not saved" when there is no folder). */
export function fileLine(file: Pick<BotFile, "kind" | "fileName" | "data">, savedAs: string | undefined): string {
  const icon = file.kind === "photo" ? "🖼" : "📎";
  const where = savedAs === undefined ? "not saved (no files folder)" : `saved as ${savedAs}`;
  return `${icon} ${file.kind} ${file.fileName}, ${fileSize(file.data.length)}: ${where}`;
}

/** 512 B, 45.2 KB, 1.3 MB: enough to tell a chart from an empty file. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
