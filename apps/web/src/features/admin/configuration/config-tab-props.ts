import type { ConfigurationClient } from '@portail/shared/admin/configuration-api';

/** What every tab of « Configuration du client » is given. */
export interface TabProps {
  config: ConfigurationClient;
  readOnly: boolean;
  /** Reads the configuration again (after a 409). */
  onReload(): void;
}
