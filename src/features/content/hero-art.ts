import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

/**
 * The hero artwork's SVG markup, to inline in the page: no request before the hero can
 * paint, and (an inline SVG not being an LCP candidate) the largest paint is the heading,
 * which arrives with the HTML. Decorative: its title goes, it is hidden from assistive
 * technology, and it scales like `object-fit: cover`.
 */
export function heroArtMarkup(art: string): string {
  let markup = cache.get(art);
  if (markup === undefined) {
    const file = path.join(process.cwd(), 'public', 'art', 'hero', `${art}.svg`);
    markup = readFileSync(file, 'utf8')
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/\s(width|height)="\d+"/g, '')
      .replace(
        '<svg ',
        '<svg aria-hidden="true" focusable="false" class="absolute inset-0 -z-10 h-full w-full" ',
      );
    cache.set(art, markup);
  }
  return markup;
}
