import type { ReactElement } from 'react';

type StaticRenderer = { renderToStaticMarkup: (element: ReactElement) => string };
let renderer: StaticRenderer | undefined;

/**
 * React DOM's server renderer, loaded by Node on first use. Next.js builds the background jobs
 * (src/instrumentation.ts) and the route handlers with the React Server Components conditions,
 * under which `react-dom/server` may not be imported (the build refuses it, and the package
 * resolves to a stub that throws); Node's own `require`, out of the bundler's sight, loads the
 * real one, as in the tests and the scripts. The elements are plain objects that any React 19
 * renderer reads.
 */
function staticRenderer(): StaticRenderer {
  renderer ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)(
    'react-dom/server',
  ) as StaticRenderer;
  return renderer;
}

/**
 * The HTML of a whole document rendered from React elements: an email, or a page the app
 * serves outside Next's pages (the sandbox's hosted payment page, the outage page). React
 * escapes every text and attribute, so no value can become markup; there is no hand-written
 * escaping anywhere.
 */
export function renderStaticDocument(document: ReactElement): string {
  return `<!doctype html>\n${staticRenderer().renderToStaticMarkup(document)}\n`;
}
