import { defaultHttpMessage } from '@portail/shared/messages';

export const serviceUnavailableTexts = {
  title: defaultHttpMessage(503),
  logout: 'Déconnexion',
} as const;
