import { readFile } from "node:fs/promises";
import type { Adapter } from "lowdb";
import { errorCode } from "./errors.js";
import { replaceFile } from "./private-file.js";

/**
 * lowdb's storage for the data file. Unlike lowdb's own JSONFile it creates its temp file
 * private (0600) and exclusively, never through a link left at its path (private-file.ts).
 */
export class PrivateJsonFile<T> implements Adapter<T> {
  constructor(private readonly file: string) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file, "utf8")) as T;
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
  }

  write(data: T): Promise<void> {
    return replaceFile(this.file, JSON.stringify(data, null, 2));
  }
}
