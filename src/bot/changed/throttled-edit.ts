/**
 * One message that shows a run's progress, edited at most once per `intervalMs` (Telegram
 * refuses a chat's edits beyond about one a second, and a group's beyond twenty a minute): each
 * change asks for an edit, and the latest text wins when the interval allows one. `final`
 * edits, once the edit under way is done. A text the message already shows is never sent again
 * (Telegram refuses it as "message is not modified"); `shown` is what it shows at the start.
 */
export class ThrottledEdit {
  #latest: string | null = null;
  #shown: string | null = null;
  #lastAt = -Infinity;
  #timer: NodeJS.Timeout | undefined;
  #inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly edit: (text: string) => Promise<void>,
    private readonly intervalMs: number,
    private readonly clock: () => number = Date.now,
    shown: string | null = null,
  ) {
    this.#shown = shown;
  }

  show(text: string): void {
    this.#latest = text;
    if (this.#timer) return;
    const wait = Math.max(0, this.#lastAt + this.intervalMs - this.clock());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#inFlight = this.#inFlight.then(() => this.#flush());
    }, wait);
  }

  async final(text: string): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#latest = text;
    await this.#inFlight;
    const wait = this.#lastAt + this.intervalMs - this.clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await this.#flush();
  }

  /** Drops a change still waiting for its turn, once the edit under way is done. */
  async cancel(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#inFlight;
  }

  async #flush(): Promise<void> {
    const text = this.#latest;
    if (text === null || text === this.#shown) return;
    this.#lastAt = this.clock();
    this.#shown = text;
    await this.edit(text);
  }
}
