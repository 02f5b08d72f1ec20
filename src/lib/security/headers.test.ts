import { describe, expect, it } from 'vitest';
import {
  chatFrameOrigin,
  contentSecurityPolicy,
  createNonce,
  permissionsPolicy,
  staticSecurityHeaders,
} from './headers';
import { CONSENT_PROBE_HASH } from './consent-probe.mjs';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce, never eval, and forbids framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', isDev: false, isHttps: true });
    expect(csp).toContain(`script-src 'self' 'nonce-abc' 'strict-dynamic' ${CONSENT_PROBE_HASH}`);
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

// Decision 0044: a page from the page cache allows its inline scripts by hash.
describe('the policy of a cached page', () => {
  const hash = `'sha256-${'A'.repeat(43)}='`;
  it('lists the hashes and its own origin, without nonce, strict-dynamic or unsafe-inline', () => {
    const csp = contentSecurityPolicy({ hashes: [hash], isDev: false, isHttps: true });
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(/script-src ([^;]*)/.exec(csp)![1]).toBe(`'self' ${hash}`);
    expect(csp).not.toMatch(/nonce|strict-dynamic|unsafe-eval/);
    expect(csp).toBe(
      contentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: true }).replace(
        `'nonce-n' 'strict-dynamic' ${CONSENT_PROBE_HASH}`,
        hash,
      ),
    );
  });
  it('lets nothing but a sha256 source through the list', () => {
    const csp = contentSecurityPolicy({
      hashes: [hash, "'unsafe-inline'", "'sha256-x'; script-src *", '*'],
      isDev: false,
      isHttps: false,
    });
    expect(/script-src ([^;]*)/.exec(csp)![1]).toBe(`'self' ${hash}`);
    expect(csp).not.toContain('*');
  });
  it("names the personalization service's origin, which the page's own script adds", () => {
    const csp = (url?: string) =>
      /script-src ([^;]*)/.exec(
        contentSecurityPolicy({
          hashes: [hash],
          isDev: false,
          isHttps: true,
          personalizationScriptUrl: url,
        }),
      )![1];
    expect(csp('https://tags.example.com/p.js?k=1')).toBe(
      `'self' https://tags.example.com ${hash}`,
    );
    expect(csp('/api/e2e/personalization-tag/')).toBe(`'self' ${hash}`);
    expect(csp("https://a.example.com; script-src 'unsafe-inline'")).toBe(`'self' ${hash}`);
  });
  it('refuses a nonce and hashes together', () => {
    expect(() =>
      contentSecurityPolicy({ nonce: 'n', hashes: [hash], isDev: false, isHttps: false }),
    ).toThrow();
  });
});

// SPEC §2 chat (issue 19): a configured chat service's page is framed within the CSP.
describe('the chat service in the CSP', () => {
  it("frames only the chat service's origin, and nothing when none is configured", () => {
    const frameSrc = (chatUrl?: string) =>
      /frame-src ([^;]*)/.exec(
        contentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: true, chatUrl }),
      )![1];
    const players = 'https://www.youtube-nocookie.com https://player.vimeo.com';
    expect(frameSrc()).toBe(`'self' ${players}`);
    expect(frameSrc('https://chat.example.com/widget/xcaret?lang=es')).toBe(
      `'self' https://chat.example.com ${players}`,
    );
    expect(frameSrc('http://localhost:4551/chat')).toBe(`'self' http://localhost:4551 ${players}`);
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    "https://a.example.com; script-src 'unsafe-inline'",
    'not a url',
    '',
  ])('never widens the policy for %j', (chatUrl) => {
    expect(chatFrameOrigin(chatUrl)).toBeUndefined();
    expect(contentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: true, chatUrl })).toBe(
      contentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: true }),
    );
  });
});

// Issue 17: the park widget plays videos in the page, and the policy opens exactly for them.
describe('videos in the CSP', () => {
  const directive = (csp: string, name: string) =>
    new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1];
  const policy = (videoOrigins?: string) =>
    contentSecurityPolicy({ nonce: 'n', isDev: false, isHttps: true, videoOrigins });

  it('frames only the privacy-friendly players, never youtube.com or vimeo.com themselves', () => {
    const frames = directive(policy(), 'frame-src')!.split(' ');
    expect(frames).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(frames.join(' ')).not.toMatch(/www\.youtube\.com|\*|https:(\s|$)/);
  });

  it('loads video files from this site and the VIDEO_ORIGINS named, nothing else', () => {
    expect(directive(policy(), 'media-src')).toBe("'self'");
    expect(
      directive(policy('https://videos.example.com, https://cdn.example.net/'), 'media-src'),
    ).toBe("'self' https://videos.example.com https://cdn.example.net");
  });

  it.each([
    'http://videos.example.com',
    'https://*.example.com',
    'https://videos.example.com/path',
    "https://a.example.com; script-src 'unsafe-inline'",
    'javascript:alert(1)',
    'data:video/mp4,AAAA',
    '*',
    'https:',
  ])('never widens media-src for VIDEO_ORIGINS=%j', (videoOrigins) => {
    expect(policy(videoOrigins)).toBe(policy());
  });

  it('still refuses inline scripts, whatever video origins are configured', () => {
    const csp = policy('https://videos.example.com');
    const scripts = directive(csp, 'script-src')!;
    expect(scripts).toBe(`'self' 'nonce-n' 'strict-dynamic' ${CONSENT_PROBE_HASH}`);
    expect(scripts).not.toContain('unsafe-inline');
    expect(directive(csp, 'default-src')).toBe("'self'");
    expect(directive(csp, 'object-src')).toBe("'none'");
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
