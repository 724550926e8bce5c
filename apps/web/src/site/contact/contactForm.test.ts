import { describe, expect, it } from 'vitest';
import { messages } from '@vitrine/shared/messages';
import { contactErrors, displayValue, emptyContact, firstInvalidField, nextValue, visibleErrors } from './contactForm';

const filled = {
  name: 'Ana Souza',
  email: 'ana@empresa.com.br',
  phone: '47999998888',
  subject: 'Proposta WMS',
  message: 'Gostaria de uma demonstração.',
};

describe('contact form rules', () => {
  it('gives the five spec messages for an empty form', () => {
    expect(contactErrors(emptyContact)).toEqual({
      name: messages.contact.name,
      email: messages.contact.email,
      phone: messages.contact.phone,
      subject: messages.contact.subject,
      message: messages.contact.message,
    });
  });

  it('accepts a complete form', () => {
    expect(contactErrors(filled)).toEqual({});
  });

  it('counts the name without spaces', () => {
    expect(contactErrors({ ...filled, name: ' a b ' }).name).toBe(messages.form.nameShort);
    expect(contactErrors({ ...filled, name: 'Ana' }).name).toBeUndefined();
  });

  it('wants a usual e-mail address, and says an unfinished one is incomplete', () => {
    expect(contactErrors({ ...filled, email: 'ana@empresa' }).email).toBe(messages.form.emailIncomplete);
  });

  it('tells a phone without area code from one with area code 00', () => {
    expect(contactErrors({ ...filled, phone: '32211984' }).phone).toBe('Informe DDD + número, 10 ou 11 dígitos');
    expect(contactErrors({ ...filled, phone: '0032211984' }).phone).toBe(messages.form.phoneAreaCode);
  });

  it('shows only touched fields', () => {
    const errors = contactErrors(emptyContact);
    expect(visibleErrors(errors, new Set(['email']))).toEqual({ email: messages.contact.email });
    expect(firstInvalidField({ ...errors, name: undefined })).toBe('email');
  });

  it('keeps phone digits only, at most 11, and masks them', () => {
    expect(nextValue('phone', '(47) 3221-19841234')).toBe('47322119841');
    expect(nextValue('name', ' Ana ')).toBe(' Ana ');
    expect(displayValue('phone', '4732211984')).toBe('(47) 3221-1984');
    expect(displayValue('phone', '47999998888')).toBe('(47) 99999-8888');
  });
});
