'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  labels: { tabs: string; hotel: string; hotelFlight: string };
  /** The hotel search, rendered on the server. */
  hotel: ReactNode;
  /** The Hotel + Flight search: mounted the first time its tab is opened, then kept. */
  hotelFlight: ReactNode;
};

const TABS = ['hotel', 'hotelFlight'] as const;
type Tab = (typeof TABS)[number];

/**
 * The booking box's Hotel / Hotel + Flight tabs (SPEC §2 "booking tabs"): the WAI-ARIA tabs
 * pattern (arrow keys, Home and End move between tabs). A panel left is only hidden, so what
 * the visitor typed survives a switch; the flight search is not even loaded until asked for.
 */
export function BookingTabs({ labels, hotel, hotelFlight }: Props) {
  const [active, setActive] = useState<Tab>('hotel');
  const [flightOpened, setFlightOpened] = useState(false);
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ hotel: null, hotelFlight: null });

  const choose = (tab: Tab, focus = false) => {
    setActive(tab);
    if (tab === 'hotelFlight') setFlightOpened(true);
    if (focus) refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={labels.tabs}
        onKeyDown={onKeyDown}
        className="mb-4 inline-flex rounded-full bg-sand p-1 text-sm font-semibold"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`bb-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`bb-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => choose(tab)}
            className="rounded-full px-4 py-1.5 text-jungle transition aria-selected:bg-jungle aria-selected:text-white"
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="bb-panel-hotel"
        aria-labelledby="bb-tab-hotel"
        hidden={active !== 'hotel'}
      >
        {hotel}
      </div>
      <div
        role="tabpanel"
        id="bb-panel-hotelFlight"
        aria-labelledby="bb-tab-hotelFlight"
        hidden={active !== 'hotelFlight'}
      >
        {flightOpened && hotelFlight}
      </div>
    </>
  );
}
