'use client';

import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VideoPlayback } from '@/domain/media';

type Props = {
  /** How the video plays (the media library's classifyVideo, worked out on the server). */
  playback: VideoPlayback;
  /** The poster photograph, server-rendered (a <picture>). */
  poster: ReactNode;
  /** The poster's address, for a <video>'s own poster. */
  posterSrc: string;
  /** The WebVTT captions on an allowed origin, per language (the page's first, shown). */
  captions?: { src: string; lang: string; label: string }[];
  labels: {
    /** The play button of an embedded player ("Reproducir el video de Xcaret"). */
    play: string;
    /** The framed player's title. */
    frame: string;
    /** The link of a video played on its own site. */
    watch: string;
  };
};

/**
 * The park widget's video, played in its dialog (issue 17): a file on an allowed origin in a
 * <video> with its controls and captions (nothing loads before the visitor presses play), a
 * YouTube or Vimeo address in its privacy-friendly player framed only when the visitor asks
 * (no request to either before), anything else a link to its own site. Nothing plays by
 * itself; closing the dialog stops it.
 */
export function VideoPlayer({ playback, poster, posterSrc, captions, labels }: Props) {
  const [framed, setFramed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog) return;
    const stop = () => {
      video.current?.pause();
      setFramed(false);
    };
    dialog.addEventListener('close', stop);
    return () => dialog.removeEventListener('close', stop);
  }, []);

  useEffect(() => {
    // The button that loaded the player is gone: focus stays in this page, on the player's box
    // (Tab enters the player; Escape still reaches the dialog, which a key pressed inside
    // another site's frame never would).
    if (framed) root.current?.focus();
  }, [framed]);

  if (playback.kind === 'file')
    return (
      <div ref={root}>
        <video
          ref={video}
          controls
          playsInline
          preload="none"
          poster={posterSrc}
          className="aspect-video w-full rounded-xl bg-black"
          data-video-file
        >
          <source src={playback.src} type={playback.type} />
          {captions?.map((track, i) => (
            <track
              key={track.lang}
              kind="captions"
              src={track.src}
              srcLang={track.lang}
              label={track.label}
              default={i === 0}
            />
          ))}
        </video>
      </div>
    );

  if (playback.kind === 'link')
    return (
      <div ref={root}>
        {poster}
        <p className="mt-3 text-sm">
          <a
            href={playback.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-lagoon-800 underline"
          >
            {labels.watch}
          </a>
        </p>
      </div>
    );

  return (
    <div
      ref={root}
      tabIndex={-1}
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-black focus:outline-none"
    >
      {framed ? (
        <iframe
          src={playback.embed}
          title={labels.frame}
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          className="absolute inset-0 h-full w-full border-0"
          data-video-embed={playback.kind}
        />
      ) : (
        <>
          {poster}
          <button
            type="button"
            onClick={() => setFramed(true)}
            className="absolute inset-0 flex items-center justify-center bg-black/25 text-white hover:bg-black/35 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            <span className="flex items-center gap-2 rounded-full bg-jungle/90 px-5 py-3 font-semibold shadow-lg">
              <Play aria-hidden size={22} fill="currentColor" />
              {labels.play}
            </span>
          </button>
        </>
      )}
    </div>
  );
}
