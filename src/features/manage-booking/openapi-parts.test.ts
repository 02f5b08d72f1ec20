import { describe, expect, it } from 'vitest';
import { isTokenShape } from '@/domain/manage';
import { manageOpenApiSection } from './openapi';

/** Every X-Manage-Token parameter the section documents, by operation. */
function tokenParameters() {
  const found: [string, { schema: { pattern: string } }][] = [];
  for (const [path, operations] of Object.entries(manageOpenApiSection().paths))
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation as { parameters?: { name?: string }[] }).parameters ?? [];
      for (const parameter of parameters)
        if (parameter.name === 'X-Manage-Token')
          found.push([`${method.toUpperCase()} ${path}`, parameter as never]);
    }
  return found;
}

describe('the documented manage token', () => {
  it('is documented on the hotel and the park-day operations alike', () => {
    const operations = tokenParameters().map(([name]) => name);
    expect(operations.some((name) => name.includes('park-days'))).toBe(true);
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(tokenParameters())('%s: its pattern accepts what the domain accepts', (_, parameter) => {
    const pattern = new RegExp(parameter.schema.pattern);
    const samples = [
      'a'.repeat(43),
      `${'A_b-9'.repeat(8)}abc`,
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      `${'a'.repeat(42)}/`,
      ` ${'a'.repeat(43)}`,
      '',
    ];
    for (const sample of samples) expect(pattern.test(sample)).toBe(isTokenShape(sample));
  });
});
