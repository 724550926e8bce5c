import type { AppDeps } from '../deps';
import { checkImage } from '../features/posts/post-images';
import { createPost } from '../features/posts/post-publishing.service';
import { renderDemoPng } from './demo-covers';
import { DEMO_POSTS } from './demo-posts';
import { DAY_MS } from '@vitrine/shared/constants';

/**
 * Each demo seeder runs once per database: it needs its table empty and leaves a marker in
 * settings, so a restart — or an Admin who deleted every demo post — never brings the demo
 * back.
 */
async function once(deps: AppDeps, name: string, isEmpty: () => Promise<boolean>, seed: () => Promise<void>) {
  const key = `seed.${name}`;
  const done = await deps.db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
  if (done || !(await isEmpty())) return;
  await seed();
  await deps.db
    .insertInto('settings')
    .values({ key, value: deps.now().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  deps.logger.info('seed.done', { name });
}

const tableIsEmpty = (deps: AppDeps, table: 'posts' | 'contacts' | 'newsletter_subscribers') => async () =>
  !(await deps.db.selectFrom(table).select('id').limit(1).executeTakeFirst());

export async function seedDemoPosts(deps: AppDeps): Promise<void> {
  await once(deps, 'demo-posts', tableIsEmpty(deps, 'posts'), async () => {
    const now = deps.now().getTime();
    for (const post of DEMO_POSTS) {
      const contentImages = new Map();
      for (const [id, art] of Object.entries(post.contentImages ?? {})) {
        contentImages.set(Number(id), await checkImage(renderDemoPng(art), 'contentImages'));
      }
      await createPost(
        deps.db,
        {
          fields: {
            title: post.title,
            subtitle: post.subtitle,
            reading_time: post.reading_time,
            description: post.description,
            content: post.content,
            tags: post.tags.map((label) => ({ key: label, label })),
            link_button: post.link_button ?? null,
            footer: post.footer ?? null,
          },
          cover: await checkImage(renderDemoPng(post.cover), 'image'),
          contentImages,
        },
        new Date(now - post.daysAgo * DAY_MS),
      );
    }
  });
}

const DEMO_CONTACTS = [
  {
    name: 'Fernanda Ribeiro',
    email: 'fernanda.ribeiro@exemplo.com.br',
    phone: '47991234567',
    subject: 'Demonstração do WMS',
    message: 'Temos um centro de distribuição em Itajaí com 12 mil posições. Gostaríamos de agendar uma demonstração.',
    read: 1,
    daysAgo: 9,
  },
  {
    name: 'Ricardo Almeida',
    email: 'ricardo@transportesalmeida.exemplo.com.br',
    phone: '4733221100',
    subject: 'TMS para transportadora',
    message: 'Somos uma transportadora com 40 veículos e queremos automatizar a cotação de fretes. Podem nos ligar?',
    read: 0,
    daysAgo: 3,
  },
  {
    name: 'Juliana Costa',
    email: 'juliana.costa@industria.exemplo.com.br',
    phone: '11987654321',
    subject: 'Migração de ERP',
    message: 'Estamos avaliando a troca do nosso ERP no próximo ano. Quais são as etapas de implantação?',
    read: 0,
    daysAgo: 1,
  },
];

export async function seedDemoContacts(deps: AppDeps): Promise<void> {
  await once(deps, 'demo-contacts', tableIsEmpty(deps, 'contacts'), async () => {
    const now = deps.now().getTime();
    for (const { daysAgo, ...contact } of DEMO_CONTACTS) {
      await deps.db
        .insertInto('contacts')
        .values({ ...contact, create_date: new Date(now - daysAgo * DAY_MS).toISOString() })
        .execute();
    }
  });
}

export async function seedDemoSubscribers(deps: AppDeps): Promise<void> {
  await once(deps, 'demo-subscribers', tableIsEmpty(deps, 'newsletter_subscribers'), async () => {
    const now = deps.now().getTime();
    const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
    await deps.db
      .insertInto('newsletter_subscribers')
      .values([
        { email: 'compras@industria.exemplo.com.br', ativo: 1, create_date: at(30) },
        { email: 'logistica@distribuidora.exemplo.com.br', ativo: 1, create_date: at(14) },
        {
          email: 'rh@servicos.exemplo.com.br',
          ativo: 0,
          create_date: at(20),
          motivo_cancelamento: 'Recebo muitos e-mails',
          data_cancelamento: at(6),
        },
      ])
      .execute();
  });
}
