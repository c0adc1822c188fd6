import { EXTRA_ROLES, ROLE_NOUNS } from "../text/lexicons";

/** Nouns that name a lead by role ("a burned-out engineer", "two estranged sisters"), longest first. */
export const ROLES = [...new Set([...ROLE_NOUNS, ...EXTRA_ROLES])].sort((a, b) => b.length - a.length);
