import type { PublicClientConfig } from '@portail/shared/client-config';
import { AdminGate } from '@/features/admin/frame/admin-gate';
import { WelcomePreviewContext } from '@/lib/welcome-preview';
import { WelcomePreview } from './shell/welcome-preview';

const renderPreview = (config: PublicClientConfig) => <WelcomePreview config={config} />;

/** /admin: the staff gate, given the real welcome page for the configuration's live preview. */
export function AdminEntry() {
  return (
    <WelcomePreviewContext value={renderPreview}>
      <AdminGate />
    </WelcomePreviewContext>
  );
}
