import { AccountPage } from '@/features/account/components/account-page';
import { ProfilPage } from '@/features/profil/components/profil-page';

/**
 * « Mon profil » with « Mon compte » as one of its tabs (decision 026): composed here, where
 * features may meet, and loaded as one lazy chunk so the welcome page carries a single stub.
 */
export function ProfilRoute({ compte = false }: { compte?: boolean }) {
  return <ProfilPage compte={compte ? <AccountPage /> : undefined} />;
}
