import { describe, expect, it, vi } from 'vitest';
import {
  chooseAdapter,
  noopAdapter,
  scriptTagAdapter,
  type PersonalizationTag,
} from './personalization';

const script = '/tag.js';

describe('chooseAdapter', () => {
  const create = vi.fn(() => ({ ...noopAdapter }));

  it('uses the service only with personalization enabled, consent and a script', () => {
    const on = chooseAdapter({ enabled: true, consent: 'accepted', scriptUrl: script, create });
    expect(on).not.toBe(noopAdapter);
    expect(create).toHaveBeenCalledWith({ src: script });
  });

  it('sends nothing with the CONCENTRADOR site off, before consent, after a refusal or without a script', () => {
    create.mockClear();
    for (const options of [
      { enabled: false, consent: 'accepted', scriptUrl: script },
      { enabled: true, consent: undefined, scriptUrl: script },
      { enabled: true, consent: 'rejected', scriptUrl: script },
      { enabled: true, consent: 'accepted', scriptUrl: undefined },
    ])
      expect(chooseAdapter({ ...options, create })).toBe(noopAdapter);
    expect(create).not.toHaveBeenCalled();
  });
});

/** Just enough of a document for the script-tag adapter: it appends one script and loads it. */
function fakeDocument(tag: PersonalizationTag | undefined) {
  const view: { personalizationTag?: PersonalizationTag } = {};
  const appended: Record<string, unknown>[] = [];
  const doc = {
    defaultView: view,
    createElement: () => ({ dataset: {} }) as Record<string, unknown>,
    head: {
      append(el: Record<string, unknown> & { onload?: () => void; onerror?: () => void }) {
        appended.push(el);
        queueMicrotask(() => {
          if (tag) {
            view.personalizationTag = tag;
            el.onload?.();
          } else el.onerror?.();
        });
      },
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('scriptTagAdapter', () => {
  it('loads the script once (by its address, no nonce) and forwards page views, identify and slots', async () => {
    const tag = { track: vi.fn(), identify: vi.fn(), slot: vi.fn(async () => '<p>Hi</p>') };
    const { doc, appended } = fakeDocument(tag);
    const adapter = scriptTagAdapter({ src: script, document: doc });
    const view = { section: 'hotels', type: 'detail', path: '/es/', language: 'es' } as const;
    adapter.trackPageView(view);
    adapter.identify({ id: 'u1' });
    expect(await adapter.fetchContentSlot('home-hero')).toBe('<p>Hi</p>');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ src: script, async: true });
    expect(appended[0]?.nonce).toBeFalsy();
    expect(tag.track).toHaveBeenCalledWith('page_view', view);
    expect(tag.identify).toHaveBeenCalledWith({ id: 'u1' });
  });

  it('turns into the no-op when the script cannot load', async () => {
    const { doc } = fakeDocument(undefined);
    const adapter = scriptTagAdapter({ src: script, document: doc });
    expect(await adapter.fetchContentSlot('home-hero')).toBeNull();
  });
});
