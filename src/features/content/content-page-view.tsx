import type { ReactNode } from 'react';
import type { ContentPage } from './copy';
import { Hero, type HeroArt } from './hero';

type HeroProps = { page: ContentPage; art?: HeroArt; eyebrow?: string };

/** The page's hero: its h1 and intro over artwork. */
export function ContentHero({ page, art = 'content', eyebrow }: HeroProps) {
  return <Hero art={art} eyebrow={eyebrow} title={page.title} intro={page.intro} />;
}

/**
 * An editorial page: hero with the h1 and intro, then its sections. With `heroElsewhere`
 * the route has put the hero in the layout's hero slot (above the booking box).
 */
export function ContentPageView({
  heroElsewhere,
  lead,
  ...hero
}: HeroProps & { heroElsewhere?: boolean; lead?: ReactNode }) {
  const { page } = hero;
  return (
    <article>
      {!heroElsewhere && <ContentHero {...hero} />}
      <div className="container-page mt-12 space-y-14">
        {lead}
        {page.sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2 id={slug(section.heading)} className="text-3xl text-jungle sm:text-4xl">
              {section.heading}
            </h2>
            <div className="prose-copy mt-4 max-w-3xl text-base leading-relaxed text-ink/90">
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            {section.items && section.items.length > 0 && (
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {section.items.map((item) => (
                  <li
                    key={item.title}
                    className="rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm"
                  >
                    {item.meta && <p className="eyebrow">{item.meta}</p>}
                    <h3 className="mt-1 text-2xl text-jungle">{item.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-muted">{item.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
