import { Button } from '../button';
import { Modal } from '../modal';
import { modalTexts } from './texts';

/** §3 care-network service, as the feature maps it (imageUrl from imageId). */
export interface ExternalService {
  reseau: string;
  url: string;
  numOmc?: string;
  /** An icon name; a generic one is drawn when there is no image. */
  icon?: string;
  imageUrl?: string;
  /** 'covers': the image fills the card's banner; otherwise it is shown whole. */
  imageForm?: string;
  description: string;
}

interface ExternalServicesModalProps {
  services: readonly ExternalService[];
  onOpen(service: ExternalService): void;
  onClose(): void;
}

function ServiceIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-8-5.3-8-11a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 5.7-8 11-8 11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M12 8v6M9 11h6" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** §2 "Services externes": one card per care network, with its icon or image and description. */
export function ExternalServicesModal({ services, onOpen, onClose }: ExternalServicesModalProps) {
  return (
    <Modal
      title={modalTexts.servicesTitle}
      size="xl"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {modalTexts.close}
        </Button>
      }
    >
      <ul className="service-cards">
        {services.map((service) => (
          <li key={`${service.reseau} ${service.url}`} className="service-card">
            <div
              className={`service-card__visual${service.imageForm === 'covers' ? ' service-card__visual--covers' : ''}`}
            >
              {service.imageUrl ? <img src={service.imageUrl} alt="" /> : <ServiceIcon />}
            </div>
            <h3 className="service-card__title">{service.reseau}</h3>
            <p className="service-card__text">{service.description}</p>
            <Button variant="secondary" size="small" onClick={() => onOpen(service)}>
              {modalTexts.servicesOpen(service.reseau)}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
