import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { emailProblem, nameProblem, phoneProblem, textProblem, validPhoneDigits } from './validation';
import { dsrSiteRequestSchema } from './schemas/lgpd';
import { validate } from './schemas/common';

const f = messages.form;

describe('public form messages', () => {
  it('asks for an empty name and says when a typed one is too short', () => {
    expect(nameProblem('')).toBe(f.nameRequired);
    expect(nameProblem('   ')).toBe(f.nameRequired);
    expect(nameProblem('A n')).toBe(f.nameShort);
    expect(nameProblem('Ana')).toBeNull();
    expect(nameProblem('A'.repeat(121))).toBe(f.tooLong(120));
  });

  it('tells an incomplete e-mail from one with characters the rule refuses', () => {
    expect(emailProblem(' ')).toBe(f.emailRequired);
    for (const partial of ['ana', 'ana@', '@empresa.com', 'ana@empresa', 'ana@empresa.']) {
      expect(emailProblem(partial), partial).toBe(f.emailIncomplete);
    }
    for (const wrong of ['joão@empresa.com', 'ana..souza@empresa.com', 'ana souza@empresa.com']) {
      expect(emailProblem(wrong), wrong).toBe(f.emailInvalid);
    }
    expect(emailProblem('ana@empresa.com.br')).toBeNull();
  });

  it('gives a phone without area code and one with area code 00 their own messages', () => {
    expect(phoneProblem('')).toBe(f.phoneRequired);
    expect(f.phoneLength).toBe('Informe DDD + número, 10 ou 11 dígitos');
    expect(phoneProblem('3221-1984')).toBe(f.phoneLength);
    expect(phoneProblem('99999-1234')).toBe(f.phoneLength);
    expect(phoneProblem('479999912345')).toBe(f.phoneLength);
    expect(phoneProblem('(00) 3221-1984')).toBe(f.phoneAreaCode);
    expect(phoneProblem('047 3221-1984')).toBe(f.phoneAreaCode);
    expect(phoneProblem('(47) 83221-1984')).toBe(f.phoneMobile);
    expect(phoneProblem('(47) 3221-1984')).toBeNull();
    expect(phoneProblem('(47) 99999-1234')).toBeNull();
  });

  it('keeps the phone rule and the digits it stores in agreement', () => {
    for (const typed of ['4732211984', '47999991234', '123', '0032211984', '47832211984', '479999912345']) {
      expect(validPhoneDigits(typed) !== null, typed).toBe(phoneProblem(typed) === null);
    }
  });

  it('asks for empty free text and says when it is too short or too long', () => {
    expect(textProblem(' ', 'vazio', 'curto', 5)).toBe('vazio');
    expect(textProblem('ab', 'vazio', 'curto', 5)).toBe('curto');
    expect(textProblem('abcdef', 'vazio', 'curto', 5)).toBe(f.tooLong(5));
  });

  it('speaks in one voice: no "Por favor", no final period', () => {
    for (const message of Object.values(f).map((m) => (typeof m === 'function' ? m(10) : m))) {
      expect(message, message).not.toMatch(/por favor/i);
      expect(message, message).not.toMatch(/\.$/);
    }
  });

  it('gives the LGPD request form the same messages as the contact form', () => {
    const result = validate(dsrSiteRequestSchema, { name: 'Al', email: 'maria@', kind: 'deletion' });
    expect(result).toEqual({ ok: false, errors: { name: f.nameShort, email: f.emailIncomplete } });
  });
});
