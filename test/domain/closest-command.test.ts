import { describe, expect, it } from "vitest";
import { closestCommand, editDistance } from "../../src/domain/closest-command.js";

const ALL = ["help", "search", "aircraft", "history", "status", "penalty", "refund", "audit", "subscribe", "subscriptions", "unsubscribe", "poller", "users", "lang", "cancel"];
const VIEWER = ALL.filter((c) => !["refund", "audit", "poller", "users"].includes(c));

describe("closestCommand", () => {
  it.each([
    ["Search", "search"],
    ["SEARCH", "search"],
    ["serch", "search"],
    ["saerch", "search"],
    ["searhc", "search"],
    ["histroy", "history"],
    ["hist", "history"],
    ["Lang", "lang"],
    ["lng", "lang"],
    ["stauts", "status"],
    ["penlaty", "penalty"],
    ["subscribtions", "subscriptions"],
    ["cancle", "cancel"],
  ])("%j -> /%s", (typed, command) => {
    expect(closestCommand(typed, ALL)).toBe(command);
  });

  it.each(["xyz", "", "s", "su", "sub", "bookings", "start", "a".repeat(500)])("%j -> nothing", (typed) => {
    expect(closestCommand(typed, ALL)).toBeNull();
  });

  it("suggests only the commands given (those of the user's role)", () => {
    expect(closestCommand("refnd", ALL)).toBe("refund");
    expect(closestCommand("refnd", VIEWER)).toBeNull();
    expect(closestCommand("Users", VIEWER)).toBeNull();
  });

  it("measures insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("search", "search")).toBe(0);
    expect(editDistance("serch", "search")).toBe(1);
    expect(editDistance("saerch", "search")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});
