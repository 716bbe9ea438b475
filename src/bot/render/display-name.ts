import type { User } from "grammy/types";

/** A Telegram user's first and last name as one line, "?" when both are empty. */
export function displayName(user: Pick<User, "first_name" | "last_name">): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || "?";
}
