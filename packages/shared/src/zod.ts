import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the site's CSP has no
// 'unsafe-eval', so the probe alone would raise a violation on every page. Every client import
// of zod goes through this module, so the setting is made before any schema is built.
z.config({ jitless: true });

export { z };
