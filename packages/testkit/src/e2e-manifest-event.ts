/** An unpublished camp whose manifest is longer than one page, for the browser test of its paging (seeded by e2e-manifest-seed.ts). */
export const E2E_MANIFEST_EVENT = "Manifest Paging Camp";
/** Its arrivals: a page of 200, then five more. */
export const E2E_MANIFEST_ARRIVALS = 205;
