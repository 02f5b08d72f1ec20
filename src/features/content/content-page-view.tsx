import type { ReactNode } from 'react';
import { ResponsivePicture } from '@/components/ui/picture';
import { pictureOf, restaurantKey, type MediaItem, type MediaLocale } from '@/domain/media';
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
  photos,
  ...hero
}: HeroProps & {
  heroElsewhere?: boolean;
  lead?: ReactNode;
  /** The cards' photographs (restaurants and bars, by restaurantKey) in the page's language. */
  photos?: { byKey: Map<string, MediaItem>; locale: MediaLocale };
}) {
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
                {section.items.map((item) => {
                  const photo = photos?.byKey.get(restaurantKey(item.title));
                  return (
                    <li
                      key={item.title}
                      className="overflow-hidden rounded-2xl border border-jungle/10 bg-white shadow-sm"
                    >
                      {photo && photos ? (
                        // Sized before it loads (3:2): the cards never move; lazy below the fold.
                        <ResponsivePicture
                          picture={pictureOf(photo, photos.locale)}
                          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                          className="aspect-[3/2] h-auto w-full object-cover"
                        />
                      ) : null}
                      <div className="p-5">
                        {item.meta && <p className="eyebrow">{item.meta}</p>}
                        <h3 className="mt-1 text-2xl text-jungle">{item.title}</h3>
                        <p className="mt-2 text-sm leading-relaxed text-muted">{item.text}</p>
                      </div>
                    </li>
                  );
                })}
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
