import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/* What the member is told after a sensitive change of his profile (decision 026). */

const hello = (prenom: string | null) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,');

export const profilMails = {
  coordonneesBancaires(
    c: MailContext,
    p: { prenom: string | null; contrat: string; ibanMasque: string },
  ): RenderedMail {
    return renderMail(c, `${c.clientName} : vos coordonnées bancaires ont été modifiées`, [
      hello(p.prenom),
      `Vos coordonnées bancaires ont été modifiées pour le contrat ${p.contrat} : le compte ${p.ibanMasque} est désormais enregistré.`,
      'Si ce n’est pas vous, contactez sans attendre votre service adhérents et changez votre mot de passe : quelqu’un a pu accéder à votre espace.',
      { label: 'Voir mon profil', url: `${c.publicBase}/#/espace-adherent/profil/banque` },
    ]);
  },
};
