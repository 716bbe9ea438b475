import { isRecord, mapRecords, withMember } from "./json.js";

/** The faults that make real answers big: oversizeBytes (the whole body) and padEventsBytes (each event). */

/** The JSON body grown to at least `bytes`: a Padding member in an object, trailing spaces after anything else. */
export function oversize(json: string, bytes: number): string {
  const size = Buffer.byteLength(json);
  if (size >= bytes) return json;
  if (!json.startsWith("{")) return json + " ".repeat(bytes - size);
  const head = json.slice(0, -1);
  const member = `${head === "{" ? "" : ","}"Padding":"`;
  const fill = Math.max(0, bytes - (size - 1 + member.length + 2));
  return `${head}${member}${" ".repeat(fill)}"}`;
}

// Persian remarks, as agents type them: two bytes a letter in UTF-8.
const NOTE = "مسافر درخواست صندلی کنار پنجره دارد؛ لطفاً با دفتر مرکزی هماهنگ شود. ";
const NOTE_BYTES = Buffer.byteLength(NOTE);

function remarks(bytes: number): string {
  const whole = Math.floor(bytes / NOTE_BYTES);
  return NOTE.repeat(whole) + ".".repeat(bytes - whole * NOTE_BYTES);
}

/** Every event of an EventList grown to `bytes` (as serialized) by an InternalRemarks member in its Data. */
export function padEvents(answer: unknown, bytes: number): unknown {
  if (!isRecord(answer)) return answer;
  return withMember(answer, "EventList", (events) =>
    mapRecords(events, (event) => {
      if (!isRecord(event.Data)) return event;
      const bare = { ...event, Data: { ...event.Data, InternalRemarks: "" } };
      const missing = bytes - Buffer.byteLength(JSON.stringify(bare));
      return missing > 0 ? { ...bare, Data: { ...bare.Data, InternalRemarks: remarks(missing) } } : event;
    }),
  );
}
