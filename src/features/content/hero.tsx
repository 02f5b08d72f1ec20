import type { ReactNode } from 'react';

export type HeroArt =
  | 'home'
  | 'hotel-xcaret-mexico'
  | 'hotel-xcaret-arte'
  | 'la-casa-de-la-playa'
  | 'parks'
  | 'content';

/** The page's header band: original artwork behind the single h1. */
export function Hero({
  art,
  eyebrow,
  title,
  intro,
  tall,
  photo,
  children,
}: {
  art: HeroArt;
  eyebrow?: string;
  title: string;
  intro?: string;
  tall?: boolean;
  /** A photograph of the media library in place of the artwork (absolutely placed, cover). */
  photo?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-jungle ${tall ? 'min-h-[26rem]' : ''}`}
    >
      {photo ?? (
        // eslint-disable-next-line @next/next/no-img-element -- a few KB of SVG, the LCP element
        <img
          src={`/art/hero/${art}.svg`}
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-jungle/95 via-jungle/70 to-jungle/30" />
      <div className={`container-page ${tall ? 'py-20' : 'py-14 sm:py-20'}`}>
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.25em] text-sand uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-base text-cream sm:text-lg">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
