import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { UploaderOptions } from '@/components/ui/file-uploader/upload-filters';
import { BankPopupModal } from '@/components/ui/modals/bank-popup-modal';
import { CmsPopupModal } from '@/components/ui/modals/cms-popup-modal';
import { ConsentModal } from '@/components/ui/modals/consent-modal';
import { ExternalServicesModal } from '@/components/ui/modals/external-services-modal';
import { FaqQuestionModal } from '@/components/ui/modals/faq-question-modal';
import { FrameModal } from '@/components/ui/modals/frame-modal';
import { InfoModal } from '@/components/ui/modals/info-modal';
import { MfaModal } from '@/components/ui/modals/mfa-modal';
import { NoContractModal } from '@/components/ui/modals/no-contract-modal';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useToast } from '@/lib/toasts';
import { galleryModalTexts as t, galleryTexts } from '../texts';
import { GallerySection } from './gallery-section';

type ModalKey = keyof typeof t.open;

export function ModalsSection({ uploaderOptions }: { uploaderOptions: UploaderOptions }) {
  const [open, setOpen] = useState<ModalKey | null>(null);
  const [last, setLast] = useState('');
  const toast = useToast();
  const { branding } = useClientConfig();
  // The client's logo stands in for the care networks' images (imageId) in the demonstration.
  const services = t.services.map((service, i) => (i === 0 ? service : { ...service, imageUrl: branding.logoUrl }));
  const close = () => setOpen(null);
  const done = (event: string) => {
    setLast(event);
    close();
  };

  return (
    <GallerySection id="modales" title={galleryTexts.sections.modals}>
      <div className="button-row">
        {(Object.keys(t.open) as ModalKey[]).map((key) => (
          <Button key={key} variant="secondary" onClick={() => setOpen(key)}>
            {t.open[key]}
          </Button>
        ))}
      </div>
      <p role="status">{last ? t.lastEvent(last) : ''}</p>

      {open === 'info' && (
        <InfoModal title={t.infoTitle} onClose={() => done('Ok')}>
          <p>{t.infoText}</p>
        </InfoModal>
      )}
      {open === 'infoUntitled' && (
        <InfoModal onClose={() => done('Ok')}>
          <p>{t.infoUntitledText}</p>
        </InfoModal>
      )}
      {open === 'cms' && (
        <CmsPopupModal
          title={t.cmsTitle}
          showDontShowAgain
          onClose={(never) => done(never ? 'ne plus afficher' : 'Fermer')}
        >
          <p>{t.cmsText}</p>
        </CmsPopupModal>
      )}
      {open === 'frame' && <FrameModal title={t.frameTitle} url={t.frameUrl} srcDoc={t.frameDoc} onClose={close} />}
      {open === 'faq' && (
        <FaqQuestionModal
          title={t.faqTitle}
          related={t.faqRelated}
          onFeedback={({ isUseful, comment }) => {
            toast.success(t.feedbackThanks);
            done(isUseful ? 'utile' : `commentaire « ${comment} »`);
          }}
          onOpenRelated={(question) => done(question.title)}
          onClose={close}
        >
          <p>{t.faqAnswer}</p>
        </FaqQuestionModal>
      )}
      {open === 'consent' && (
        <ConsentModal
          consents={t.consents}
          onAnswer={(nom, accepted) => {
            toast.success(t.consentThanks);
            setLast(`${nom} ${accepted ? 'accepté' : 'refusé'}`);
          }}
          onClose={close}
        />
      )}
      {open === 'services' && (
        <ExternalServicesModal services={services} onOpen={(service) => done(service.reseau)} onClose={close} />
      )}
      {open === 'noContract' && <NoContractModal onContinue={() => done('Continuer')} />}
      {open === 'bank' && (
        <BankPopupModal
          contrat={t.bankContrat}
          isModeGestionManuel
          uploaderOptions={{ ...uploaderOptions, queueLimit: 1 }}
          onSubmit={(data) => {
            toast.success(t.bankSaved);
            done(`${data.iban} / ${data.bic} / ${data.rib.length} RIB`);
          }}
          onClose={close}
        />
      )}
      {open === 'mfa' && (
        <MfaModal
          sendType="SMS"
          contact={t.mfaContact}
          onVerify={(code) => {
            toast.success(t.codeVerified);
            done(`code ${code}`);
          }}
          onResend={() => toast.success(t.codeResent)}
          onClose={close}
        />
      )}
    </GallerySection>
  );
}
