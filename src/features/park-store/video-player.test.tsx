import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyVideo } from '@/domain/media';
import { VideoPlayer } from './video-player';
import { WidgetDialog } from './widget-dialog';

const labels = {
  play: 'Reproducir el video de Xcaret',
  frame: 'Video de Xcaret',
  watch: 'Ver el video de Xcaret (se abre en otra pestaña)',
};
const ORIGINS = ['https://videos.xcaret.example'];

/** The park widget's video dialog as the page renders it, with the player inside. */
function Widget({ url, captions }: { url: string; captions?: boolean }) {
  return (
    <WidgetDialog label="Video" title="Video de Xcaret" closeLabel="Cerrar">
      <VideoPlayer
        playback={classifyVideo(url, ORIGINS)!}
        posterSrc="/media/poster/960.webp"
        // eslint-disable-next-line @next/next/no-img-element -- a stand-in for the server-rendered <picture>
        poster={<img src="/media/poster/960.webp" alt="Río subterráneo" />}
        captions={
          captions
            ? [
                { src: 'https://videos.xcaret.example/x.es.vtt', lang: 'es', label: 'Español' },
                { src: 'https://videos.xcaret.example/x.en.vtt', lang: 'en', label: 'Inglés' },
              ]
            : undefined
        }
        labels={labels}
      />
    </WidgetDialog>
  );
}

async function open() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Video' });
  await user.click(trigger);
  const dialog = document.querySelector('dialog')!;
  expect(dialog.open).toBe(true);
  return { user, trigger, dialog };
}

/** What Escape does to a modal dialog: the browser closes it and fires `close`. */
function pressEscape(dialog: HTMLDialogElement) {
  fireEvent.keyDown(dialog, { key: 'Escape' });
  dialog.close();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the park widget video dialog', () => {
  it('frames YouTube (nocookie) only when the visitor presses play, and unloads it on close', async () => {
    render(<Widget url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    // Nothing from YouTube before the click: no frame in the page at all.
    expect(document.querySelector('iframe')).toBeNull();
    const { user, dialog } = await open();
    const play = within(dialog).getByRole('button', { name: labels.play });
    expect(within(dialog).getByRole('img', { name: 'Río subterráneo' })).toBeTruthy();
    await user.click(play);
    const frame = within(dialog).getByTitle(labels.frame) as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(frame.src).not.toMatch(/autoplay/);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The button that loaded it is gone: focus stays in the page, on the player's box (so
    // Escape still reaches the dialog), and Tab goes on into the player.
    expect(document.activeElement).toBe(frame.parentElement);
    expect(dialog.contains(document.activeElement)).toBe(true);
    pressEscape(dialog);
    expect(dialog.open).toBe(false);
    // Closed, the player is gone (nothing goes on playing behind the page).
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
    // Opened again, it is the poster and its play button again.
    expect(within(dialog).getByRole('button', { name: labels.play, hidden: true })).toBeTruthy();
  });

  it('plays a file on an allowed origin in a <video> with controls, poster and captions, never by itself', async () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    render(<Widget url="https://videos.xcaret.example/parks/xcaret.mp4" captions />);
    const { dialog } = await open();
    const video = dialog.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/media/poster/960.webp');
    const source = video.querySelector('source')!;
    expect(source.getAttribute('src')).toBe('https://videos.xcaret.example/parks/xcaret.mp4');
    expect(source.getAttribute('type')).toBe('video/mp4');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.default])).toEqual([
      ['captions', 'es', 'Español', true],
      ['captions', 'en', 'Inglés', false],
    ]);
    expect(document.querySelector('iframe')).toBeNull();
    pressEscape(dialog);
    await waitFor(() => expect(pause).toHaveBeenCalled());
  });

  it('offers any other address as a link to its own site, in a new tab without an opener', async () => {
    render(<Widget url="https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ" />);
    const { dialog } = await open();
    const link = within(dialog).getByRole('link', { name: labels.watch });
    expect(link.getAttribute('href')).toBe(
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(dialog.querySelector('iframe, video, button[data-play]')).toBeNull();
  });
});
