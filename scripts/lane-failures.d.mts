/** See lane-failures.mjs. */
export declare function testFileName(path: string, cwd?: string): string;
export declare function failuresBesideTests(
  label: string,
  report: { testResults?: { name: string; status: string; message?: string }[] } | undefined,
  output: string,
  cwd?: string,
): string[];
