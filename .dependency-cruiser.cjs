/** Layer rules (docs/architecture.md "Layer rules"): enforced here, not by memory. */
const features = "^client/features/([^/]+)/";
const testHelpers = "(^|/)test/|\\.test\\.tsx?$";
const services = "^server/(history|payments|analysis|extraction)/";
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", from: {}, to: { circular: true } },
    { name: "client-not-server", severity: "error", from: { path: "^client/" }, to: { path: "^server/" } },
    { name: "server-not-client", severity: "error", from: { path: "^server/" }, to: { path: "^client/" } },
    { name: "domain-pure", severity: "error", from: { path: "^domain/" }, to: { path: "^(server|client)/" } },
    {
      name: "domain-no-io",
      severity: "error",
      from: { path: "^domain/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "features-independent",
      comment: "Screens compose features; a feature never imports another feature.",
      severity: "error",
      from: { path: features },
      to: { path: "^client/features/([^/]+)/", pathNot: "^client/features/$1/" },
    },
    {
      name: "shared-client-not-features",
      comment: "components/, hooks/ and lib/ serve every feature and import none; app/ composes them.",
      severity: "error",
      from: { path: "^client/", pathNot: "^client/(features|app)/|^client/main\\.tsx$" },
      to: { path: "^client/features/" },
    },
    {
      name: "inner-server-not-http",
      comment: "Routes call services; services never reach back into the HTTP layer.",
      severity: "error",
      from: { path: "^server/", pathNot: "^server/(http/|app\\.ts$|main\\.ts$|test/)" },
      to: { path: "^server/http/" },
    },
    {
      name: "db-not-services",
      comment: "db/ is the bottom of the server: schema, connections, migrations.",
      severity: "error",
      from: { path: "^server/db/" },
      to: { path: services },
    },
    {
      name: "production-not-test-helpers",
      comment: "Test helpers (test/ folders) serve tests only.",
      severity: "error",
      from: { path: "^(domain|server|client)/", pathNot: testHelpers },
      to: { path: testHelpers },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "\\.test\\.tsx?$" },
  },
};
