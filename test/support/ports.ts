import { createServer } from "node:net";

/**
 * Below Linux's ephemeral range (32768-60999 by default): a port the kernel handed out for one
 * test's check may be given next to any outgoing connection of a test running beside it, and then
 * the bot's server, which listens on every interface, could not have it.
 */
const FIRST = 20_000;
const COUNT = 12_000;

/** Whether a server can listen on `port` on every interface right now. */
function listens(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A port free right now on every interface, for a server the test starts itself (the webhook's, metrics'). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await listens(port)) return port;
  }
}
