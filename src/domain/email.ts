/**
 * A contact email as typed. Only its shape is checked: the supplier sends the tickets to it, and
 * whether it exists is found out there. Pure, never throws.
 */
import { stripInvisibleMarks } from "./user-text.js";

/** RFC 5321's limit on a whole address. */
const EMAIL_MAX = 254;

/** The address trimmed, or null when it is not one name@domain.tld without spaces. */
export function emailOf(text: string): string | null {
  const email = stripInvisibleMarks(text).trim();
  return email.length <= EMAIL_MAX && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]{2,}$/.test(email) ? email : null;
}
