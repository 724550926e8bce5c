import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The public pages' stylesheets, as the style tests read them (type-scale.test.ts,
 * font-stacks.test.ts): every `.css` file under `src/site`, by its path from there.
 */
const SITE = fileURLToPath(new URL('..', import.meta.url));

export function siteStylesheets(): { file: string; css: string }[] {
  return readdirSync(SITE, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(join(SITE, file), 'utf8') }));
}

/** tokens.css: the colours, fonts and type scale every public stylesheet draws from. */
export function tokensCss(): string {
  return readFileSync(join(SITE, 'styles', 'tokens.css'), 'utf8');
}
