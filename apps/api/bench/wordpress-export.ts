import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { WXR_TAIL, wxrHead, wxrItem } from '../test/wxr-fixtures';

/**
 * A large WordPress export for the import benchmark: `posts` posts of about 10 kB each (the
 * size of a long blog post), with what real exports carry: block comments, a caption, an
 * embed, a shortcode, categories and tags shared between posts, a few drafts and scheduled
 * posts. Written as a stream, so making it costs no memory either.
 */

const WORDS = (
  'gestão logística armazém estoque pedido cliente entrega frota rota nota fiscal folha pagamento ' +
  'colaborador admissão férias benefício indicador painel relatório integração sistema processo ' +
  'consultoria projeto implantação equipe resultado custo prazo qualidade auditoria conformidade'
).split(' ');

function paragraph(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 31 + i * 7) % WORDS.length]!);
  out[0] = out[0]!.charAt(0).toUpperCase() + out[0]!.slice(1);
  return `${out.join(' ')}.`;
}

function body(n: number): string {
  const parts: string[] = [];
  for (let p = 0; p < 14; p += 1) {
    parts.push(`<!-- wp:paragraph -->\n<p>${paragraph(n + p, 95)}</p>\n<!-- /wp:paragraph -->`);
    if (p === 3) parts.push(`<!-- wp:heading -->\n<h2>Seção ${p} do post ${n}</h2>\n<!-- /wp:heading -->`);
    if (p === 6)
      parts.push(
        '[caption id="attachment_1" width="300"]<img src="https://blog.bench.test/wp-content/uploads/2020/01/foto.jpg" alt="">Legenda[/caption]',
      );
    if (p === 9) parts.push('https://www.youtube.com/watch?v=bench');
    if (p === 11) parts.push('[contact-form-7 id="12" title="Contato"]');
  }
  return parts.join('\n\n');
}

export async function writeBenchExport(file: string, posts: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(wxrHead('blog.bench.test'));
  for (let n = 1; n <= posts; n += 1) {
    const status = n % 50 === 0 ? 'draft' : n % 97 === 0 ? 'future' : 'publish';
    const year = 2015 + (n % 10);
    await write(
      wxrItem('blog.bench.test', {
        id: n,
        title: `Post ${n}: ${paragraph(n, 6)}`,
        slug: `post-de-bench-${n}`,
        status,
        date: status === 'future' ? `2099-01-01 10:00:00` : `${year}-0${1 + (n % 9)}-1${n % 10} 10:00:00`,
        content: body(n),
        excerpt: n % 3 === 0 ? paragraph(n, 20) : '',
        categories: [[`categoria-${n % 12}`, `Categoria ${n % 12}`]],
        tags: [
          [`tag-${n % 40}`, `Tag ${n % 40}`],
          [`tag-${n % 7}`, `Tag ${n % 7}`],
        ],
      }) + '\n',
    );
  }
  await write(WXR_TAIL);
  out.end();
  await once(out, 'finish');
}
