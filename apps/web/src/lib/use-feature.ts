import { isFeatureVisible } from '@portail/shared/feature-rules';
import { useClientConfig } from './api/get-client-config';
import { useCurrentNumContrat } from './contrats-context';

/** §6: `useFeature('a,b')` is true when any listed feature is visible for the current contract. */
export function useFeature(features: string): boolean {
  const { fonctionnalites } = useClientConfig();
  return isFeatureVisible(fonctionnalites, features, useCurrentNumContrat());
}
