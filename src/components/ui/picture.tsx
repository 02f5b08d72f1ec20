import { getImageProps } from 'next/image';
import type { CSSProperties } from 'react';

/** A photograph's renditions as a page receives them (the media library's pictureOf). */
export type PictureSource = {
  /** `srcset` of the AVIF and WebP renditions (`<url> <width>w, …`). */
  avif: string;
  webp: string;
  /** The widest WebP, for browsers that read neither srcset. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** CSS object-position that keeps the focal point in view when cropped. */
  position: string;
};

/**
 * A responsive photograph: AVIF where the browser takes it, WebP otherwise, each in every stored
 * width (`sizes` picks), with its intrinsic width and height so the page never shifts. next/image's
 * `getImageProps` makes the <img> (lazy below the fold; eager and high priority for a hero);
 * the renditions are made ahead, at upload (the site runs no image optimizer).
 */
export function ResponsivePicture({
  picture,
  sizes,
  priority = false,
  decorative = false,
  className,
  style,
}: {
  picture: PictureSource;
  sizes: string;
  priority?: boolean;
  /** Beside a text that says it all: the alt text stays empty. */
  decorative?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const { props } = getImageProps({
    src: picture.src,
    alt: decorative ? '' : picture.alt,
    width: picture.width,
    height: picture.height,
    sizes,
    priority,
    // The hero is the page's largest paint: fetched first, never lazily.
    fetchPriority: priority ? 'high' : undefined,
    loading: priority ? 'eager' : 'lazy',
    className,
    style: { objectPosition: picture.position, ...style },
  });
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the alt is in props (empty when decorative) */}
      <img {...props} srcSet={picture.webp} sizes={sizes} />
    </picture>
  );
}
