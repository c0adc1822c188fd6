import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

/** Deeper than any request this API takes (a few levels); far below what would strain a parser. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The request body nests its data more than ${MAX_JSON_DEPTH} levels deep. Please send a flatter JSON object.`;

/** The deepest nesting of objects and lists in JSON text, counted without parsing it (strings skipped). */
export function jsonDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isInString) {
      if (code === 92)
        i++; // backslash: the next character is escaped
      else if (code === 34) isInString = false;
      continue;
    }
    if (code === 34) isInString = true;
    else if (code === 123 || code === 91) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAt) return deepest;
      }
    } else if (code === 125 || code === 93) depth--;
  }
  return deepest;
}

/**
 * JSON bodies are measured before they are parsed: past MAX_JSON_DEPTH levels a 400 names the limit,
 * so nothing recursive (a parser, a check of every value) ever walks thousands of levels. Parsing
 * is Fastify's own, with the app's prototype-poisoning rules.
 */
export function guardJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("remove", "remove");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new AppError("bad_request", JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
