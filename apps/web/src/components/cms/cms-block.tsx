import type { ReactNode } from 'react';
import type { CmsItem } from '@portail/shared/cms';
import { LoadingStatus } from '@/components/ui/loading-status';
import { CmsHtml } from './cms-html';
import { cmsTexts } from './texts';
import { useCmsItem } from './use-cms';

interface CmsBlockProps {
  /** Block list, e.g. 'Display_Email'. */
  name: string;
  itemName: string;
  /** Heading level of the block's title; omit to show no title (the page shows it). */
  titleLevel?: 1 | 2 | 3;
  className?: string;
  /** Shown when the block could not be loaded (after the §8 toast). */
  fallback?: ReactNode;
  /** Custom rendering of the loaded item. */
  children?: (item: CmsItem) => ReactNode;
}

/** One CMS block: loading state, sanitised content, and the §8 failure message. */
export function CmsBlock({ name, itemName, titleLevel, className, fallback = null, children }: CmsBlockProps) {
  const { data, isLoading, isError } = useCmsItem(name, itemName);
  if (isLoading) return <LoadingStatus label={cmsTexts.loading} />;
  if (isError || !data) return <>{fallback}</>;
  if (children) return <>{children(data)}</>;
  const Title = titleLevel ? (`h${titleLevel}` as const) : null;
  return (
    <div className={className}>
      {Title && data.title && <Title>{data.title}</Title>}
      <CmsHtml html={data.content} />
    </div>
  );
}
