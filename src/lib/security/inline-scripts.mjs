/**
 * The inline scripts of a cached page and their CSP hashes (decision 0044). Plain JavaScript:
 * the cache handler (src/lib/security/cache-handler.mjs) loads it outside Next's bundler.
 *
 * A page served from cache cannot carry a per-request nonce, so its policy lists the sha256 of
 * each inline script it ships. Only scripts of Next's and React's own shapes are hashed; any
 * other inline script (one a content text managed to inject, a stray third-party snippet) is
 * refused, so that hashing can never turn an injected script into an allowed one.
 */
import { createHash } from 'node:crypto';
import { CONSENT_PROBE } from './consent-probe.mjs';

/** `<script …>…</script>`: the HTML parser ends a script element at the first `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\ssrc\s*=/i;

/**
 * Script types the browser runs (and CSP governs). Anything else is a data block: JSON-LD
 * (`application/ld+json`) and the like are never executed, so they are not hashed.
 */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  // Not JavaScript, but governed by script-src: never Next's, so refused like any other.
  'importmap',
  'speculationrules',
]);

const NEXT_F_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_F_PUSH = 'self.__next_f.push(';
const NEXT_S_PUSH = '(self.__next_s=self.__next_s||[]).push(';
/** Turbopack's chunk-group bootstrap: `(globalThis["TURBOPACK"] || (…= [])).push({…});`. */
const TURBOPACK_PUSH =
  /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/;

/**
 * React DOM's form-replaying runtime, exactly (react-dom-server's `formReplayingRuntimeScript`):
 * a page with a `<form action={serverAction}>` ships it to keep the submits made before the
 * page is alive. A constant of React's, matched whole; a unit test holds it to the installed
 * React, so an upgrade that changes it fails there rather than on a page.
 */
export const REACT_FORM_REPLAY =
  'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});';

/**
 * The value a `….push(<value>)` statement pushes, when it is JSON of the expected kind
 * (`array` or `object`); undefined for anything else (text after the call, code as argument).
 * @param {string} argumentAndClose what follows `.push(`
 * @param {'array' | 'object'} kind
 */
function pushesJson(argumentAndClose, kind) {
  const code = argumentAndClose.replace(/;$/, '');
  if (!code.endsWith(')')) return false;
  try {
    const value = JSON.parse(code.slice(0, -1));
    return kind === 'array'
      ? Array.isArray(value)
      : typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Whether an inline script is one of Next's own: the flight payload's bootstrap and chunks
 * (`self.__next_f.push([1,"…"])`), `next/script`'s before-interactive queue
 * (`(self.__next_s=…).push([…])`) and Turbopack's chunk-group bootstrap (one
 * `(globalThis["TURBOPACK"] || …).push({…});` per line). What is pushed must be JSON: text that
 * broke out of the payload's string literal no longer parses, and is refused.
 * React's form-replaying runtime is allowed as the one constant it is (REACT_FORM_REPLAY), and
 * the shop's own consent probe likewise (CONSENT_PROBE).
 * React's streaming completion scripts ($RC, $RS, $RX) belong to streamed, per-request
 * renders (which carry the nonce); a cached page has none, so they are refused here too.
 *
 * @param {string} body
 * @returns {boolean}
 */
export function isFrameworkScript(body) {
  const code = body.trim();
  if (code.replace(/;$/, '') === NEXT_F_INIT) return true;
  if (body === REACT_FORM_REPLAY || body === CONSENT_PROBE) return true;
  if (code.startsWith(NEXT_F_PUSH)) return pushesJson(code.slice(NEXT_F_PUSH.length), 'array');
  if (code.startsWith(NEXT_S_PUSH)) return pushesJson(code.slice(NEXT_S_PUSH.length), 'array');
  const lines = code.split('\n');
  return lines.every((line) => {
    const start = TURBOPACK_PUSH.exec(line);
    return !!start && pushesJson(line.slice(start[0].length), 'object');
  });
}

/** @param {string} body */
export function scriptHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Every `<script>` element of a page, as the HTML parser delimits it: its attributes (the text
 * between `<script` and `>`) and its body. The one reading of scripts the cache handler and the
 * tests share.
 *
 * @param {string} html
 * @returns {{ attributes: string; body: string }[]}
 */
export function scriptElements(html) {
  return [...html.matchAll(SCRIPT)].map((match) => ({
    attributes: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

/**
 * The CSP source list (`'sha256-…'`, once each, in page order) of every executable inline
 * script of a page; `refused` holds the start of each inline script that is not Next's own
 * (the caller must then not serve the hashes as an allowance: see the cache handler).
 *
 * @param {string} html
 * @returns {{ hashes: string[]; refused: string[] }}
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  /** @type {string[]} */
  const refused = [];
  for (const { attributes, body } of scriptElements(html)) {
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // An external script (`src`) is allowed by 'self', not by a hash; its body is ignored.
    if (SRC.test(attributes) && body.trim() === '') continue;
    if (!isFrameworkScript(body) || SRC.test(attributes)) {
      refused.push(body.slice(0, 80));
      continue;
    }
    const hash = scriptHash(body);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return { hashes, refused };
}
