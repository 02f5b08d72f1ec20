import { describe, expect, it } from 'vitest';
import { mergeOpenApi } from './openapi';

const base = {
  openapi: '3.1.0',
  tags: [{ name: 'a' }],
  paths: { '/a/': { get: {} } },
  components: { schemas: { Money: { type: 'object' }, A: { type: 'string' } } },
};

describe('mergeOpenApi', () => {
  it('adds tags, paths and schemas, keeping identical components once', () => {
    const merged = mergeOpenApi(base, {
      tags: [{ name: 'b' }],
      paths: { '/b/': { get: {} } },
      components: { schemas: { Money: { type: 'object' }, B: { type: 'number' } } },
    });
    expect(merged.openapi).toBe('3.1.0');
    expect(merged.tags).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(Object.keys(merged.paths)).toEqual(['/a/', '/b/']);
    expect(Object.keys(merged.components.schemas)).toEqual(['Money', 'A', 'B']);
  });

  it('refuses a component defined differently and a path described twice', () => {
    expect(() =>
      mergeOpenApi(base, { paths: {}, components: { schemas: { Money: { type: 'string' } } } }),
    ).toThrow(/Money/);
    expect(() => mergeOpenApi(base, { paths: { '/a/': { post: {} } } })).toThrow(/\/a\//);
  });
});
