import type { AnalyticsPageInfo } from './analytics-pages';

/**
 * The third-party personalization and analytics service of SPEC §1, behind an adapter: the
 * product only says what happened (a page view, who logged in) and asks for a content slot;
 * the service's own calls and payloads are its business.
 */
export type PageView = AnalyticsPageInfo & { path: string; language: string };

export interface PersonalizationAdapter {
  trackPageView(view: PageView): void;
  identify(user: { id: string }): void;
  /** The personalised content of a named slot, or null when the service has none. */
  fetchContentSlot(slot: string): Promise<string | null>;
}

/** Personalization off, no consent, or no service configured: nothing leaves the page. */
export const noopAdapter: PersonalizationAdapter = {
  trackPageView() {},
  identify() {},
  fetchContentSlot: async () => null,
};

/**
 * What the service's script defines once loaded (`window.personalizationTag`): an event
 * tracker, an identify call and a slot query. A real vendor is wrapped to this shape in the
 * script the address points to.
 */
export type PersonalizationTag = {
  track(event: 'page_view', data: PageView): void;
  identify(user: { id: string }): void;
  slot(name: string): Promise<string | null>;
};

type TagWindow = Window & { personalizationTag?: PersonalizationTag };

/**
 * Loads the service's script once and forwards calls to it; calls made while it loads wait for
 * it. A script that fails to load turns into the no-op. It carries no nonce: the page is the
 * same for everyone (issue 18), and the CSP's 'strict-dynamic' trusts a script that the page's
 * own scripts add.
 */
export function scriptTagAdapter(options: {
  src: string;
  document?: Document;
}): PersonalizationAdapter {
  const doc = options.document ?? document;
  let tag: Promise<PersonalizationTag | undefined> | undefined;
  const load = () =>
    (tag ??= new Promise((resolve) => {
      const win = doc.defaultView as TagWindow | null;
      if (win?.personalizationTag) return resolve(win.personalizationTag);
      const script = doc.createElement('script');
      script.src = options.src;
      script.async = true;
      script.dataset.personalization = '';
      script.onload = () => resolve((doc.defaultView as TagWindow | null)?.personalizationTag);
      script.onerror = () => resolve(undefined);
      doc.head.append(script);
    }));
  return {
    trackPageView(view) {
      void load().then((t) => t?.track('page_view', view));
    },
    identify(user) {
      void load().then((t) => t?.identify(user));
    },
    async fetchContentSlot(slot) {
      const t = await load();
      return t ? t.slot(slot).catch(() => null) : null;
    },
  };
}

/**
 * Which adapter a page gets: the script only when personalization is enabled (an enabled
 * CONCENTRADOR site), a script is configured and the visitor accepted cookies.
 */
export function chooseAdapter(options: {
  enabled: boolean;
  consent: string | undefined;
  scriptUrl: string | undefined;
  create?: typeof scriptTagAdapter;
}): PersonalizationAdapter {
  if (!options.enabled || options.consent !== 'accepted' || !options.scriptUrl) return noopAdapter;
  return (options.create ?? scriptTagAdapter)({ src: options.scriptUrl });
}
