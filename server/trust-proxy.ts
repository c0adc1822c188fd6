import { isIP } from "node:net";

/** What Fastify trusts: nothing, the nearest N proxies, or proxies at these addresses. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal)";

/** proxy-addr's names for the reserved ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY as Fastify should apply it. `true` is one hop: the address the nearest proxy saw,
 * never the leftmost X-Forwarded-For entry, which the client writes itself. null when invalid.
 */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value) <= 32 ? Number(value) : null;
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/**
 * Fastify's option for it. Fastify reads a bare hop count as "trust nothing", so a count becomes
 * the function proxy-addr calls per hop (0 is the peer on the socket): the nearest N are trusted.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
