import { describe, expect, it } from 'vitest';
import type { Post } from './site/api';
import { fillShell } from './fill-shell';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Alvorada</title>
    <meta name="robots" content="noindex" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Every special pattern of a String.replace replacement string. */
const DOLLAR_PATTERNS = ["$'", '$`', '$&', '$$', '$1', '$<name>', '&#x27;$&#x27;'];

describe('fillShell with page text holding $ patterns', () => {
  for (const pattern of DOLLAR_PATTERNS) {
    it(`keeps ${pattern} as written, in the markup, the head and the embedded JSON`, () => {
      const title = `Dolar ${pattern} fim`;
      const post = { id: 7, title } as unknown as Post;
      const html = fillShell(
        SHELL,
        {
          html: `<h1>${title}</h1>`,
          head: {
            title,
            description: title,
            path: '/blog/7',
            image: '/og.png',
            type: 'article',
            noindex: false,
            jsonLd: [],
          },
        },
        'https://www.alvorada.test',
        { post: { ref: '7', post } },
      );
      expect(html.match(/<html/g)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html).toContain(`<div id="root"><h1>${title}</h1></div>`);
      const embedded = /<script type="application\/json" id="post-inicial">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(embedded!)).toEqual({ ref: '7', post: { id: 7, title } });
      expect(html).toContain('<meta property="og:title"');
      expect(html).not.toContain('<!--app-head-->');
    });
  }
});
