import startMailServer from './mail-global-setup';
import { startOidcProvider } from './oidc-provider';

/** What the portal under test talks to: the SMTP server and SMS webhook, and Horizon's OpenID provider. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMail = await startMailServer();
  const stopOidc = await startOidcProvider();
  return async () => {
    await stopOidc();
    await stopMail();
  };
}
