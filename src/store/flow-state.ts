import type { Logger } from "../logger.js";
import type { ConversationStorageAdapter } from "./conversations.js";
import { StoreError } from "./errors.js";

/**
 * The conversations plugin saves a guided flow's state after the flow has answered the user.
 * When the disk refuses that save, the answer stands (a refund done, say): an error here would
 * reach the user as "something went wrong, please try again". The change is kept in memory
 * and reaches the disk with the next save (db.ts); until then a restart resumes the flow from
 * its last saved step, which the refund ledger makes safe (it never sends a refund twice).
 */
export function savedWhenPossible(adapter: ConversationStorageAdapter, logger: Logger): ConversationStorageAdapter {
  const tolerate = async (key: string, save: () => Promise<void> | void) => {
    try {
      await save();
    } catch (error) {
      if (!(error instanceof StoreError && error.kind === "unwritable")) throw error;
      logger.warn({ err: error, conversation: key }, "could not save a guided flow's step; it is kept in memory and saved with the next save");
    }
  };
  return {
    read: (key) => adapter.read(key),
    write: (key, state) => tolerate(key, () => adapter.write(key, state)),
    delete: (key) => tolerate(key, () => adapter.delete(key)),
  };
}
