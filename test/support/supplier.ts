import type { Logger } from "../../src/logger.js";
import { SupplierClient, type SupplierClientOptions } from "../../src/supplier/client.js";
import { passwordHash } from "../../src/supplier/credentials.js";
import { SIM_PROFILE } from "./profile.js";

/**
 * Clients for the integration tests, pointed at a simulator started by the test file.
 * The account's secrets are distinctive so a leak is visible in any text.
 */
export const ACCOUNT = {
  username: "fd-service",
  password: "Plain-Pa55word-Xq7",
  accessToken: "sso-token-4f1c9a77e2",
} as const;
export const ACCOUNT_HASH = passwordHash(ACCOUNT.password);
export const SECRETS = [ACCOUNT.password, ACCOUNT_HASH, ACCOUNT.accessToken];

/** Options of startSimulator for that account. */
export const SIM_ACCOUNT = {
  profile: SIM_PROFILE,
  username: ACCOUNT.username,
  password: ACCOUNT.password,
  accessTokens: [ACCOUNT.accessToken],
};

export function makeClient(
  baseUrl: string,
  logger: Logger,
  overrides: Partial<SupplierClientOptions> = {},
): SupplierClient {
  return new SupplierClient({
    baseUrl,
    username: ACCOUNT.username,
    passwordMd5: ACCOUNT_HASH,
    timeoutMs: 2_000,
    logger,
    retry: { attempts: 3, baseDelayMs: 5 },
    ...overrides,
  });
}

/** The rejection of `promise`, or a failure when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("expected the call to fail");
}
