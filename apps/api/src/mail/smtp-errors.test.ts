import { describe, expect, it } from 'vitest';
import { classifySmtpError } from './smtp-errors';

const refusal = (command: string, responseCode: number, response: string) => ({ command, responseCode, response });

describe('classifySmtpError', () => {
  it('lets only a permanent refusal of the recipient count against the address', () => {
    expect(classifySmtpError(refusal('RCPT TO', 550, '550 5.1.1 Mailbox does not exist'))).toBe('recipient-rejected');
    expect(classifySmtpError(refusal('RCPT TO', 552, '552 5.2.2 Mailbox full'))).toBe('recipient-rejected');
    expect(classifySmtpError(refusal('RCPT TO', 550, '550 No such user here'))).toBe('recipient-rejected');
    expect(classifySmtpError(refusal('RCPT TO', 553, '553 mailbox name not allowed'))).toBe('recipient-rejected');
  });

  it('retries a temporary refusal of the recipient', () => {
    expect(classifySmtpError(refusal('RCPT TO', 451, '451 4.7.1 Greylisted'))).toBe('recipient-deferred');
    expect(classifySmtpError(refusal('RCPT TO', 452, '452 4.2.2 Over quota'))).toBe('recipient-deferred');
  });

  it('calls everything about the sending side the server’s', () => {
    expect(classifySmtpError(refusal('AUTH PLAIN', 535, '535 5.7.8 Authentication credentials invalid'))).toBe(
      'server',
    );
    expect(classifySmtpError(refusal('MAIL FROM', 550, '550 5.7.1 Sender address not verified'))).toBe('server');
    expect(classifySmtpError(refusal('RCPT TO', 554, '554 5.7.1 Relay access denied'))).toBe('server');
    expect(classifySmtpError(refusal('RCPT TO', 550, '550 5.7.1 Client host blocked'))).toBe('server');
    expect(classifySmtpError(refusal('RCPT TO', 554, '554 Transaction failed'))).toBe('server');
    expect(classifySmtpError(refusal('RCPT TO', 421, '421 4.3.2 Service shutting down'))).toBe('server');
    expect(classifySmtpError(refusal('DATA', 554, '554 5.6.0 Message rejected'))).toBe('server');
    expect(classifySmtpError(refusal('DATA', 550, '550 5.1.1 Mailbox does not exist'))).toBe('server');
    expect(classifySmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('server');
    expect(classifySmtpError(new Error('Connection timeout'))).toBe('server');
    expect(classifySmtpError(undefined)).toBe('server');
  });
});
