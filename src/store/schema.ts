import { z } from "zod";
import { subscriptionsSchema } from "./alerts-schema.js";
import { LANGUAGES } from "../domain/languages.js";
import { ROLES } from "../domain/roles.js";
import { migrate } from "./migrations.js";

/**
 * The database file: types and the validation of a loaded file.
 * Telegram ids are numbers; records are keyed by the id as a string (JSON keys are strings).
 * Adding a collection means a new version: see migrations.ts.
 * Version 2 added the alert collections (alerts-schema.ts): subscriptions, poller, outbox.
 * Version 4 added the daily digest as a kind of subscription.
 * Version 5 moved the poller's state and the outbox to the ledger's database (src/ledger/poller-mirror.ts, outbox.ts).
 * Version 6 added what the bot last set about itself on Telegram (published.ts).
 */
export const STORE_VERSION = 6;

const telegramUserId = z.number().int().positive();
const timestamp = z.iso.datetime({ offset: true });

/** Making someone admin, proposed by one admin and waiting for a second one (optional fields: no new version). */
export const adminProposalSchema = z.object({
  /** The id of its "user.admin-propose" audit entry: the proposal's number, carried by its buttons. */
  id: z.number().int().positive(),
  by: telegramUserId,
  byName: z.string(),
  at: timestamp,
});
export type AdminProposal = z.infer<typeof adminProposalSchema>;

export const userSchema = z.object({
  id: telegramUserId,
  role: z.enum(ROLES),
  name: z.string(),
  username: z.string().optional(),
  /** The admin who let the user in. */
  approvedBy: telegramUserId,
  approvedAt: timestamp,
  /** An admin's: who made them admin (proposer, and approver when a second admin approved). */
  adminGrant: z.object({ by: telegramUserId, approvedBy: telegramUserId.optional() }).optional(),
  /** Waiting: a role change to admin. */
  adminProposal: adminProposalSchema.optional(),
});
export type StoredUser = z.infer<typeof userSchema>;

export const accessRequestSchema = z.object({
  id: telegramUserId,
  name: z.string(),
  username: z.string().optional(),
  languageCode: z.string().optional(),
  requestedAt: timestamp,
  /** Waiting: an approval as admin. */
  adminProposal: adminProposalSchema.optional(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const languageSchema = z.enum(LANGUAGES);
/** How a user wants numbers written: in their language's digits (the default) or in Latin ones. */
export const digitsSchema = z.enum(["native", "latin"]);

export const MAX_RECENT_AIRPORTS = 6;
export const recentAirportsSchema = z.array(z.string().min(1)).max(MAX_RECENT_AIRPORTS);

/** What @grammyjs/conversations stores per chat (its VersionedState), with the time of saving. */
export const savedConversationSchema = z.object({
  savedAt: timestamp,
  value: z.object({
    version: z.tuple([z.number(), z.union([z.string(), z.number()])]),
    state: z.record(z.string(), z.array(z.unknown())),
  }),
});
export type SavedConversation = z.infer<typeof savedConversationSchema>;

/** An audit entry keeps any extra JSON fields the caller gave (PNR, amounts, outcome...). */
export const auditEntrySchema = z.looseObject({
  id: z.number().int().positive(),
  at: timestamp,
  /** Who acted; 0 for the bot itself. */
  userId: z.number().int(),
  action: z.string().min(1),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A record keyed by the id of its values, as users and requests are. */
function keyedById<S extends z.ZodType<{ id: number }>>(value: S) {
  return z.record(z.string(), value).refine(
    (record) => Object.entries(record).every(([key, item]) => key === String((item as { id: number }).id)),
    { message: "every key must be the id of its record" },
  );
}

export const storeDataSchema = z.strictObject({
  schemaVersion: z.literal(STORE_VERSION),
  users: keyedById(userSchema),
  accessRequests: keyedById(accessRequestSchema),
  languages: z.record(z.string(), languageSchema),
  digits: z.record(z.string(), digitsSchema),
  recentAirports: z.record(z.string(), recentAirportsSchema),
  conversations: z.record(z.string(), savedConversationSchema),
  audit: z.strictObject({
    /** Ids are never reused, even after old entries are pruned. */
    nextId: z.number().int().positive(),
    /** Oldest first. */
    entries: z.array(auditEntrySchema),
  }),
  subscriptions: subscriptionsSchema,
  /** A fingerprint per command menu (scope and language) and per description the bot set. */
  published: z.record(z.string(), z.string()),
});
export type StoreData = z.infer<typeof storeDataSchema>;

/** An empty file of the first version; collections added later come from their migrations. */
const EMPTY_V1 = {
  schemaVersion: 1,
  users: {},
  accessRequests: {},
  languages: {},
  recentAirports: {},
  conversations: {},
  audit: { nextId: 1, entries: [] },
};

/** A new file is what the migrations make of an empty first-version file. */
export function emptyStoreData(): StoreData {
  return migrate(EMPTY_V1, STORE_VERSION) as StoreData;
}
