import { dateHeureParis } from '@portail/shared/export-donnees';
import { type MailContext, renderMail, type RenderedMail } from './mail-layout.ts';

/* The French messages of the account lifecycle; links follow ARCHITECTURE.md (hash routes). */

const hello = (prenom: string | null) => (prenom ? `Bonjour ${prenom},` : 'Bonjour,');
const notYou = 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste inchangé.';
const warnIfNotYou =
  'Si vous n’êtes pas à l’origine de cette modification, contactez sans attendre votre service adhérents.';

export function linkUrl(context: MailContext, route: string, code: string, userId: string): string {
  return `${context.publicBase}/#/${route}?code=${encodeURIComponent(code)}&userId=${encodeURIComponent(userId)}`;
}

export const templates = {
  confirmEmail(c: MailContext, p: { prenom: string | null; url: string; hours: number }): RenderedMail {
    return renderMail(c, `${c.clientName} : confirmez votre adresse e-mail`, [
      hello(p.prenom),
      `Votre compte de l’espace adhérent ${c.clientName} est créé. Pour l’activer, confirmez votre adresse e-mail :`,
      { label: 'Confirmer mon adresse e-mail', url: p.url },
      `Ce lien est valable ${p.hours} heures et ne sert qu’une fois.`,
      notYou,
    ]);
  },
  activation(c: MailContext, p: { prenom: string | null; url: string; hours: number }): RenderedMail {
    return renderMail(c, `${c.clientName} : activez votre espace adhérent`, [
      hello(p.prenom),
      `Un compte de l’espace adhérent ${c.clientName} a été ouvert pour vous. Choisissez votre mot de passe pour l’activer :`,
      { label: 'Activer mon compte', url: p.url },
      `Ce lien est valable ${p.hours} heures et ne sert qu’une fois.`,
    ]);
  },
  alreadyRegistered(c: MailContext, p: { prenom: string | null; forgotPasswordUrl: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : vous avez déjà un compte`, [
      hello(p.prenom),
      'Une demande de création de compte vient d’être faite avec vos informations, mais vous avez déjà un compte sur l’espace adhérent.',
      'Si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau :',
      { label: 'Choisir un nouveau mot de passe', url: p.forgotPasswordUrl },
      notYou,
    ]);
  },
  resetPassword(c: MailContext, p: { prenom: string | null; url: string; minutes: number }): RenderedMail {
    return renderMail(c, `${c.clientName} : réinitialisation de votre mot de passe`, [
      hello(p.prenom),
      'Vous avez demandé à réinitialiser le mot de passe de votre espace adhérent :',
      { label: 'Choisir un nouveau mot de passe', url: p.url },
      `Ce lien est valable ${p.minutes} minutes et ne sert qu’une fois.`,
      notYou,
    ]);
  },
  passwordChanged(c: MailContext, p: { prenom: string | null }): RenderedMail {
    return renderMail(c, `${c.clientName} : votre mot de passe a été modifié`, [
      hello(p.prenom),
      'Le mot de passe de votre espace adhérent vient d’être modifié. Vos autres connexions ont été fermées.',
      warnIfNotYou,
    ]);
  },
  identifierChanged(c: MailContext, p: { prenom: string | null; newUserName: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : votre identifiant a été modifié`, [
      hello(p.prenom),
      `L’identifiant de votre espace adhérent est désormais ${p.newUserName}.`,
      warnIfNotYou,
    ]);
  },
  /** « Télécharger mes données » (decision 052): where to fetch it, never what it holds. */
  donneesPretes(c: MailContext, p: { url: string; expireLe: Date }): RenderedMail {
    return renderMail(c, `${c.clientName} : vos données sont prêtes`, [
      'Bonjour,',
      'L’archive de vos données que vous avez demandée est prête. Connectez-vous à votre espace adhérent pour la télécharger depuis « Mon compte » :',
      { label: 'Télécharger mes données', url: p.url },
      `Elle reste disponible jusqu’au ${dateHeureParis(p.expireLe)} (heure de Paris), puis elle est supprimée.`,
      warnIfNotYou,
    ]);
  },
  accountDeleted(c: MailContext, p: { prenom: string | null }): RenderedMail {
    return renderMail(c, `${c.clientName} : votre compte a été supprimé`, [
      hello(p.prenom),
      'Votre compte de l’espace adhérent a été supprimé. Vos contrats et vos garanties ne changent pas : vous pouvez recréer un compte à tout moment.',
      warnIfNotYou,
    ]);
  },
  protectionChanged(c: MailContext, p: { prenom: string | null; what: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : protection de votre compte`, [hello(p.prenom), p.what, warnIfNotYou]);
  },
  /** A change made to the account by the member service (issue 14): what, and whom to call. */
  accountChangedByStaff(c: MailContext, p: { prenom: string | null; subject: string; what: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : ${p.subject}`, [
      hello(p.prenom),
      p.what,
      'Pour toute question, contactez votre service adhérents.',
    ]);
  },
  securityCode(c: MailContext, p: { code: string; minutes: number; purpose: string }): RenderedMail {
    return renderMail(c, `${c.clientName} : votre code de sécurité`, [
      'Bonjour,',
      `Voici votre code de sécurité pour ${p.purpose} :`,
      { code: p.code },
      `Il est valable ${p.minutes} minutes. Ne le communiquez à personne : ${c.clientName} ne vous le demandera jamais.`,
      notYou,
    ]);
  },
};

export function securityCodeSms(c: MailContext, p: { code: string; minutes: number }): string {
  return `${c.clientName} : votre code de sécurité est ${p.code}. Valable ${p.minutes} min. Ne le communiquez à personne.`;
}
