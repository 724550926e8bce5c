import { type Kysely, type Migration } from 'kysely';
import { bytesType, serialId } from '../portable';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', ...serialId(db))
      .addColumn('username', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('posts')
      .addColumn('id', ...serialId(db))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reading_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('link_button', 'text')
      .addColumn('footer', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('post_images')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
      .addColumn('image_id', 'integer', (c) => c.notNull())
      .addColumn('mime', 'varchar(50)', (c) => c.notNull())
      .addColumn('bytes', bytesType(db), (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_images_pk', ['post_id', 'image_id'])
      .execute();

    await db.schema
      .createTable('contacts')
      .addColumn('id', ...serialId(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_date', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', ...serialId(db))
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('create_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('motivo_cancelamento', 'text')
      .addColumn('data_cancelamento', 'varchar(30)')
      .addColumn('cancel_token_hash', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('newsletter_cancel_token_idx')
      .on('newsletter_subscribers')
      .column('cancel_token_hash')
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', ...serialId(db))
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('sent_at', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('blocked_until', 'varchar(30)')
      .execute();

    await db.schema
      .createTable('analytics_daily')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('path', 'varchar(300)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'type', 'path'])
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};
