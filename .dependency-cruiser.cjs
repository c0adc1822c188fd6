/** Layer boundaries (DESIGN.md): enforced here, not by memory. */
const features = "^client/features/([^/]+)/";
module.exports = {
  forbidden: [
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "\\.test\\.tsx?$" },
  },
};
