import { Agent, request } from "undici";

/**
 * grammY's Bot API calls over undici instead of its default node-fetch: every reply and every
 * long poll for updates builds a request, and node-fetch's takes several times the CPU of
 * undici's. grammY only reads the answer's JSON (`res.json()`), so that is all this returns.
 * Bodies are grammY's: JSON text, or a multipart stream for a file.
 */
export function botApiFetch(): typeof fetch {
  const dispatcher = new Agent();
  return (async (url: string | URL, init: RequestInit & { body?: unknown } = {}) => {
    const answer = await request(String(url), {
      dispatcher,
      method: "POST",
      headers: init.headers as Record<string, string>,
      body: init.body as string,
      signal: init.signal ?? undefined,
    });
    return { json: () => answer.body.json() };
  }) as unknown as typeof fetch;
}
