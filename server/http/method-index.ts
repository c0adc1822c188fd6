import type { FastifyInstance } from "fastify";

/**
 * The methods each route answers, collected as routes are added, so a known address asked with
 * the wrong method is answered 405 with an Allow header rather than 404.
 */
export function createMethodIndex(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook("onRoute", ({ url, method }) => {
    const pattern = new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`);
    const methods = (Array.isArray(method) ? method : [method]).filter((m) => m !== "HEAD");
    routes.push({ pattern, methods });
  });
  return {
    allowedAt(path: string): string[] {
      const allowed = routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods);
      return [...new Set(allowed)].sort();
    },
  };
}
