import { describe, expect, it } from 'vitest';
import { describeMailServerFailure, describeRecipientRefusal } from './mail-queue';
import { messages } from './messages';

const refusal = messages.mailServer.refusal;
const failure = messages.mailServer.failure;

describe('describeRecipientRefusal', () => {
  it('names the refusal in Portuguese and keeps the server code', () => {
    expect(
      describeRecipientRefusal("Can't send mail - all recipients were rejected: 550 5.1.1 <a@b.test>: User unknown"),
    ).toBe(`${refusal.noMailbox} (550 5.1.1)`);
    expect(describeRecipientRefusal('Recipient command failed: 552 5.2.2 Mailbox full')).toBe(
      `${refusal.mailboxFull} (552 5.2.2)`,
    );
    expect(describeRecipientRefusal('550 5.2.1 Mailbox disabled')).toBe(`${refusal.mailboxDisabled} (550 5.2.1)`);
    expect(describeRecipientRefusal('556 5.1.10 Null MX')).toBe(`${refusal.noDomain} (556 5.1.10)`);
    expect(describeRecipientRefusal('553 mailbox name not allowed')).toBe(`${refusal.other} (553)`);
    expect(describeRecipientRefusal('550 Caixa postal inexistente')).toBe(`${refusal.noMailbox} (550)`);
  });

  it("says when the answer was the sending side's, not the address's", () => {
    expect(describeRecipientRefusal('Invalid login: 535 5.7.8 Authentication credentials invalid')).toBe(
      `${refusal.serverSide} (535 5.7.8)`,
    );
    expect(describeRecipientRefusal('Mail command failed: 550 5.7.1 Sender address not verified')).toBe(
      `${refusal.serverSide} (550 5.7.1)`,
    );
    expect(describeRecipientRefusal('connect ECONNREFUSED 127.0.0.1:25')).toBe(refusal.serverSide);
  });

  it('shows a dash when nothing is stored', () => {
    expect(describeRecipientRefusal(null)).toBe('—');
  });
});

describe('describeMailServerFailure', () => {
  it('tells which step of the sending side failed', () => {
    expect(describeMailServerFailure('Invalid login: 535 5.7.8 Authentication credentials invalid')).toBe(failure.auth);
    expect(describeMailServerFailure('Mail command failed: 550 5.7.1 Sender not allowed')).toBe(failure.sender);
    expect(describeMailServerFailure('connect ECONNREFUSED 127.0.0.1:2525')).toBe(failure.connection);
    expect(describeMailServerFailure('Message failed: 554 5.6.0 Message rejected')).toBe(failure.data);
    expect(describeMailServerFailure(null)).toBe(failure.other);
  });
});
