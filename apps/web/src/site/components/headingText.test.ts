import { describe, expect, it } from 'vitest';
import { headingText } from './headingText';

describe('headingText', () => {
  it('drops one final period and keeps an ellipsis', () => {
    expect(headingText('Solicitação registrada.')).toBe('Solicitação registrada');
    expect(headingText('Post não encontrado')).toBe('Post não encontrado');
    expect(headingText('Verificando o seu link...')).toBe('Verificando o seu link...');
  });
});
