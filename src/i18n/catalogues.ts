import type { Messages } from 'next-intl';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import pt from '../../messages/pt.json';
import type { Locale } from './paths';

/**
 * The message catalogues (messages/*.json) as data, for what is made outside a request:
 * emails, PDFs and receipts rendered by the background jobs, the HTTP API's messages, the
 * unavailable page. Pages use next-intl's request config (./request.ts) on the same files.
 * Typed by the reference catalogue (es.json, src/global.d.ts): a catalogue missing a message
 * fails the typecheck.
 */
export const catalogues: Record<Locale, Messages> = { es, en, pt };
