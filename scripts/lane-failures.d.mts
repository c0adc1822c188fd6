/** See lane-failures.mjs. */
export declare function failuresBesideTests(
  label: string,
  report: { testResults?: { name: string; status: string; message?: string }[] } | undefined,
  output: string,
  cwd?: string,
): string[];
