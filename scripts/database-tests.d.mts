/** See database-tests.mjs. */
export declare function databaseTests(): { meeting: string[]; of: number };
