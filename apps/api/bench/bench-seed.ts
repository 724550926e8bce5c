import { DAY_MS, POST_COVER_IMAGE_ID } from '@vitrine/shared/constants';
import { normalizeForSearch } from '@vitrine/shared/format';
import type { Db } from '../src/db/database';
import { renderDemoPng } from '../src/demo/demo-covers';
import { DEMO_POSTS } from '../src/demo/demo-posts';
import { checkImage, makeVariants } from '../src/features/posts/post-images';
import { sanitizePostHtml } from '../src/features/posts/post-html';
import * as repo from '../src/features/posts/posts.repository';
import * as imagesRepo from '../src/features/posts/post-images.repository';
import { storeImage } from '../src/features/posts/post-images.service';
import { slugify } from '@vitrine/shared/publishing';
import { indexPost } from '../src/features/search/search-index.service';

/** Deterministic, so every run measures the same database. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTION_TITLES = [
  'Indicadores que mostram o resultado',
  'Como a equipe se organiza',
  'Integração com os demais sistemas',
  'Erros comuns na implantação',
  'O papel da liderança',
  'Quanto tempo leva',
  'Custos que ninguém conta',
  'Próximos passos',
];

const SENTENCES = [
  'A implantação começa com um diagnóstico honesto do processo atual, com números e não com impressões.',
  'Sem um cadastro confiável de produtos, clientes e fornecedores, nenhum sistema entrega o que promete.',
  'Os usuários-chave de cada área validam as regras antes da virada, e não depois dela.',
  'Relatórios diários substituem as planilhas paralelas que cada setor mantinha por conta própria.',
  'O ganho aparece primeiro na redução do retrabalho e só depois na velocidade da operação.',
  'Treinamentos curtos e repetidos funcionam melhor do que uma semana inteira de sala de aula.',
  'A integração fiscal precisa ser testada com notas reais, em homologação, antes de entrar em produção.',
  'Cada exceção tratada fora do sistema é uma informação que deixa de existir para a gestão.',
  'Um piloto bem escolhido mostra os problemas cedo, quando ainda são baratos de corrigir.',
  'Os indicadores precisam de dono: alguém que responda por eles na reunião semanal.',
  'Automatizar um processo ruim só faz o erro acontecer mais depressa.',
  'A comunicação com os clientes muda quando os prazos passam a ser calculados, e não estimados.',
  'O suporte da primeira semana decide se a equipe confia no sistema ou volta ao papel.',
  'Medir antes e depois é a única forma de saber se o investimento se pagou.',
  'Regras claras de aprovação evitam gargalos no fim do mês e no fechamento contábil.',
  'A nuvem reduz o custo de infraestrutura, mas exige atenção à conectividade das filiais.',
];

const LIST_ITEMS = [
  '<strong>Cadastro:</strong> produtos, endereços e clientes revisados antes da carga inicial.',
  '<strong>Processo:</strong> fluxos desenhados com quem executa a tarefa todos os dias.',
  '<strong>Pessoas:</strong> usuários-chave treinados para apoiar os colegas.',
  '<strong>Dados:</strong> indicadores definidos antes da virada, com a linha de base medida.',
  '<strong>Suporte:</strong> plantão reforçado nas primeiras semanas de operação.',
  '<strong>Integração:</strong> interfaces testadas com volumes reais, e não com amostras.',
];

function paragraph(random: () => number): string {
  const count = 3 + Math.floor(random() * 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(SENTENCES[Math.floor(random() * SENTENCES.length)]!);
  return `<p>${parts.join(' ')}</p>`;
}

/** Editor-shaped HTML of 3–6 KB: the demo post's own content (without its figure), then more sections. */
function contentFor(base: string, random: () => number): string {
  const target = 3000 + Math.floor(random() * 3000);
  let html = base.replace(/<figure[\s\S]*?<\/figure>/g, '');
  let section = Math.floor(random() * SECTION_TITLES.length);
  while (html.length < target) {
    html += `<h2>${SECTION_TITLES[section++ % SECTION_TITLES.length]}</h2>${paragraph(random)}`;
    if (random() < 0.4) {
      const start = Math.floor(random() * LIST_ITEMS.length);
      html += `<ul>${[0, 1, 2].map((k) => `<li>${LIST_ITEMS[(start + k) % LIST_ITEMS.length]}</li>`).join('')}</ul>`;
    }
    html += paragraph(random);
  }
  return html;
}

/** The columns every seeded post fills the same way: its text, content and search text. */
function textColumns(base: (typeof DEMO_POSTS)[number], title: string, random: () => number) {
  return {
    title,
    subtitle: base.subtitle,
    reading_time: base.reading_time,
    description: base.description,
    content: sanitizePostHtml(contentFor(base.content, random)),
    search_text: normalizeForSearch([title, base.description, ...base.tags].join(' ')),
  };
}

/**
 * Seeds `count` posts for the benchmark in one transaction, through the posts repository
 * (and the search index, as a post write does):
 * the demo posts' titles, tags, buttons and footers, content of 3–6 KB sanitised as on
 * write, and a cover image row each (the same PNG's bytes). Ids grow with dates, as in
 * production. About a second for 1,000 posts. `hidden` more are drafts and posts
 * scheduled a month ahead, with the newest ids: never in the public list.
 */
export async function seedBenchPosts(db: Db, count: number, now: Date, hidden = 0): Promise<void> {
  const random = mulberry32(20260310);
  const cover = await checkImage(renderDemoPng('warehouse'), 'image');
  // Made once and copied to every post: the background queue would resize the same image 1,000 times.
  const coverVariants = await makeVariants(cover.bytes, cover.width);
  await db.transaction().execute(async (trx) => {
    const insert = async (row: Parameters<typeof repo.insertPost>[1]) => {
      const id = await repo.insertPost(trx, row);
      await indexPost(trx, id, row);
      await storeImage(trx, id, POST_COVER_IMAGE_ID, cover);
      await imagesRepo.insertVariantsIfAbsent(trx, id, POST_COVER_IMAGE_ID, coverVariants);
    };
    for (let i = 0; i < count; i++) {
      const base = DEMO_POSTS[i % DEMO_POSTS.length]!;
      const title =
        i < DEMO_POSTS.length ? base.title : `${base.title} (parte ${Math.floor(i / DEMO_POSTS.length) + 1})`;
      const tags = base.tags.map((label) => ({ key: label, label }));
      const at = new Date(now.getTime() - (count - i) * (DAY_MS / 4)).toISOString();
      await insert({
        ...textColumns(base, title, random),
        tags: JSON.stringify(tags),
        // As the editor stores them (posts.service.ts), so the tag pages list the seeded posts.
        tag_slugs: ` ${base.tags.map((label) => slugify(label)).join(' ')} `,
        link_button: base.link_button ? JSON.stringify(base.link_button) : null,
        footer: base.footer ? JSON.stringify(base.footer) : null,
        slug: `${slugify(title)}-${i + 1}`,
        status: 'published',
        publish_at: at,
        created_at: at,
        updated_at: at,
      });
    }
    // Newest ids: a list that read by id, not by visibility, would meet them first.
    for (let i = 0; i < hidden; i++) {
      const base = DEMO_POSTS[i % DEMO_POSTS.length]!;
      const title = `${base.title} (rascunho ${i + 1})`;
      const scheduled = i % 2 === 1;
      const at = now.toISOString();
      await insert({
        ...textColumns(base, title, random),
        tags: JSON.stringify(base.tags.map((label) => ({ key: label, label }))),
        link_button: null,
        footer: null,
        slug: `${slugify(title)}-h${i + 1}`,
        status: scheduled ? 'published' : 'draft',
        publish_at: scheduled ? new Date(now.getTime() + 30 * DAY_MS + i * 60_000).toISOString() : null,
        created_at: at,
        updated_at: at,
      });
    }
  });
}
