import { createLogger, type Logger } from "../../src/logger.js";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A real logger (redaction and secret scrubbing included) whose lines are kept for assertions. */
export class LogCapture {
  /** Every line written, as JSON text without its newline. */
  readonly lines: string[] = [];
  readonly logger: Logger;

  /** `secrets`: the configured secret values the logger scrubs, as createLogger takes them. */
  constructor(secrets: readonly string[] = []) {
    this.logger = createLogger("debug", { write: (chunk: string) => void this.lines.push(...chunk.split("\n").filter(Boolean)) }, secrets);
  }

  /** The lines, parsed. */
  entries(): LogLine[] {
    return this.lines.map((line) => JSON.parse(line) as LogLine);
  }
}
