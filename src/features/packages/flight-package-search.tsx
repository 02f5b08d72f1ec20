'use client';

import { lazy, Suspense } from 'react';
import type { FlightPackageFormProps } from './flight-package-form';

// The form (React Aria's ComboBox) and, from it, the airport list load when the tab opens.
const FlightPackageForm = lazy(() => import('./flight-package-form'));

export function FlightPackageSearch({
  loading,
  ...props
}: Omit<FlightPackageFormProps, 'navigate'> & { loading: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-sm text-muted">
          {loading}
        </p>
      }
    >
      <FlightPackageForm {...props} />
    </Suspense>
  );
}
