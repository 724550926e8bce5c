import { createHash, randomBytes } from 'node:crypto';
import {
  DSR_REQUEST_KINDS,
  DSR_VERIFICATION_HOURS,
  DSR_VERIFICATION_RESEND_MINUTES,
  dsrDeadline,
  lgpdMessages,
  maskEmail,
  type DsrRequestKind,
} from '@vitrine/shared/lgpd';
import { absoluteUrl, paths } from '@vitrine/shared/routes';
import type { DsrSiteRequest } from '@vitrine/shared/schemas';
import type { MailSettings } from '../../deps';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import { dsrProtocolMail, dsrVerificationMail } from '../../mail/templates';
import { toRequest } from './dsr.service';
import * as repo from './subject-requests.repository';

const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');

/** The query parameter of /lgpd that carries a request's confirmation token. */
export const DSR_CONFIRM_PARAM = 'confirmar';

/**
 * A request from the site's /lgpd form (LGPD art. 18): nothing is opened yet. The person gets a
 * link by mail; only using it (confirmRequest) opens the request, so nobody can open requests in
 * someone else's name, and the company answers only to an address the person controls. At most
 * one link per address every DSR_VERIFICATION_RESEND_MINUTES, and the caller is answered the same
 * either way (it cannot tell whether a mail went out).
 */
export async function requestFromSite(db: Db, input: DsrSiteRequest, now: Date, mail: MailSettings): Promise<void> {
  const since = new Date(now.getTime() - DSR_VERIFICATION_RESEND_MINUTES * 60_000).toISOString();
  const token = randomBytes(32).toString('base64url');
  const queued = await db.transaction().execute(async (trx) => {
    if (await repo.mailedSince(trx, input.email, since)) return false;
    await repo.insertVerification(trx, {
      email: input.email,
      name: input.name,
      kind: input.kind,
      details: input.details,
      token_hash: sha256Hex(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + DSR_VERIFICATION_HOURS * 3_600_000).toISOString(),
      request_id: null,
    });
    const link = `${absoluteUrl(mail.publicUrl, paths.lgpd)}?${DSR_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
    const content = dsrVerificationMail({ name: input.name, kind: DSR_REQUEST_KINDS[input.kind], link });
    await queueMail(trx, { kind: 'dsr-verification', to: input.email, content }, now);
    return true;
  });
  if (queued) mail.queued();
}

/**
 * The link from the mail was used: opens the data-subject request (with its 15-day deadline, in
 * the admin's "Privacidade (LGPD)") and mails the person its protocol number. A used, unknown
 * or expired link is a 404. The same person confirming the same kind of request again while one
 * is open continues that one (same protocol, same deadline).
 */
export async function confirmRequest(
  db: Db,
  token: string,
  now: Date,
  mail: MailSettings,
): Promise<{ protocol: string; deadline_at: string; kind: DsrRequestKind }> {
  const result = await db.transaction().execute(async (trx) => {
    const pending = await repo.claimVerification(trx, sha256Hex(token), now.toISOString());
    if (!pending) throw notFound(lgpdMessages.verificationInvalid);
    const at = now.toISOString();
    const row =
      (await repo.findOpenSiteRequest(trx, pending.email, pending.kind)) ??
      (await repo.insertRequest(trx, {
        email: pending.email,
        subject_hint: maskEmail(pending.email),
        opened_at: at,
        opened_by: lgpdMessages.openedFromSite,
        deadline_at: dsrDeadline(at),
        kind: pending.kind,
        requester_name: pending.name,
        details: pending.details || null,
      }));
    await repo.linkVerification(trx, pending.id, row.id);
    const request = toRequest(row);
    const kind = request.kind ?? (pending.kind as DsrRequestKind);
    const content = dsrProtocolMail({
      name: pending.name,
      kind: DSR_REQUEST_KINDS[kind],
      protocol: request.protocol,
      openedAt: request.opened_at,
      deadlineAt: request.deadline_at,
    });
    await queueMail(trx, { kind: 'dsr-protocol', to: pending.email, content }, now);
    return { protocol: request.protocol, deadline_at: request.deadline_at, kind };
  });
  mail.queued();
  return result;
}

/** Unconfirmed requests from the /lgpd form whose link expired hold a name and an address for nothing. */
export function purgeExpiredVerifications(db: Db, now: Date): Promise<number> {
  return repo.deleteExpiredVerifications(db, now.toISOString());
}
