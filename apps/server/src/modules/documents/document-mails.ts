import { type MailContext, renderMail, type RenderedMail } from '../../mail/mail-layout.ts';

/* The new-document alert (« Mes préférences »): no title named, the document stays in the portal. */

export const documentMails = {
  nouveauxDocuments(c: MailContext, p: { prenom: string | null; documents: number }): RenderedMail {
    const quoi =
      p.documents > 1 ? `${p.documents} nouveaux documents sont disponibles` : 'un nouveau document est disponible';
    return renderMail(c, `${c.clientName} : ${quoi} dans votre espace adhérent`, [
      p.prenom ? `Bonjour ${p.prenom},` : 'Bonjour,',
      `${quoi.charAt(0).toUpperCase()}${quoi.slice(1)} dans votre espace adhérent.`,
      { label: 'Voir mes documents', url: `${c.publicBase}/#/espace-adherent/documents` },
      'Vous recevez ce message parce que l’alerte « Un nouveau document est disponible » est activée. Vous pouvez l’arrêter depuis « Mon profil », onglet « Mes préférences ».',
    ]);
  },
};
