/**
 * Schema versions of the database file.
 *
 * The file carries `schemaVersion`. Version 1 is the first. A migration is a pure function from
 * the document of version `from` to the document of version `from + 1`; `migrate` applies them
 * in order and sets schemaVersion.
 *
 * How a later issue adds version N + 1:
 *   1. schema.ts: STORE_VERSION = N + 1 and the new collection in the document schema.
 *   2. here: append `{ from: N, up: (doc) => ({ ...doc, collection: <empty> }) }`.
 *   3. test/store/migrations.test.ts: a version N file opens as N + 1.
 * Never edit a migration that has shipped: files out there were written by it.
 */
export type VersionedDocument = { schemaVersion: number } & Record<string, unknown>;

export interface Migration {
  /** The version this migration reads; it produces `from + 1`. */
  readonly from: number;
  readonly up: (doc: VersionedDocument) => Record<string, unknown>;
}

export const MIGRATIONS: readonly Migration[] = [
  // 1 -> 2: sale and cancellation alerts (alerts-schema.ts); the poller starts fresh.
  {
    from: 1,
    up: (doc) => ({
      ...doc,
      subscriptions: { nextId: 1, items: [] },
      poller: {
        cursor: null,
        since: null,
        done: null,
        appliedStart: null,
        seen: {},
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
        failures: 0,
        rejected: 0,
      },
      outbox: { nextSeq: 1, entries: {}, alerts: {} },
    }),
  },
  // 2 -> 3: the digits a user chose in /lang (Latin, or their language's own).
  { from: 2, up: (doc) => ({ ...doc, digits: {} }) },
  // 3 -> 4: subscriptions may be daily digests (topic "digest" with a schedule). Nothing to
  // convert; the number changes so that an older FlightDesk refuses the file instead of
  // failing on a subscription it cannot read.
  { from: 3, up: (doc) => ({ ...doc }) },
  // 4 -> 5: the poller's state and the outbox live in the ledger's database, beside the ledger
  // rows they commit with. openStore hands them over first (its `delivery`), under the lock.
  { from: 4, up: ({ poller: _poller, outbox: _outbox, ...doc }) => doc },
  // 5 -> 6: what the bot last set about itself on Telegram (menus, descriptions); empty, so the
  // first start of this version sets them once.
  { from: 5, up: (doc) => ({ ...doc, published: {} }) },
];

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
