/**
 * `@renovo/api/testing`: the API's test harness for tests outside the package (the demo
 * content's, the host site's): a migrated test database or a whole app on one, a staff account,
 * a real OpenID Connect provider on loopback.
 */
export { createStaffAccount } from '../services/staff/accounts.ts';
export { fillWithEmptyCluster } from './empty-cluster.ts';
export { copyMadeFolder, folderMadeOnce } from './folder-made-once.ts';
export { createHarness, DATABASE_LANES, openTestDatabase, type TestHarness } from './harness.ts';
export { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
export { ramFolder } from './ram-folder.ts';
