import { Md5 } from "ts-md5";

const MD5_HEX = /^[0-9a-f]{32}$/;

/** The supplier's Password field: the MD5 of the plain password, 32 lowercase hex characters. */
export function passwordHash(plain: string): string {
  return Md5.hashStr(plain);
}

/** True when `value` is a password hash the supplier accepts (exactly 32 lowercase hex). */
export function isPasswordHash(value: string): boolean {
  return MD5_HEX.test(value);
}
