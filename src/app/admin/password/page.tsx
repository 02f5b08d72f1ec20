import { OwnPasswordPage } from '@/features/admin-staff/password-page';

/** /admin/password/: change one's own password (any staff member). */
export default async function AdminPasswordPage() {
  return <OwnPasswordPage />;
}
