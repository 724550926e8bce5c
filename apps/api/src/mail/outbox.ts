import type { AppDeps } from '../deps';
import { insertMail } from './outbox.repository';
import type { MailContent } from './templates';

export type MailKind = 'contact-notification' | 'newsletter-welcome';

/**
 * Puts a mail in the persistent outbox and nudges the worker. Sending happens later, in
 * the worker, so a slow or broken mail server never fails or delays the caller's request
 * and never loses what the caller saved.
 */
export async function queueMail(
  deps: Pick<AppDeps, 'db' | 'now' | 'onMailQueued'>,
  kind: MailKind,
  to: string,
  content: MailContent,
  options: { unsubscribeUrl?: string } = {},
): Promise<number> {
  const at = deps.now().toISOString();
  const id = await insertMail(deps.db, {
    kind,
    to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
    unsubscribe_url: options.unsubscribeUrl ?? null,
  });
  deps.onMailQueued?.();
  return id;
}
