// Prisma CLI configuration (Prisma 7 reads the connection here, not from the schema).
// Only people with the schema engine use it (`prisma migrate deploy`); the app
// applies migrations itself, see server/db/migrate.ts.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
