import { useEffect } from 'react';
import { useClientConfig } from './api/get-client-config';

/** document.title is "<page> – <client libelle>". */
export function usePageTitle(title: string): void {
  const { libelle } = useClientConfig();
  useEffect(() => {
    document.title = `${title} – ${libelle}`;
  }, [title, libelle]);
}
