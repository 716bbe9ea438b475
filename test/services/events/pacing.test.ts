import { GrammyError, HttpError } from "grammy";
import { describe, expect, it } from "vitest";
import { Pacer, TELEGRAM_LIMITS } from "../../../src/services/events/pacing.js";
import { classifySendFailure } from "../../../src/services/send-failure.js";

const USER = 42;
const GROUP = -100_1;

describe("Pacer", () => {
  it("lets one message a second into a private chat", () => {
    const pacer = new Pacer();
    expect(pacer.chatWaitMs(USER, 0)).toBe(0);
    pacer.take(USER, 0);
    expect(pacer.chatWaitMs(USER, 400)).toBe(600);
    expect(pacer.chatWaitMs(USER, 1000)).toBe(0);
  });

  it("lets 20 messages a minute into a group, never more in any minute", () => {
    const pacer = new Pacer();
    for (let i = 0; i < 20; i++) {
      expect(pacer.chatWaitMs(GROUP, i * 100)).toBe(0);
      pacer.take(GROUP, i * 100);
    }
    expect(pacer.chatWaitMs(GROUP, 2000)).toBe(58_000);
    expect(pacer.chatWaitMs(GROUP, 60_000)).toBe(0);
  });

  it("holds every chat when 30 messages went out within a second", () => {
    const pacer = new Pacer();
    for (let chat = 1; chat <= 30; chat++) pacer.take(chat, 10 * chat);
    expect(pacer.globalWaitMs(500)).toBe(510);
    expect(pacer.globalWaitMs(1010)).toBe(0);
    expect(pacer.chatWaitMs(31, 500)).toBe(0);
  });

  it("parks a chat for the retry_after of a 429", () => {
    const pacer = new Pacer(TELEGRAM_LIMITS);
    pacer.block(USER, 5000);
    expect(pacer.chatWaitMs(USER, 1000)).toBe(4000);
    expect(pacer.chatWaitMs(USER + 1, 1000)).toBe(0);
  });
});

describe("classifySendFailure", () => {
  const api = (error_code: number, description: string, parameters = {}) =>
    new GrammyError("call failed", { ok: false, error_code, description, parameters }, "sendMessage", {});

  it("tells a flood wait, a chat that is gone, a moved group, a refusal and a passing failure apart", () => {
    expect(classifySendFailure(api(429, "Too Many Requests: retry after 7", { retry_after: 7 }))).toEqual({ kind: "flood", retryAfterMs: 7000 });
    expect(classifySendFailure(api(403, "Forbidden: bot was blocked by the user"))).toMatchObject({ kind: "gone" });
    expect(classifySendFailure(api(403, "Forbidden: bot was kicked from the supergroup chat"))).toMatchObject({ kind: "gone" });
    expect(classifySendFailure(api(400, "Bad Request: chat not found"))).toMatchObject({ kind: "gone" });
    expect(classifySendFailure(api(400, "Bad Request: group chat was upgraded to a supergroup chat", { migrate_to_chat_id: -100_77 }))).toEqual({
      kind: "moved",
      toChatId: -100_77,
    });
    expect(classifySendFailure(api(400, "Bad Request: can't parse entities"))).toMatchObject({ kind: "rejected" });
    expect(classifySendFailure(api(400, "Bad Request: message thread not found"))).toMatchObject({ kind: "topic-gone" });
    expect(classifySendFailure(api(400, "Bad Request: TOPIC_CLOSED"))).toMatchObject({ kind: "topic-gone" });
    expect(classifySendFailure(api(502, "Bad Gateway"))).toMatchObject({ kind: "transient" });
    expect(classifySendFailure(new HttpError("Network request for 'sendMessage' failed!", new Error("socket hang up")))).toMatchObject({ kind: "transient" });
  });
});
