import { lazy, Suspense } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The editor in a chunk of its own (Tiptap and ProseMirror): screens that show it fetch it then. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
