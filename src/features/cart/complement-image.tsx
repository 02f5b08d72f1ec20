'use client';

import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A complement's picture (decorative: its name is next to it). A picture that does not load
 * becomes a neutral tile instead of a broken-image icon; the check also covers a failure
 * that happened before hydration, when no error handler was attached yet.
 */
export function ComplementImage({ src, className }: { src?: string; className: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(!src);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed)
    return (
      <span aria-hidden className={`grid place-items-center text-gold-700 ${className}`}>
        <Sparkles size={22} />
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG art
    <img
      ref={ref}
      src={src}
      alt=""
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
