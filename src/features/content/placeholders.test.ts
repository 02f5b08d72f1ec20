import { describe, expect, it } from 'vitest';
import { privacy } from './copy';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders (issue 19: the privacy contact is a setting)', () => {
  it.each(['es', 'en', 'pt'] as const)('fills the privacy notice in %s', (locale) => {
    const filled = JSON.stringify(
      fillPlaceholders(privacy[locale], { privacyEmail: 'privacidad@grupoxcaret.com' }),
    );
    expect(JSON.stringify(privacy[locale])).toContain('{privacyEmail}');
    expect(filled).toContain('privacidad@grupoxcaret.com');
    expect(filled).not.toContain('{privacyEmail}');
    expect(filled).not.toContain('xcaret.example');
  });
  it('leaves a placeholder without a value as written, and the page otherwise unchanged', () => {
    const page = {
      title: 'T {x}',
      metaDescription: 'M',
      intro: 'I {y}',
      sections: [{ heading: 'H', paragraphs: ['P {x}'], items: [{ title: 'a', text: '{x}' }] }],
    };
    expect(fillPlaceholders(page, { x: '1' })).toEqual({
      title: 'T 1',
      metaDescription: 'M',
      intro: 'I {y}',
      sections: [{ heading: 'H', paragraphs: ['P 1'], items: [{ title: 'a', text: '1' }] }],
    });
  });
});
