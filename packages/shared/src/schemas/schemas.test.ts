import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { contactSchema } from './contact';
import { newsletterCancelSchema, newsletterEmailSchema } from './newsletter';
import { newsletterFieldError } from '../validation';
import { POST_LIST_MAX_PAGE_SIZE, postFieldsSchema, postListQuerySchema } from './post';
import { validate } from './common';
import { loginSchema, newPasswordProblem } from './auth';
import { eventSchema, markReadSchema } from './admin';

const filledContact = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '(47) 99123-4567',
  subject: 'Orçamento WMS',
  message: 'Gostaria de uma demonstração.',
};

describe('contact schema', () => {
  it('gives the five spec messages for empty fields', () => {
    const result = validate(contactSchema, {});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: messages.contact.name,
        email: messages.contact.email,
        phone: messages.contact.phone,
        subject: messages.contact.subject,
        message: messages.contact.message,
      },
    });
  });
  it('says what is wrong with a filled field instead of asking for it again', () => {
    const result = validate(contactSchema, {
      name: ' a b ',
      email: 'ana@empresa',
      phone: '3221-1984',
      subject: 'Oi',
      message: 'Olá',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: messages.form.nameShort,
        email: messages.form.emailIncomplete,
        phone: 'Informe DDD + número, 10 ou 11 dígitos',
        subject: messages.form.subjectShort,
      },
    });
    const areaCode = validate(contactSchema, { ...filledContact, phone: '(00) 3221-1984' });
    expect(areaCode).toEqual({ ok: false, errors: { phone: messages.form.phoneAreaCode } });
  });
  it('accepts a valid contact and keeps the phone as digits', () => {
    const result = validate(contactSchema, {
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      phone: '(47) 99123-4567',
      subject: 'Orçamento WMS',
      message: 'Gostaria de uma demonstração.',
    });
    expect(result.ok && result.data.phone).toBe('47991234567');
  });
});

describe('newsletter', () => {
  it('shows the field error only after more than 5 characters', () => {
    expect(newsletterFieldError('ana@e')).toBeNull();
    expect(newsletterFieldError('ana@em')).toBe(messages.form.emailIncomplete);
    expect(newsletterFieldError('ana@empresa.com')).toBeNull();
  });
  it('validates the e-mail on submit with the warning and lower-cases it', () => {
    expect(validate(newsletterEmailSchema, { email: '' })).toEqual({
      ok: false,
      errors: { email: messages.form.emailRequired },
    });
    expect(validate(newsletterEmailSchema, { email: 'ana@empresa' })).toEqual({
      ok: false,
      errors: { email: messages.form.emailIncomplete },
    });
    const ok = validate(newsletterEmailSchema, { email: ' Ana@Empresa.COM ' });
    expect(ok.ok && ok.data.email).toBe('ana@empresa.com');
  });
  it("defaults the cancellation reason to 'Não informado'", () => {
    const result = validate(newsletterCancelSchema, { token: 'abc' });
    expect(result.ok && result.data.motivo_cancelamento).toBe('Não informado');
    expect(validate(newsletterCancelSchema, { token: '' })).toEqual({
      ok: false,
      errors: { token: messages.newsletter.cancelTokenMissing },
    });
  });
});

describe('post fields', () => {
  it('gives the spec messages', () => {
    const result = validate(postFieldsSchema, { title: ' a ', reading_time: '60:00', description: '', tags: [] });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: messages.post.title,
        reading_time: messages.post.readingTime,
        description: messages.post.description,
        tags: messages.post.tags,
      },
    });
  });
  it('accepts MM:SS from 00:00 to 59:59', () => {
    const base = { title: 'Título', description: 'Descrição', tags: [{ key: 'ERP', label: 'ERP' }] };
    for (const reading_time of ['00:00', '05:30', '59:59']) {
      expect(validate(postFieldsSchema, { ...base, reading_time }).ok, reading_time).toBe(true);
    }
    for (const reading_time of ['5:30', '05:60', '60:00', '0530', 'ab:cd']) {
      expect(validate(postFieldsSchema, { ...base, reading_time }).ok, reading_time).toBe(false);
    }
  });
  it('estimates an empty reading time from the text at about 200 words a minute', () => {
    const base = { title: 'Título', description: 'Descrição', tags: [{ key: 'ERP', label: 'ERP' }] };
    const content = `<h1>Título</h1><p>${'palavra '.repeat(799)}</p>`;
    for (const reading_time of ['', '  ', undefined]) {
      const result = validate(postFieldsSchema, { ...base, content, reading_time });
      expect(result.ok && result.data.reading_time, String(reading_time)).toBe('04:00');
    }
    // Typed by staff: kept as typed.
    const typed = validate(postFieldsSchema, { ...base, content, reading_time: '07:30' });
    expect(typed.ok && typed.data.reading_time).toBe('07:30');
  });
});

describe('new password rules', () => {
  it('needs 8+ characters, not the username, not the current one', () => {
    expect(newPasswordProblem('curta', 'ana')).toBe(messages.users.passwordTooShort);
    expect(newPasswordProblem('Ana@Empresa.com', 'ana@empresa.com')).toBe(messages.users.passwordEqualsUsername);
    expect(newPasswordProblem('mesma-senha', 'ana', 'mesma-senha')).toBe(messages.users.passwordUnchanged);
    expect(newPasswordProblem('outra-senha', 'ana', 'mesma-senha')).toBeNull();
  });
});

describe('messages for rules without a text of their own', () => {
  const english = /\b(invalid|expected|received|too big|too small|required)\b/i;

  it('answers the general Portuguese text for a body that is not an object', () => {
    for (const input of [[], null, 'texto', 42]) {
      expect(validate(loginSchema, input)).toEqual({ ok: false, errors: { _: messages.http.validation } });
    }
  });

  it('uses the login messages for values that are too long', () => {
    expect(validate(loginSchema, { username: 'a'.repeat(121), password: 'b'.repeat(201) })).toEqual({
      ok: false,
      errors: { username: messages.login.usernameInvalid, password: messages.login.passwordInvalid },
    });
  });

  it('falls back to Portuguese, never to English', () => {
    const results = [
      validate(eventSchema, { type: 'outro', path: 3 }),
      validate(markReadSchema, [{}, { id: 'x' }]),
      validate(
        markReadSchema,
        Array.from({ length: 10_001 }, (_, i) => ({ id: i + 1 })),
      ),
      validate(postFieldsSchema, {
        title: 'Título',
        reading_time: '05:00',
        description: 'Descrição',
        tags: [{ key: 1 }],
        footer: { isActive: 'sim', text: 3 },
        link_button: { isActive: true, text: 'Ver', href: '/x', target: 'janela' },
      }),
    ];
    for (const result of results) {
      expect(result.ok).toBe(false);
      const errors = result.ok ? {} : result.errors;
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      for (const message of Object.values(errors)) expect(message).not.toMatch(english);
    }
  });
});

describe('post list query (lenientQueryInt)', () => {
  const read = (query: Record<string, string>) => validate(postListQuerySchema, query);
  it('reads page, size and search from the query string', () => {
    expect(read({ page: '2', pageSize: '3', search: 'gestão' })).toEqual({
      ok: true,
      data: { page: 2, pageSize: 3, search: 'gestão' },
    });
  });
  it('reads what it cannot use as absent, never as an error', () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '9999999999', '']) {
      expect(read({ page: bad, pageSize: bad })).toEqual({ ok: true, data: {} });
    }
  });
  it('caps the page size', () => {
    expect(read({ pageSize: '5000' })).toEqual({ ok: true, data: { pageSize: POST_LIST_MAX_PAGE_SIZE } });
  });
});
