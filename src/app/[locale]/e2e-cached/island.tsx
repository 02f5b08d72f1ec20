'use client';

import { useState } from 'react';

/** The probe's client island: it answers a press only once React has hydrated it. */
export function CachedProbeIsland() {
  const [pressed, setPressed] = useState(0);
  return (
    <button type="button" onClick={() => setPressed((n) => n + 1)} data-pressed={pressed}>
      Pressed {pressed}
    </button>
  );
}
