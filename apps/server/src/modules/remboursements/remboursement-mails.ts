import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/* The opt-in e-mail of a new payment: no amount, no care named (health data stays in the portal). */

export const remboursementMails = {
  nouveauPaiement(
    c: MailContext,
    p: { prenom: string | null; numeroContrat: string; paiements: number },
  ): RenderedMail {
    const quoi = p.paiements > 1 ? `${p.paiements} nouveaux remboursements` : 'un nouveau remboursement';
    return renderMail(c, `${c.clientName} : ${quoi} sur votre contrat ${p.numeroContrat}`, [
      p.prenom ? `Bonjour ${p.prenom},` : 'Bonjour,',
      `Votre mutuelle vient d’effectuer ${quoi} sur votre contrat ${p.numeroContrat}.`,
      'Le détail (soins, montants, virement) se consulte dans votre espace adhérent :',
      { label: 'Voir mes remboursements', url: `${c.publicBase}/#/espace-adherent/remboursements` },
      'Vous recevez ce message parce que vous avez demandé à être prévenu de chaque remboursement. Vous pouvez l’arrêter depuis la page « Mes remboursements » ou « Mon profil », onglet « Mes préférences ».',
    ]);
  },
};
