import { maskEmail, maskNationalCode, maskPassport, maskPhone } from "../../domain/mask.js";
import { roleAtLeast, type Role } from "../../domain/roles.js";

/**
 * How a reader sees passengers' personal data: agents and admins whole, viewers
 * masked (••••1234), in messages and exports alike. One place decides, so a screen and its
 * Excel file never differ.
 */
export interface PersonalData {
  /** True for agents and admins: nothing is masked. */
  readonly whole: boolean;
  nationalCode(value: string | null): string;
  passport(value: string | null): string;
  phone(value: string | null): string;
  email(value: string | null): string;
}

/** In a group, whoever asked, everything is masked: the group's members read the answer too. */
export function personalDataFor(role: Role | null, privateChat: boolean): PersonalData {
  const whole = privateChat && role !== null && roleAtLeast(role, "agent");
  const shown = (mask: (v: string) => string) => (value: string | null) => (value === null ? "" : whole ? value : mask(value));
  return { whole, nationalCode: shown(maskNationalCode), passport: shown(maskPassport), phone: shown(maskPhone), email: shown(maskEmail) };
}
