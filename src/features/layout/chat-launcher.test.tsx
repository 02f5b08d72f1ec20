import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from './chat-launcher';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/es${href}/`} {...rest}>
      {children}
    </a>
  ),
}));

const labels = {
  open: 'Chatea con nosotros',
  title: 'Contáctanos',
  intro: 'Te atendemos.',
  phones: 'Llámanos',
  hours: 'Horario',
  email: 'Correo',
  whatsapp: 'WhatsApp',
  faq: 'Preguntas frecuentes',
  close: 'Cerrar',
  chatFrame: 'Chat con nuestros asesores',
  chatNewWindow: 'Abrir el chat en una ventana nueva',
  otherWays: 'Otras formas de contactarnos',
};
const contact = {
  phones: [{ label: 'México', displayNumber: '800 292 2738', dialNumber: '+528002922738' }],
  hours: 'Todos los días, 7:00 a 22:00',
  email: 'reservas@example.com',
};

/** The panel opening, as the browser announces it (jsdom has no popover top layer). */
function openPanel() {
  const panel = document.getElementById('contact-panel')!;
  act(() => {
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
  });
}

// SPEC §2 chat (issue 19): the launcher is always there; with a service, its page is framed in
// the panel and loaded on demand; without one, the panel lists the other ways to reach us.
describe('ChatLauncher', () => {
  it('with a chat service: nothing is loaded from it until the panel opens, then its page is framed', () => {
    const url = 'https://chat.example.com/xcaret';
    render(<ChatLauncher url={url} labels={labels} contact={contact} />);
    const launcher = screen.getByRole('button', { name: 'Chatea con nosotros' });
    expect(launcher.getAttribute('popovertarget')).toBe('contact-panel');
    expect(document.querySelector('iframe')).toBeNull();
    // Without JavaScript, or if the service refuses to be framed, a link opens it.
    const link = screen.getByRole('link', {
      name: 'Abrir el chat en una ventana nueva',
      hidden: true,
    });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    openPanel();
    const frame = screen.getByTitle('Chat con nuestros asesores');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The phones, hours and email stay one click away.
    expect(screen.getByText('Otras formas de contactarnos').closest('details')).not.toBeNull();
    expect(screen.getByRole('link', { name: /800 292 2738/, hidden: true })).toHaveProperty(
      'href',
      'tel:+528002922738',
    );
  });

  it('a closing toggle loads nothing', () => {
    render(<ChatLauncher url="https://chat.example.com/x" labels={labels} contact={contact} />);
    const panel = document.getElementById('contact-panel')!;
    act(() => {
      panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
    });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('without a chat service: the panel of contact options, no frame and no chat link', () => {
    render(<ChatLauncher labels={labels} contact={{ ...contact, whatsapp: '5219981234567' }} />);
    expect(screen.getByRole('button', { name: 'Contáctanos' })).toBeDefined();
    openPanel();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('Abrir el chat en una ventana nueva')).toBeNull();
    expect(screen.queryByText('Otras formas de contactarnos')).toBeNull();
    const links = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      'tel:+528002922738',
      'mailto:reservas@example.com',
      'https://wa.me/5219981234567',
      '/es/faq/',
    ]);
    expect(screen.getByText('Todos los días, 7:00 a 22:00')).toBeDefined();
  });
});
