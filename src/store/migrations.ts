/**
 * Schema versions of the database file.
 *
 * The file carries `schemaVersion`. Version 1 is the first; there is no older format, so the
 * list below is empty. A migration is a pure function from the document of version `from` to
 * the document of version `from + 1`; `migrate` applies them in order and sets schemaVersion.
 *
 * How a later issue adds version 2 (for example subscriptions):
 *   1. schema.ts: STORE_VERSION = 2; the document schema gets `schemaVersion: z.literal(2)` and
 *      the new collection (`subscriptions: z.record(...)`).
 *   2. here: append `{ from: 1, up: (doc) => ({ ...doc, subscriptions: {} }) }`.
 *   3. test/store/migrations.test.ts: a v1 file opens as v2 (see the test-only migration there).
 * Never edit a migration that has shipped: files out there were written by it.
 */
export type VersionedDocument = { schemaVersion: number } & Record<string, unknown>;

export interface Migration {
  /** The version this migration reads; it produces `from + 1`. */
  readonly from: number;
  readonly up: (doc: VersionedDocument) => Record<string, unknown>;
}

export const MIGRATIONS: readonly Migration[] = [];

/** Raised when a document cannot be brought to the target version. */
export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

/** Upgrades `doc` step by step to `target`. Pure: `doc` itself is not changed. */
export function migrate(
  doc: VersionedDocument,
  target: number,
  migrations: readonly Migration[] = MIGRATIONS,
): VersionedDocument {
  let current = structuredClone(doc);
  while (current.schemaVersion < target) {
    const version = current.schemaVersion;
    const step = migrations.find((migration) => migration.from === version);
    if (!step) {
      throw new MigrationError(`there is no migration from schemaVersion ${version}`);
    }
    let upgraded: Record<string, unknown>;
    try {
      upgraded = step.up(current);
    } catch (error) {
      throw new MigrationError(
        `the migration from schemaVersion ${version} to ${version + 1} failed: ${String(error)}`,
        { cause: error },
      );
    }
    current = { ...upgraded, schemaVersion: version + 1 };
  }
  return current;
}
