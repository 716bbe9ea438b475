/**
 * Times of bookings and events are UTC ("yyyy-MM-dd HH:mm:ss"); staff read them in the
 * configured DISPLAY_TIMEZONE. Flight times are airport-local and are never passed here.
 */
export function formatUtcIn(utc: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(utc);
  if (!match) return utc; // Shown as the supplier sent it rather than guessed at.
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  return formatInstant(date, timeZone);
}

/** An instant as "yyyy-MM-dd HH:mm" in the zone, with the zone's name when it is not UTC. */
export function formatInstant(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const text = `${parts["year"]}-${parts["month"]}-${parts["day"]} ${parts["hour"]}:${parts["minute"]}`;
  return timeZone === "UTC" ? `${text} UTC` : `${text} (${timeZone})`;
}
