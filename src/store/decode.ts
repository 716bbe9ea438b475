import type { z } from "zod";
import { migrate, MigrationError, type Migration, type VersionedDocument } from "./migrations.js";

/** What a database file must look like, and how older files are upgraded. */
export interface DocumentFormat<T> {
  /** The version this code reads and writes; a file with a newer one is refused. */
  readonly version: number;
  readonly migrations: readonly Migration[];
  /** Validates a document of `version`. */
  readonly schema: z.ZodType<T>;
  readonly empty: () => T;
}

/**
 * Why a file's text cannot be used. `reason` completes the sentence "<file> ..."; `details`
 * lists the offending fields, one per line.
 */
export class DocumentProblem extends Error {
  override readonly name = "DocumentProblem";

  constructor(
    readonly kind: "damaged" | "too-new",
    readonly reason: string,
    readonly details: string[] = [],
  ) {
    super(reason);
  }
}

export interface Decoded<T> {
  data: T;
  /** The schemaVersion the file had; below format.version when it was migrated. */
  fromVersion: number;
}

const SHOWN_ISSUES = 5;

/** Parses, checks and upgrades a file's text. Pure; throws DocumentProblem. */
export function decodeDocument<T>(text: string, format: DocumentFormat<T>): Decoded<T> {
  if (text.trim() === "") throw new DocumentProblem("damaged", "is empty");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new DocumentProblem(
      "damaged",
      `is not valid JSON (${(error as Error).message}); it may have been cut short`,
    );
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    const what = parsed === null ? "null" : Array.isArray(parsed) ? "a list" : `a ${typeof parsed}`;
    throw new DocumentProblem("damaged", `holds ${what}, not a FlightDesk database object`);
  }
  const doc = parsed as Record<string, unknown>;
  const version = doc["schemaVersion"];
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    throw new DocumentProblem("damaged", "has no valid schemaVersion, so it is not a FlightDesk database");
  }
  if (version > format.version) {
    throw new DocumentProblem(
      "too-new",
      `has schemaVersion ${version}, but this FlightDesk only knows versions up to ${format.version}; ` +
        "it was written by a newer FlightDesk",
    );
  }
  let upgraded: VersionedDocument;
  try {
    upgraded = migrate(doc as VersionedDocument, format.version, format.migrations);
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    throw new DocumentProblem("damaged", `cannot be upgraded to schemaVersion ${format.version}: ${error.message}`);
  }
  const result = format.schema.safeParse(upgraded);
  if (!result.success) {
    const issues = result.error.issues;
    const lines = issues
      .slice(0, SHOWN_ISSUES)
      .map((issue) => `  ${issue.path.map(String).join(".") || "(top)"}: ${issue.message}`);
    if (issues.length > SHOWN_ISSUES) lines.push(`  ... and ${issues.length - SHOWN_ISSUES} more`);
    throw new DocumentProblem("damaged", "does not have the expected shape", lines);
  }
  return { data: result.data, fromVersion: version };
}
