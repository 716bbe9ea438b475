import type { Subscription } from "../src/store/store.js";

const subscription = (id: number, chatId: number, over: Partial<Subscription> = {}): Subscription => ({
  id,
  chatId,
  topic: "all",
  filters: {},
  language: "en",
  createdBy: 5001,
  createdAt: "2026-11-20T00:00:00.000Z",
  ...over,
});

/** A desk's usual set: a few staff on everything, groups on bookings, some on one route or airline. */
export const deskSubscriptions: readonly Subscription[] = [
  ...[5001, 5002, 5003].map((chat, i) => subscription(i + 1, chat)),
  subscription(4, -1001, { topic: "bookings" }),
  subscription(5, -1002, { topic: "bookings", filters: { route: { origin: "THR", destination: "MHD" } } }),
  subscription(6, 5004, { topic: "bookings", filters: { airline: "IR" } }),
];
