/**
 * Set-up of the component tests (the `components` Vitest project, jsdom): each test starts
 * from an empty page, and the few browser APIs jsdom lacks are stood in for.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The findBy… and waitFor helpers wait up to 1 s by default. In `npm test` these tests share
// two cores with the production build and the integration suites, and a dialog that shows after
// two state updates has been seen to take longer (CI of stop 28): wait up to 5 s. A test that
// passes only within the longer wait still fails if the thing never shows.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The page's address as it started (a test may have followed a #link).
  history.replaceState(null, '', '/');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

// jsdom has no modal dialogs: open and close them as a browser would, without the top layer.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
