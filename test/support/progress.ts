/**
 * Waits until `done()`, failing only when `progress()` (a count of work done, that grows) has
 * not grown for `stallMs`: a loaded machine does the work late, a stuck bot does none. `what()`
 * says what is still missing, for the error.
 */
export async function untilDone(o: { done: () => boolean; progress: () => number; stallMs: number; what: () => string }): Promise<void> {
  let last = o.progress();
  let since = Date.now();
  while (!o.done()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = o.progress();
    if (now > last) [last, since] = [now, Date.now()];
    else if (Date.now() - since > o.stallMs) throw new Error(`${o.what()}: nothing more done for ${o.stallMs} ms`);
  }
}
