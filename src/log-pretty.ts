import { prettyFactory } from "pino-pretty";
import { pino, type DestinationStream } from "pino";

/**
 * Log lines for a person at a terminal (LOG_FORMAT=pretty): each JSON line, already redacted and
 * scrubbed by the logger, rewritten by pino-pretty and written before the call returns. Not
 * pino-pretty as a transport: no worker thread (its own memory) and no buffer to flush at exit,
 * so even a crash or SIGKILL loses no line already logged. Imported only in this format, so JSON
 * mode does not load pino-pretty. `fd`: standard output; a test gives a file.
 */
export function prettyDestination(fd = 1): DestinationStream {
  const prettify = prettyFactory({ translateTime: "SYS:yyyy-mm-dd HH:MM:ss.l", ignore: "pid,hostname" });
  const out = pino.destination({ dest: fd, sync: true });
  return { write: (line: string) => out.write(prettify(line)) };
}
