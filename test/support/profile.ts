/**
 * The simulator profile the integration and end-to-end tests run against. vitest.config.ts
 * runs them twice, once per profile: the supplier's real habits ("real") and the interface's
 * exact shapes ("strict").
 */
export const SIM_PROFILE: "strict" | "real" = process.env["SIM_PROFILE"] === "strict" ? "strict" : "real";
