/**
 * Book's Title: the honorific that tells the supplier a passenger's sex. Its words vary between
 * supplier versions ("MR"/"MS", "Mr"/"Mrs", "MSTR"/"MISS" for children), so the client takes
 * them as an option and sends DEFAULT_TITLES otherwise.
 */
import type { AgeGroup } from "../domain/age-group.js";

export type { AgeGroup };
export type Sex = "M" | "F";

export type PassengerTitles = Readonly<Record<AgeGroup, Readonly<Record<Sex, string>>>>;

/** IATA's words, as the supplier's public integrations send them: MR/MS, and MSTR/MISS under 12. */
export const DEFAULT_TITLES: PassengerTitles = {
  adult: { M: "MR", F: "MS" },
  child: { M: "MSTR", F: "MISS" },
  infant: { M: "MSTR", F: "MISS" },
};

/** The words missing from a mapping (empty when every age group and sex has one). */
export function missingTitles(titles: PassengerTitles): string[] {
  const groups: AgeGroup[] = ["adult", "child", "infant"];
  return groups.flatMap((age) => (["M", "F"] as const).filter((sex) => !titles[age]?.[sex]?.trim()).map((sex) => `${age} ${sex}`));
}
