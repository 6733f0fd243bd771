import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/* What the member is told after a sensitive change of his profile (decision 026). */

const hello = (prenom: string | null) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,');

export const profilMails = {
  /**
   * Said as it is: applied at once (the client's mode « automatique »), or a request that waits for
   * staff, the account in use until then.
   */
  coordonneesBancaires(
    c: MailContext,
    p: { prenom: string | null; contrat: string; ibanMasque: string; applique: boolean },
  ): RenderedMail {
    const notYou =
      'Si ce n’est pas vous, contactez sans attendre votre service adhérents et changez votre mot de passe : quelqu’un a pu accéder à votre espace.';
    if (!p.applique)
      return renderMail(c, `${c.clientName} : votre demande de changement de coordonnées bancaires`, [
        hello(p.prenom),
        `Nous avons bien reçu votre demande de changement de coordonnées bancaires pour le contrat ${p.contrat} : le compte ${p.ibanMasque} sera enregistré une fois la demande vérifiée par nos services. D’ici là, rien ne change sur votre compte actuel.`,
        notYou,
        { label: 'Suivre ma demande', url: `${c.publicBase}/#/espace-adherent/demandes` },
      ]);
    return renderMail(c, `${c.clientName} : vos coordonnées bancaires ont été modifiées`, [
      hello(p.prenom),
      `Vos coordonnées bancaires ont été modifiées pour le contrat ${p.contrat} : le compte ${p.ibanMasque} est désormais enregistré.`,
      notYou,
      { label: 'Voir mon profil', url: `${c.publicBase}/#/espace-adherent/profil/banque` },
    ]);
  },
};
