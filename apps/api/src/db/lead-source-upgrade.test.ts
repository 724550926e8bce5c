import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { listContacts } from '../features/contacts/contacts.service';
import { listSubscribers } from '../features/newsletter/subscribers-staff.service';
import type { Db } from './database';
import { migrateToLatest } from '../migrate';

/**
 * An installation from before lead sources and webhooks, upgraded: the contacts and
 * subscribers it holds keep every field and read with an empty source (nothing invented), and
 * the posts it had already published are not announced as news to a CRM added later.
 */
let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase({ migrated: false }));
});
afterEach(() => close());

const AT = '2026-01-05T10:00:00.000Z';
const EMPTY_SOURCE = {
  landing: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  page: null,
  campaign_id: null,
};

async function seedBeforeLeadSources(): Promise<void> {
  const consent = { consent_version: '2025-01', consent_at: AT, consent_form: 'contato', consent_page: '/contato' };
  await db
    .insertInto('contacts')
    .values([
      {
        name: 'Maria Souza',
        email: 'maria@cliente.test',
        phone: '47999991234',
        subject: 'Orçamento',
        message: 'Quero uma demonstração do TMS.',
        read: 1,
        create_date: AT,
        notified_at: AT,
        ...consent,
      },
      {
        name: 'João Lima',
        email: 'joao@cliente.test',
        phone: '4732211984',
        subject: 'Parceria',
        message: 'Somos revenda.',
        read: 0,
        create_date: AT,
        notified_at: null,
        consent_version: null,
        consent_at: null,
        consent_form: null,
        consent_page: null,
      },
    ] as never)
    .execute();
  await db
    .insertInto('newsletter_subscribers')
    .values([
      { email: 'leitor@empresa.test', ativo: 1, create_date: AT, confirmed_at: AT, consent_at: AT },
      {
        email: 'saiu@empresa.test',
        ativo: 0,
        create_date: AT,
        confirmed_at: AT,
        data_cancelamento: AT,
        motivo_cancelamento: 'Não informado',
      },
    ] as never)
    .execute();
  const post = (slug: string, publishAt: string) => ({
    title: slug,
    subtitle: '',
    reading_time: '03:00',
    description: 'Descrição',
    content: '<p>Texto</p>',
    tags: '[]',
    search_text: slug,
    created_at: AT,
    updated_at: AT,
    status: 'published',
    publish_at: publishAt,
    slug,
    tag_slugs: '',
  });
  await db
    .insertInto('posts')
    .values([post('ja-no-ar', AT), post('agendado', '2099-01-01T12:00:00.000Z')] as never)
    .execute();
}

describe('upgrading a database from before lead sources (0022 → latest)', () => {
  it('keeps contacts and subscribers as they were, with an empty source', async () => {
    await migrateToLatest(db, '0022_wordpress_import_and_redirects');
    await seedBeforeLeadSources();
    await migrateToLatest(db);

    const contacts = await listContacts(db);
    expect(contacts.sort((a, b) => a.id - b.id)).toEqual([
      {
        id: expect.any(Number),
        read: true,
        name: 'Maria Souza',
        subject: 'Orçamento',
        message: 'Quero uma demonstração do TMS.',
        email: 'maria@cliente.test',
        phone: '47999991234',
        create_date: AT,
        source: EMPTY_SOURCE,
        // Never erased: the upgrade (0032) adds the column empty.
        erased: null,
      },
      {
        id: expect.any(Number),
        read: false,
        name: 'João Lima',
        subject: 'Parceria',
        message: 'Somos revenda.',
        email: 'joao@cliente.test',
        phone: '4732211984',
        create_date: AT,
        source: EMPTY_SOURCE,
        // Never erased: the upgrade (0032) adds the column empty.
        erased: null,
      },
    ]);
    const consent = await db.selectFrom('contacts').select(['consent_version', 'notified_at']).orderBy('id').execute();
    expect(consent).toEqual([
      { consent_version: '2025-01', notified_at: AT },
      { consent_version: null, notified_at: null },
    ]);

    const subscribers = await listSubscribers(db);
    expect(
      subscribers
        .map((s) => ({ email: s.email, ativo: s.ativo, source: s.source }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([
      { email: 'leitor@empresa.test', ativo: true, source: EMPTY_SOURCE },
      { email: 'saiu@empresa.test', ativo: false, source: EMPTY_SOURCE },
    ]);
    expect(subscribers.find((s) => s.email === 'saiu@empresa.test')).toMatchObject({
      data_cancelamento: AT,
      motivo_cancelamento: 'Não informado',
    });
  });

  it('counts posts already public as announced, and leaves scheduled ones to be announced when due', async () => {
    await migrateToLatest(db, '0022_wordpress_import_and_redirects');
    await seedBeforeLeadSources();
    await migrateToLatest(db);
    const posts = await db.selectFrom('posts').select(['slug', 'announced_at']).orderBy('slug').execute();
    expect(posts).toEqual([
      { slug: 'agendado', announced_at: null },
      { slug: 'ja-no-ar', announced_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
  });
});
