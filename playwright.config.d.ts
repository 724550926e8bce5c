/**
 * Browser tests against the real server (built SPA + API on a fresh SQLite file).
 * Playwright cannot download its own browser here: Debian's Chromium is used when present,
 * Playwright's own browser elsewhere.
 */
export declare const E2E_PORT: number;
export declare const E2E_BASE_URL: string;
declare const _default: import("playwright/test").PlaywrightTestConfig<{}, {}>;
export default _default;
