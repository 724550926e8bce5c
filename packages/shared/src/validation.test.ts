import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { isAllowedLinkHref, isEmail, parseNewsletterEmail, validPhoneDigits } from './validation';

describe('isEmail (strict syntax)', () => {
  it('accepts addresses as people write them', () => {
    for (const address of [
      'maria@cliente.com.br',
      'Joao.Silva+news@empresa.test',
      "o'neil@exemplo.org",
      'a_b-c@sub.dominio.com',
      'x@xn--caf-dma.com',
      ' espaco@fora.com ',
    ]) {
      expect(isEmail(address), address).toBe(true);
    }
  });

  it('rejects quoted local parts, angle brackets, NUL, IP literals and other aliases of one mailbox', () => {
    for (const address of [
      '"x"@d.com',
      'x@d.com>',
      '<x@d.com',
      'x@d.com\0',
      'x\0@d.com',
      'x@[127.0.0.1]',
      'x@127.0.0.1',
      'x@d.com (comentário)',
      'x@d',
      'x..y@d.com',
      '.x@d.com',
      'x.@d.com',
      'x@-d.com',
      'x@d-.com',
      'x@d..com',
      'x y@d.com',
      'joão@empresa.com',
      `${'a'.repeat(65)}@d.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect(isEmail(address), JSON.stringify(address)).toBe(false);
    }
  });

  it('stores newsletter addresses trimmed and lower case, one spelling per mailbox', () => {
    expect(parseNewsletterEmail('  Leitor@Empresa.COM ')).toBe('leitor@empresa.com');
    expect(parseNewsletterEmail('"leitor"@empresa.com')).toBeNull();
  });
});

describe('isAllowedLinkHref', () => {
  it('accepts https:, mailto: and paths on this site', () => {
    for (const href of [
      'https://www.exemplo.com.br/estudo',
      'mailto:contato@alvorada.com.br',
      'mailto:contato@alvorada.com.br?subject=Ol%C3%A1',
      '/solucoes/sistemas-logistica/wms',
      '/blog?tag=ERP#topo',
      '/',
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(true);
    }
  });

  it('rejects other hosts in disguise and other schemes', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'http://inseguro.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://usuario:senha@evil.example',
      'mailto:"x"@d.com',
      'evil.example',
      '',
    ]) {
      expect(isAllowedLinkHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});

describe('validPhoneDigits', () => {
  it('answers the digits of a whole Brazilian number: area code + 8 (landline) or 9 (mobile) digits', () => {
    expect(validPhoneDigits('(47) 99999-1234')).toBe('47999991234');
    expect(validPhoneDigits('4732211984')).toBe('4732211984');
  });

  it('rejects partial numbers and impossible area codes ("123" was stored as "(12) 3")', () => {
    for (const partial of ['123', '(12) 3', '4799999', '479999912', '0432211984', '4032211984', '47832211984']) {
      expect(validPhoneDigits(partial), partial).toBeNull();
    }
  });

  it('rejects more than 11 digits instead of cutting them, and long inputs', () => {
    expect(validPhoneDigits('479999912345')).toBeNull();
    expect(validPhoneDigits('9'.repeat(63 * 1024))).toBeNull();
    expect(validPhoneDigits(`47999991234${' '.repeat(LIMITS.phoneChars)}`)).toBeNull();
    expect(validPhoneDigits('12')).toBeNull();
  });
});
