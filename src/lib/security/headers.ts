/**
 * Security headers of every response (DESIGN §8). Pure functions so they can be tested
 * without a server; src/proxy.ts applies them.
 */
import { VIDEO_EMBED_ORIGINS, videoFileOrigins } from '@/lib/video-origins';
import { CONSENT_PROBE_HASH } from './consent-probe.mjs';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a response. A page rendered per request allows its inline
 * scripts by the request's `nonce` ('strict-dynamic' lets Next's bootstrap load its chunks); a
 * page served from cache cannot carry a nonce and allows exactly the `hashes` of the inline
 * scripts it ships (src/lib/security/inline-scripts.mjs) and script files of its own origin
 * (decision 0044). Neither ever allows 'unsafe-inline'.
 */
export function contentSecurityPolicy(options: {
  /** The request's nonce (a per-request page); exclusive with `hashes`. */
  nonce?: string;
  /** The sha256 sources of a cached page's inline scripts (`'sha256-…'`). */
  hashes?: readonly string[];
  isDev: boolean;
  isHttps: boolean;
  /** The chat service's address (CHAT_URL): its origin, and only it, may be framed. */
  chatUrl?: string;
  /** VIDEO_ORIGINS: the origins of the video files the park widget plays (media-src). */
  videoOrigins?: string;
  /**
   * PERSONALIZATION_SCRIPT_URL: a cached page's own script adds it (no nonce to trust it by),
   * so its origin is allowed by name in the hash policy.
   */
  personalizationScriptUrl?: string;
}): string {
  const chatOrigin = chatFrameOrigin(options.chatUrl);
  const mediaOrigins = videoFileOrigins(options.videoOrigins);
  const directives = [
    "default-src 'self'",
    // React's development build needs eval for its call stacks; production never gets it.
    `${scriptSources(options)}${options.isDev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (CSS variables of the layout) need 'unsafe-inline' for styles only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["media-src 'self'", ...mediaOrigins].join(' '),
    // The video players the park widget frames on a click (youtube-nocookie, Vimeo), and chat.
    ["frame-src 'self'", ...(chatOrigin ? [chatOrigin] : []), ...VIDEO_EMBED_ORIGINS].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy's settings from the environment: one reading for the proxy and the page cache. */
export function policySettings(environment: Record<string, string | undefined> = process.env) {
  return {
    isDev: environment.NODE_ENV === 'development',
    isHttps: (environment.BASE_URL ?? '').startsWith('https://'),
    chatUrl: environment.CHAT_URL,
    videoOrigins: environment.VIDEO_ORIGINS,
    personalizationScriptUrl: environment.PERSONALIZATION_SCRIPT_URL,
  };
}

/** Where the page cache (cache-handler.mjs) finds the policy of a cached page's hashes. */
export const POLICY_FOR_HASHES = Symbol.for('xcaret.csp.policyForHashes');

/** Called once at start-up (src/instrumentation.ts): cached pages get the app's own policy. */
export function registerHashPolicy(): void {
  const settings = policySettings();
  (globalThis as Record<symbol, unknown>)[POLICY_FOR_HASHES] = (hashes: string[]) =>
    contentSecurityPolicy({ ...settings, hashes });
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function scriptSources(options: {
  nonce?: string;
  hashes?: readonly string[];
  personalizationScriptUrl?: string;
}): string {
  if (options.nonce !== undefined) {
    if (options.hashes) throw new Error('A policy allows scripts by nonce or by hashes, not both');
    // 'strict-dynamic' lets the nonce-bearing Next.js bootstrap load its chunks; the page
    // shell's consent probe carries no nonce (the shell is the same for every request).
    return `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic' ${CONSENT_PROBE_HASH}`;
  }
  // Only well-formed sha256 sources: nothing else can reach the policy through this list.
  const hashes = (options.hashes ?? []).filter((source) => HASH_SOURCE.test(source));
  const personalization = chatFrameOrigin(options.personalizationScriptUrl);
  return ["script-src 'self'", ...(personalization ? [personalization] : []), ...hashes].join(' ');
}

/**
 * The origin of the chat service's page (SPEC §2 chat), for the CSP's frame-src, or of the
 * personalization service's script, for a cached page's script-src: an http(s)
 * address's scheme, host and port, nothing else (no path, no wildcard, nothing that could
 * widen the policy); undefined when unset or not such an address.
 */
export function chatFrameOrigin(chatUrl: string | undefined): string | undefined {
  if (!chatUrl) return undefined;
  try {
    const url = new URL(chatUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * No page may use the camera, microphone or location, except the back office its camera: the
 * gate scanner reads tickets with it (issue 17). A policy belongs to the document, and the
 * back office moves between its pages without loading a new one (the sign-in lands on the
 * scanner that way), so it is granted to every back-office page, never to the shop's.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';
const CAMERA_PAGES = /^\/admin(\/|$)/;

/** The Permissions-Policy of a path: the site's, with the camera for the back office. */
export function permissionsPolicy(pathname: string): string {
  return CAMERA_PAGES.test(pathname)
    ? PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')
    : PERMISSIONS_POLICY;
}

/** Headers that do not vary per request. */
export function staticSecurityHeaders(options: { isHttps: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.isHttps
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}
