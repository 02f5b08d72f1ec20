/** Types of consent-probe.mjs (plain JavaScript, read by the cache handler outside Next). */
/** The shop's inline script that marks <html> when the visitor already chose about cookies. */
export const CONSENT_PROBE: string;
/** Its CSP source, `'sha256-…'`. */
export const CONSENT_PROBE_HASH: string;
