import { brand, formatAddress } from '@vitrine/shared/brand';
import { formatDate, formatPhone } from '@vitrine/shared/format';
import type { ContactRow } from '../db/schema';

/** A mail's subject with its text and HTML bodies (both always sent; clients pick one). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Everything a visitor typed goes through here before it reaches HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects are one line: a visitor's line breaks must not become extra mail headers. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const signatureText = () => `${brand.legalName}\n${formatAddress()}\n${brand.phone} · ${brand.website}`;

/** A plain-text mail: its lines, then the signature below "--". */
const withSignature = (lines: string[]) => [...lines, '', '--', signatureText()].join('\n');

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b2a4a;color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(brand.companyName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:3px solid #f26b1d;font-size:12px;color:#5b6573">${escapeHtml(brand.legalName)}<br>${escapeHtml(formatAddress())}<br>${escapeHtml(brand.phone)} · <a href="${escapeHtml(brand.website)}" style="color:#0b2a4a">${escapeHtml(brand.website.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></body></html>`;
}

/** What the notification shows of a stored contact (its row, so the two cannot drift apart). */
type ContactMailData = Pick<ContactRow, 'id' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'create_date'>;

/** The notification's line naming the visitor's address: how a data-subject search finds "mail about this person". */
export const contactEmailLine = (email: string) => `E-mail: ${email}`;

/** To the company inbox only: a new message from the site's contact form. */
export function contactNotification(contact: ContactMailData, adminUrl: string): MailContent {
  const phone = formatPhone(contact.phone);
  const subject = oneLine(`Novo contato pelo site: ${contact.subject}`).slice(0, 200);
  const text = withSignature([
    'Uma nova mensagem chegou pelo formulário de contato do site.',
    '',
    `Nome: ${contact.name}`,
    contactEmailLine(contact.email),
    `Telefone: ${phone}`,
    `Assunto: ${contact.subject}`,
    '',
    'Mensagem:',
    contact.message,
    '',
    `Contato nº ${contact.id}, recebido em ${contact.create_date}. Abra no painel: ${adminUrl}`,
  ]);
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#5b6573;vertical-align:top">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = layout(
    subject,
    `<p style="margin-top:0">Uma nova mensagem chegou pelo formulário de contato do site.</p>
<table role="presentation" cellpadding="0" cellspacing="0">${row('Nome', contact.name)}${row('E-mail', contact.email)}${row('Telefone', phone)}${row('Assunto', contact.subject)}</table>
<p style="margin-bottom:4px;color:#5b6573">Mensagem:</p>
<div style="white-space:pre-wrap;border-left:4px solid #0fa3b1;padding:8px 12px;background:#f4f6f8">${escapeHtml(contact.message)}</div>
<p style="font-size:13px;color:#5b6573">Contato nº ${contact.id}, recebido em ${escapeHtml(contact.create_date)}. <a href="${escapeHtml(adminUrl)}" style="color:#0b2a4a">Abrir no painel</a></p>`,
  );
  return { subject, text, html };
}

/** To an active subscriber: welcome, with the link that cancels the subscription. */
export function newsletterWelcome(cancelUrl: string): MailContent {
  const subject = `Bem-vindo(a) à newsletter da ${brand.companyName}`;
  const text = withSignature([
    'Olá!',
    '',
    `Sua inscrição na newsletter da ${brand.companyName} foi registrada. A partir de agora você receberá nossas novidades sobre gestão, logística e tecnologia.`,
    '',
    'Se não foi você quem se inscreveu, ou se quiser deixar de receber, cancele aqui:',
    cancelUrl,
  ]);
  const html = layout(
    subject,
    `<p style="margin-top:0">Olá!</p>
<p>Sua inscrição na newsletter da ${escapeHtml(brand.companyName)} foi registrada. A partir de agora você receberá nossas novidades sobre gestão, logística e tecnologia.</p>
<p style="font-size:13px;color:#5b6573">Se não foi você quem se inscreveu, ou se quiser deixar de receber, <a href="${escapeHtml(cancelUrl)}" style="color:#0b2a4a">cancele a inscrição</a>.</p>`,
  );
  return { subject, text, html };
}

/**
 * To a staff member whose username is an e-mail address: many wrong passwords for the account
 * were tried, so it is now guarded. Says what still works and what to do, never the password.
 */
export function accountLockedNotice(username: string, failures: number): MailContent {
  const subject = `Tentativas de acesso à sua conta na ${brand.companyName}`;
  const lines = [
    'Olá!',
    `Registramos ${failures} tentativas de entrada com senha errada na conta ${username} da área administrativa da ${brand.companyName}, vindas de vários endereços. Para proteger a conta, ela foi bloqueada para os endereços de onde vieram as tentativas.`,
    'Você continua entrando normalmente com a sua senha a partir da sua rede de costume. Se não foi você, avise um Admin e troque a sua senha em "Alterar senha"; se ativou a verificação em duas etapas, ela continua pedindo o código.',
  ];
  const text = [...lines.flatMap((line) => [line, '']), '--', signatureText()].join('\n');
  const html = layout(
    subject,
    lines.map((line, i) => `<p${i === 0 ? ' style="margin-top:0"' : ''}>${escapeHtml(line)}</p>`).join('\n'),
  );
  return { subject, text, html };
}

/** Double opt-in: the link opens a page whose button confirms (a POST), so a prefetching scanner confirms nothing. */
export function newsletterConfirmation(confirmUrl: string): MailContent {
  const subject = `Confirme sua inscrição na newsletter da ${brand.companyName}`;
  const text = withSignature([
    'Olá!',
    '',
    `Recebemos um pedido de inscrição deste endereço na newsletter da ${brand.companyName}. Para confirmar, abra o link abaixo e clique em "Confirmar inscrição":`,
    confirmUrl,
    '',
    'Se não foi você, ignore este e-mail: sem a confirmação, o endereço é apagado em 7 dias.',
  ]);
  const html = layout(
    subject,
    `<p style="margin-top:0">Olá!</p>
<p>Recebemos um pedido de inscrição deste endereço na newsletter da ${escapeHtml(brand.companyName)}. Para confirmar, abra o link e clique em “Confirmar inscrição”.</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#0b2a4a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Confirmar inscrição</a></p>
<p style="font-size:13px;color:#5b6573">Se não foi você, ignore este e-mail: sem a confirmação, o endereço é apagado em 7 dias.</p>`,
  );
  return { subject, text, html };
}

/** A mail to one person by name: greeting, the lines (text) or the body (HTML), and the signature. */
function personalMail(subject: string, name: string, lines: string[], htmlBody: string): MailContent {
  const text = withSignature([`Olá, ${name}!`, '', ...lines]);
  const html = layout(subject, `<p style="margin-top:0">Olá, ${escapeHtml(name)}!</p>\n${htmlBody}`);
  return { subject, text, html };
}

/** To a person who sent a data-subject request from /lgpd: the link that confirms it is theirs. */
export function dsrVerificationMail(data: { name: string; kind: string; link: string }): MailContent {
  return personalMail(
    `Confirme a sua solicitação sobre dados pessoais — ${brand.companyName}`,
    data.name,
    [
      `Recebemos pelo site uma solicitação de "${data.kind}" (LGPD, art. 18) para este endereço de e-mail.`,
      'Para registrá-la, confirme que o e-mail é seu abrindo o link abaixo (válido por 24 horas):',
      data.link,
      '',
      'Se não foi você, ignore esta mensagem: nada será registrado.',
    ],
    `<p>Recebemos pelo site uma solicitação de <strong>${escapeHtml(data.kind)}</strong> (LGPD, art. 18) para este endereço de e-mail.</p>
<p>Para registrá-la, confirme que o e-mail é seu (o link vale por 24 horas):</p>
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#c24a0c;color:#ffffff;text-decoration:none;font-weight:bold">Confirmar solicitação</a></p>
<p style="font-size:13px;color:#5b6573">Se não foi você, ignore esta mensagem: nada será registrado.</p>`,
  );
}

/** After the link was used: the request's protocol number and the legal deadline for the answer. */
export function dsrProtocolMail(data: {
  name: string;
  kind: string;
  protocol: string;
  openedAt: string;
  deadlineAt: string;
}): MailContent {
  const opened = formatDate(data.openedAt);
  const deadline = formatDate(data.deadlineAt);
  return personalMail(
    oneLine(`Solicitação registrada: protocolo ${data.protocol}`),
    data.name,
    [
      `Sua solicitação de "${data.kind}" foi registrada em ${opened}.`,
      `Protocolo: ${data.protocol}`,
      `Responderemos até ${deadline} (LGPD, art. 19: até 15 dias).`,
      '',
      `Guarde este número: é por ele que o nosso Encarregado de Dados (${brand.dpoEmail}) localiza o seu pedido.`,
    ],
    `<p>Sua solicitação de <strong>${escapeHtml(data.kind)}</strong> foi registrada em ${escapeHtml(opened)}.</p>
<p style="font-size:18px">Protocolo: <strong>${escapeHtml(data.protocol)}</strong></p>
<p>Responderemos até <strong>${escapeHtml(deadline)}</strong> (LGPD, art. 19: até 15 dias).</p>
<p style="font-size:13px;color:#5b6573">Guarde este número: é por ele que o nosso Encarregado de Dados (${escapeHtml(brand.dpoEmail)}) localiza o seu pedido.</p>`,
  );
}
