import { Writable } from "node:stream";
import { createLogger, type Logger } from "../../src/logger.js";
import { SupplierClient, type SupplierClientOptions } from "../../src/supplier/client.js";
import { passwordHash } from "../../src/supplier/credentials.js";
import { SIM_PROFILE } from "../profile.js";

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

/** Every log line written by the clients of a test file, as JSON text. */
export class LogCapture {
  readonly lines: string[] = [];
  readonly logger: Logger = createLogger(
    "debug",
    new Writable({
      write: (chunk: Buffer, _enc, done) => {
        this.lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    }),
  );

  entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

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
