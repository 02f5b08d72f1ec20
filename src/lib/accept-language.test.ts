import { describe, expect, it } from 'vitest';
import { negotiateLanguage, requestLanguage } from './accept-language';

const ours = ['es', 'en', 'pt'] as const;

describe('negotiateLanguage', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['pt-BR', 'pt'],
    ['fr-FR,fr;q=0.9,en;q=0.8,es;q=0.7', 'en'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['de, *;q=0.5', 'en'],
    ['EN-us', 'en'],
    ['fr', 'en'],
    ['es;q=abc', 'es'],
    [';;;,,,', 'en'],
    ['x'.repeat(10_000), 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLanguage(header, ours, 'en')).toBe(expected);
  });
});

describe('requestLanguage', () => {
  const request = (query: string, header?: string) =>
    new Request(`http://localhost/api/v1/catalog/${query}`, {
      headers: header ? { 'accept-language': header } : {},
    });
  it('takes a supported locale parameter first', () => {
    expect(requestLanguage(request('?locale=es', 'en'), ours, 'en')).toBe('es');
    expect(requestLanguage(request('?locale=PT'), ours, 'en')).toBe('pt');
  });
  it('ignores an unsupported one and negotiates the header', () => {
    expect(requestLanguage(request('?locale=fr', 'es-MX'), ours, 'en')).toBe('es');
    expect(requestLanguage(request('?locale=<script>'), ours, 'en')).toBe('en');
  });
});
