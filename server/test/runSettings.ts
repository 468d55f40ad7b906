// What jest's globalSetup tells the test files (through the environment). Imports nothing: globalSetup's loader
// cannot resolve the tree's path aliases, so it reaches the rest of the tree only through tsx (fixtureSnapshot.ts).

/** Names the file of the fixture's rows written for this run (fixtureSnapshot.ts); outside jest there is none and
 * the harness seeds. */
export const FIXTURE_SNAPSHOT_ENV = 'SHOP_TEST_FIXTURE_SNAPSHOT'
