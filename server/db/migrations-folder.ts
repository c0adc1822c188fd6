/** The SQL migrations, beside the compiled server as beside the source. */
export const migrationsFolder = new URL("./migrations", import.meta.url).pathname;
