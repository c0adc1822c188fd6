import { randomBytes } from "node:crypto";

/** 256 random bits, base64url: a link secret nobody can guess (domain LINK_TOKEN_PATTERN). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}
