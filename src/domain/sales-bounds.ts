import { addDays, startOfDayIn } from "./dates.js";

const HOUR_MS = 3_600_000;

/** The instants that cut a sales period: its hours when it is one day, its days otherwise (local days of the zone). */
export function salesBounds(firstDate: string, lastDate: string, timeZone: string): Date[] {
  if (firstDate === lastDate) {
    const from = startOfDayIn(timeZone, firstDate).getTime();
    const to = startOfDayIn(timeZone, addDays(firstDate, 1)).getTime();
    return Array.from({ length: Math.round((to - from) / HOUR_MS) + 1 }, (_, i) => new Date(Math.min(from + i * HOUR_MS, to)));
  }
  const bounds: Date[] = [];
  for (let day = firstDate; day <= addDays(lastDate, 1); day = addDays(day, 1)) bounds.push(startOfDayIn(timeZone, day));
  return bounds;
}
