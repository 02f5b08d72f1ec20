import { describe, expect, it } from 'vitest';

describe('runtime', () => {
  it('runs the test suite on the pinned Node 24', () => {
    expect(process.version).toMatch(/^v24\./);
  });
});
