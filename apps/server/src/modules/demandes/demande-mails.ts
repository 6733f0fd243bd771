import { statutDemandeLibelles, type StatutDemande } from '@portail/shared/demandes';
import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/* What the member receives about his requests: the acknowledgement, a new status, a new message. */

const hello = (prenom: string | null) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,');

function demandeUrl(context: MailContext, numero: string): string {
  return `${context.publicBase}/#/espace-adherent/demandes/${encodeURIComponent(numero)}`;
}

export const demandeMails = {
  accuseReception(c: MailContext, p: { prenom: string | null; numero: string; libelle: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : votre demande ${p.numero} est bien reçue`, [
      hello(p.prenom),
      `Nous avons bien reçu votre demande « ${p.libelle} », enregistrée sous le numéro ${p.numero}.`,
      'Vous pouvez suivre son avancement et échanger avec nous dans votre espace adhérent :',
      { label: 'Suivre ma demande', url: demandeUrl(c, p.numero) },
    ]);
  },
  statut(
    c: MailContext,
    p: { prenom: string | null; numero: string; statut: StatutDemande; motif: string | null },
  ): RenderedMail {
    const blocks = [hello(p.prenom), `Votre demande ${p.numero} est désormais « ${statutDemandeLibelles[p.statut]} ».`];
    if (p.statut === 'en_attente_pieces')
      blocks.push('Nous avons besoin d’un document pour la traiter : le détail est dans votre espace adhérent.');
    if (p.statut === 'refusee' && p.motif) blocks.push(`Motif : ${p.motif}`);
    return renderMail(c, `${c.clientName} : votre demande ${p.numero}`, [
      ...blocks,
      { label: 'Voir ma demande', url: demandeUrl(c, p.numero) },
    ]);
  },
  message(c: MailContext, p: { prenom: string | null; numero: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : nouveau message sur votre demande ${p.numero}`, [
      hello(p.prenom),
      `Votre conseiller vous a répondu au sujet de la demande ${p.numero}. Pour des raisons de confidentialité, le message se lit dans votre espace adhérent :`,
      { label: 'Lire le message', url: demandeUrl(c, p.numero) },
    ]);
  },
};
