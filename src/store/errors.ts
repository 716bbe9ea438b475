import { stat } from "node:fs/promises";
/**
 * Why the store refused to open or to save. Every message names the file and says what to do,
 * because an operator reads it in a start-up log, not in the code.
 */
/** "unreachable": a database server (the ledger's PostgreSQL) that does not answer or refuses us. */
export type StoreErrorKind = "locked" | "damaged" | "unwritable" | "too-new" | "unreachable";

export class StoreError extends Error {
  override readonly name = "StoreError";

  constructor(
    readonly kind: StoreErrorKind,
    /** The file (or folder) the problem is about. */
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The `code` of a Node system error (ENOSPC, EACCES, ...), if it is one. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof Error && "code" in error && typeof error.code === "string") {
    return error.code;
  }
  return undefined;
}

/** Whether the file is there; an error other than its absence (EACCES, ...) is thrown. */
export const fileExists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    (error: unknown) => {
      if (errorCode(error) === "ENOENT") return false;
      throw error;
    },
  );

export function unwritableError(file: string, action: string, cause: unknown): StoreError {
  const code = errorCode(cause);
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StoreError(
    "unwritable",
    file,
    `cannot ${action} ${file}: ${reason}. ` +
      (code === "ENOSPC"
        ? "The disk is full: free some space. "
        : "Check that DATA_DIR exists, is writable by this user and is not on a read-only disk. ") +
      "The last saved copy of the database on disk is unchanged.",
    { cause },
  );
}
