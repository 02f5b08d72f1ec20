import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GateScanner } from '@/features/admin-gate/scanner';
import { loadGatePage } from '@/features/admin-gate/server';
import { adminLocale } from '@/features/admin-shell/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.gate' });
  return { title: t('title') };
}

/** /admin/gate/: the gate's ticket scanner, phone first (gate, admin). */
export default async function GatePage() {
  const { locale } = await loadGatePage();
  return <GateScanner locale={locale} />;
}
