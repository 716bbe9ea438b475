import type { Update, WebhookInfo } from "grammy/types";
import type { UpdateQueue } from "./update-queue.js";

export interface WebhookConfig {
  url: string;
  secretToken?: string;
  maxConnections: number;
}

/** Runs a method the bot put in its webhook answer (grammY's webhook reply). */
export type WebhookReplyRunner = (method: string, params: Record<string, unknown>) => Promise<void>;

/** How long Telegram waits for the webhook's answer before it counts the delivery as failed. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * Pushes pending updates to the bot's webhook, one at a time and in order, like Telegram does
 * for one connection. An update is confirmed when the webhook answers 2xx; otherwise the error
 * is recorded for getWebhookInfo and the same update is retried after a growing pause
 * (100 ms doubling up to 5 s: Telegram's pauses are longer, tests should not wait for them).
 */
export class WebhookPusher {
  private config: WebhookConfig | undefined;
  private lastError: { date: number; message: string } | undefined;
  private stopper: AbortController | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly queue: UpdateQueue,
    private readonly runReply: WebhookReplyRunner,
    private readonly timeoutMs = DEFAULT_DELIVERY_TIMEOUT_MS,
  ) {}

  get active(): boolean {
    return this.config !== undefined;
  }

  async set(config: WebhookConfig): Promise<void> {
    await this.stop();
    this.config = config;
    this.lastError = undefined;
    const stopper = new AbortController();
    this.stopper = stopper;
    this.loop = this.run(config, stopper.signal);
  }

  async delete(): Promise<void> {
    await this.stop();
    this.config = undefined;
    this.lastError = undefined;
  }

  info(): WebhookInfo {
    const info: WebhookInfo = {
      url: this.config?.url ?? "",
      has_custom_certificate: false,
      pending_update_count: this.queue.pendingCount,
    };
    if (!this.config) return info;
    info.max_connections = this.config.maxConnections;
    info.ip_address = "127.0.0.1";
    const allowed = this.queue.allowedTypes();
    if (allowed) info.allowed_updates = allowed;
    if (this.lastError) {
      info.last_error_date = this.lastError.date;
      info.last_error_message = this.lastError.message;
    }
    return info;
  }

  /** Stops pushing; an update in flight is not confirmed and stays pending. */
  async stop(): Promise<void> {
    this.stopper?.abort();
    await this.loop;
    this.stopper = undefined;
    this.loop = undefined;
  }

  private async run(config: WebhookConfig, signal: AbortSignal): Promise<void> {
    let retryMs = FIRST_RETRY_MS;
    while (!signal.aborted) {
      const [update] = this.queue.peek(1);
      if (!update) {
        await this.queue.nextPush(signal);
        continue;
      }
      const failure = await this.deliver(config, update, signal);
      if (signal.aborted) return;
      if (failure === undefined) {
        this.queue.confirm(update.update_id + 1);
        retryMs = FIRST_RETRY_MS;
        continue;
      }
      this.lastError = { date: Math.floor(Date.now() / 1000), message: failure };
      await pause(retryMs, signal);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  }

  /** Posts one update; returns Telegram's description of the failure, or undefined on success. */
  private async deliver(config: WebhookConfig, update: Update, signal: AbortSignal): Promise<string | undefined> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (config.secretToken) headers["x-telegram-bot-api-secret-token"] = config.secretToken;
    try {
      const response = await fetch(config.url, {
        method: "POST",
        headers,
        body: JSON.stringify(update),
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      const body = await response.text();
      if (!response.ok) return `Wrong response from the webhook: ${response.status} ${response.statusText}`;
      await this.runWebhookReply(body, response.headers.get("content-type"));
      return undefined;
    } catch (error) {
      return describeDeliveryError(error);
    }
  }

  /** Telegram runs a method sent back in the webhook answer; its result and errors go nowhere. */
  private async runWebhookReply(body: string, contentType: string | null): Promise<void> {
    if (!contentType?.includes("application/json") || body.trim() === "") return;
    let reply: unknown;
    try {
      reply = JSON.parse(body);
    } catch {
      return;
    }
    if (typeof reply !== "object" || reply === null) return;
    const { method, ...params } = reply as Record<string, unknown>;
    if (typeof method === "string") await this.runReply(method, params).catch(() => undefined);
  }
}

function describeDeliveryError(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "Read timeout expired";
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === "ECONNREFUSED") return "Connection refused";
  return `Connection failed: ${cause?.message ?? (error instanceof Error ? error.message : String(error))}`;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
