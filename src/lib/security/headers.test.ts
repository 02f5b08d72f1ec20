import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  permissionsPolicy,
  staticSecurityHeaders,
} from './headers';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce, never eval, and forbids framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', isDev: false, isHttps: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it('adds eval only for the development server', () => {
    expect(contentSecurityPolicy({ nonce: 'n', isDev: true, isHttps: false })).toContain(
      "'unsafe-eval'",
    );
  });
});

describe('createNonce', () => {
  it('is fresh and long enough', () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    expect(atob(a)).toHaveLength(16);
  });
});

describe('staticSecurityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(staticSecurityHeaders({ isHttps: true })['Strict-Transport-Security']).toMatch(
      /max-age=\d+/,
    );
    expect(staticSecurityHeaders({ isHttps: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(staticSecurityHeaders({ isHttps: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('permissionsPolicy', () => {
  it('lets only the back office (the gate scanner) use the camera, and nothing else changes', () => {
    for (const path of ['/admin/gate/', '/admin/', '/admin', '/admin/audit/']) {
      expect(permissionsPolicy(path), path).toContain('camera=(self)');
      expect(permissionsPolicy(path), path).toContain('microphone=()');
    }
    for (const path of ['/es/', '/administracion/', '/es/admin/gate/', '/api/admin/v1/x/'])
      expect(permissionsPolicy(path), path).toContain('camera=()');
    expect(permissionsPolicy('/es/')).toBe(
      staticSecurityHeaders({ isHttps: false })['Permissions-Policy'],
    );
  });
});
