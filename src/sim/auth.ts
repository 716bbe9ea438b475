import { exception } from "./errors.js";

/**
 * Who may call what. Messages never repeat the password or its hash. The Bot path (username and
 * password) and both event operations also require a trusted caller IP.
 */
export interface AuthConfig {
  username: string;
  /** 32 lowercase hex characters. */
  passwordMd5: string;
  accessTokens: readonly string[];
  trustedIps: readonly string[];
}

export const PUBLIC_USERNAME = "public";

export type Caller = "account" | "public";

export function authenticate(config: AuthConfig, username: string, password: string, allowPublic: boolean): Caller {
  if (username === PUBLIC_USERNAME) {
    if (!allowPublic) throw exception("The public account may only search flights.");
    return "public";
  }
  if (username !== config.username || password !== config.passwordMd5) throw exception("Invalid username or password.");
  return "account";
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same caller. */
function normalizeIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

export function isTrustedIp(config: AuthConfig, ip: string): boolean {
  const caller = normalizeIp(ip);
  return config.trustedIps.some((trusted) => normalizeIp(trusted) === caller);
}

export function requireTrustedIp(config: AuthConfig, ip: string): void {
  if (!isTrustedIp(config, ip)) throw exception(`The caller IP ${ip} is not registered as trusted.`);
}

/** The two authentication members of a Bot-path request. */
export interface BotCredentials {
  Username?: string | null | undefined;
  Password?: string | null | undefined;
  AccessToken?: string | null | undefined;
}

/**
 * The Bot path: exactly one authentication method per request, either Username and Password
 * (service account, trusted IP) or AccessToken (single sign-on user).
 */
export function authenticateBot(config: AuthConfig, ip: string, req: BotCredentials): void {
  const hasAccount = req.Username != null || req.Password != null;
  if (hasAccount && req.AccessToken != null) throw exception("Send either AccessToken or Username and Password, not both.");
  if (req.AccessToken != null) {
    if (!config.accessTokens.includes(req.AccessToken)) throw exception("The access token is invalid or has expired.");
  } else if (hasAccount) {
    requireTrustedIp(config, ip);
    authenticate(config, req.Username ?? "", req.Password ?? "", false);
  } else {
    throw exception("Authentication is required: send Username and Password, or AccessToken.");
  }
}
