import { createContext, type ReactNode } from 'react';
import type { PublicClientConfig } from '@portail/shared/client-config';

/**
 * The welcome page drawn with a configuration not yet saved (the back office's live preview). The
 * app provides it, since the shell and the welcome page are not a feature's to import.
 */
export const WelcomePreviewContext = createContext<((config: PublicClientConfig) => ReactNode) | null>(null);
