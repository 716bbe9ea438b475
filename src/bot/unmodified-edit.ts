import type { Transformer } from "grammy";

/**
 * An edit Telegram refuses as "message is not modified" has nothing left to do: the message
 * already looks as asked. It happens when a flow is replayed after a crash and removes again a
 * keyboard it had removed before the crash; as an error it would end the flow with an apology.
 */
export const unmodifiedEditIsDone: Transformer = async (prev, method, payload, signal) => {
  const res = await prev(method, payload, signal);
  type Answer = typeof res;
  if (!res.ok && res.error_code === 400 && method.startsWith("editMessage") && res.description.includes("message is not modified")) {
    // What editMessage* answer when they do not send the message back.
    return { ok: true, result: true } as Answer;
  }
  return res;
};
