import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @fina/db` writes a new SQL migration into ./migrations after a
// change to src/schema.ts. Both drivers apply the same files at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
