import { DEFAULT_PATHS, OPERATION_NAMES, operationNamed, type OperationPaths, type SupplierOperation } from "./operations.js";

/**
 * The two supplier settings that differ from one installation to the next, read from their
 * environment text. Problems are sentences naming the part that is wrong; a header's value is
 * a secret and is never repeated.
 */

/** `search=/api/.../V17/SearchByRouteAndDate,history=/api/...`: paths over the interface's. */
export function parseSupplierPaths(text: string): { paths: OperationPaths; problems: string[] } {
  const paths: Record<SupplierOperation, string> = { ...DEFAULT_PATHS };
  const problems: string[] = [];
  const seen = new Set<SupplierOperation>();
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    const name = eq < 0 ? part : part.slice(0, eq).trim();
    const path = eq < 0 ? "" : part.slice(eq + 1).trim();
    const operation = operationNamed(name);
    if (!operation) {
      problems.push(`names "${name}", which is not an operation (use ${Object.keys(OPERATION_NAMES).join(", ")})`);
    } else if (!/^\/[\x21-\x7e]*$/.test(path)) {
      problems.push(`gives ${name} "${path}": a path must start with / and hold no spaces`);
    } else if (seen.has(operation)) {
      problems.push(`gives ${name} twice`);
    } else {
      seen.add(operation);
      paths[operation] = path;
    }
  }
  return { paths, problems };
}

/** Headers FlightDesk itself sets; another value would break every call. */
const RESERVED = new Set(["content-type", "accept", "accept-encoding", "content-length", "host", "connection", "transfer-encoding"]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `X-API-KEY: abc; X-Tenant: 7`: extra headers on every supplier request. */
export function parseSupplierHeaders(text: string): { headers: Record<string, string>; problems: string[] } {
  const headers: Record<string, string> = {};
  const problems: string[] = [];
  for (const part of text.split(";").map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(":");
    const name = colon < 0 ? "" : part.slice(0, colon).trim();
    const value = colon < 0 ? "" : part.slice(colon + 1).trim();
    if (!TOKEN.test(name)) problems.push(`has a part that is not "Name: value" (header names are letters, digits and -)`);
    else if (RESERVED.has(name.toLowerCase())) problems.push(`sets ${name}, which FlightDesk sets itself`);
    else if (value === "" || /[\r\n\0]/.test(value)) problems.push(`gives ${name} an empty value or a line break`);
    else if (Object.keys(headers).some((h) => h.toLowerCase() === name.toLowerCase())) problems.push(`gives ${name} twice`);
    else headers[name] = value;
  }
  return { headers, problems };
}
