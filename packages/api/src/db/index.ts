/**
 * `@renovo/api/db`: a database of the API opened, migrated and given its reference data, as the
 * server does at start-up (`npm run seed:demo` and tests outside the package do the same). The
 * tables are the `./schema`, `./schema-content` and `./schema-landing` entries.
 */
export { type DatabaseHandle, type Db, openDatabase } from './client.ts';
export { migrateDatabase } from './migrate.ts';
export { isProductionDatabase, seedReferenceData } from './reference/index.ts';
