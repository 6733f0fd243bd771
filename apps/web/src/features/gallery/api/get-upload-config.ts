import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorizedType } from '@portail/shared/file-types';
import { apiJson } from '@/lib/api-client';

export interface UploadConfig {
  demo: boolean;
  maxFileSize: number;
  totalQueueSize: number;
  queueLimit: number;
  authorizedTypes: AuthorizedType[];
}

function getUploadConfig(): Promise<UploadConfig> {
  return apiJson<UploadConfig>('/api/uploads/config');
}

const uploadConfigQueryOptions = queryOptions({
  queryKey: ['uploads', 'config'],
  queryFn: getUploadConfig,
  staleTime: Infinity,
});

export function useUploadConfig() {
  return useQuery(uploadConfigQueryOptions);
}
