/** Types of inline-scripts.mjs (plain JavaScript, loaded by the cache handler outside Next). */
/** React DOM's form-replaying runtime, exactly as React ships it. */
export const REACT_FORM_REPLAY: string;
export function isFrameworkScript(body: string): boolean;
export function scriptHash(body: string): string;
export function scriptElements(html: string): { attributes: string; body: string }[];
export function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
