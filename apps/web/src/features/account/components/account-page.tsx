import { usePageTitle } from '@/lib/use-page-title';
import { accountTexts as t } from '../texts';
import { ChangeIdentifierSection } from './change-identifier-section';
import { ChangePasswordSection } from './change-password-section';
import { ConsultationsSection } from './consultations-section';
import { DeleteAccountSection } from './delete-account-section';
import { DonneesSection } from './donnees-section';
import { SmsProtectionSection } from './sms-protection-section';

/** Member area « Mon compte »: password, identifier, SMS protection, who read my file, account deletion. */
export function AccountPage() {
  usePageTitle(t.title);
  return (
    <section className="card account">
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <ChangePasswordSection />
      <ChangeIdentifierSection />
      <SmsProtectionSection />
      <ConsultationsSection />
      <DonneesSection />
      <DeleteAccountSection />
    </section>
  );
}
