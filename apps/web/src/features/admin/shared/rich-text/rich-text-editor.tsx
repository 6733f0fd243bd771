import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cleanEditorHtml } from './editor-html';
import { ImageDialog, type RichTextImageSource } from './image-dialog';
import { LinkDialog, type LinkChoice } from './link-dialog';
import { richTextExtensions } from './rich-text-extensions';
import { richTextTexts as t } from './rich-text-texts';
import { RichTextToolbar } from './rich-text-toolbar';
import '@/components/cms/cms.css';
import './rich-text.css';

export type { RichTextImageSource } from './image-dialog';

export interface RichTextEditorProps {
  /** The editable area's id (the toolbar controls it; errors may point at it). */
  id: string;
  /** Visible label, also naming the toolbar. */
  label: string;
  /** HTML of the CMS allow-list. */
  value: string;
  /** Receives the HTML sanitised with the shared allow-list, exactly what the portal will render ('' when empty). */
  onChange(html: string): void;
  invalid?: boolean;
  /** Ids of the help and error texts of the field. */
  describedBy?: string;
  /** Images of the CMS store; without it the toolbar has no image button. */
  imageUpload?: RichTextImageSource;
}

/**
 * Rich text of CMS blocks, FAQ answers and notifications (issue 15, decision 032): Tiptap
 * (ProseMirror) limited to the CMS allow-list, with a French ARIA toolbar usable by keyboard only.
 * Loaded only by the back office, in a chunk of its own.
 */
export function RichTextEditor({ id, label, value, onChange, invalid, describedBy, imageUpload }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const keysId = `${id}-keys`;
  const [extensions] = useState(richTextExtensions);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const lastValue = useRef(value);
  const toolbar = useRef<{ focus(): void }>(null);

  const editor = useEditor({
    extensions,
    content: cleanEditorHtml(value),
    shouldRerenderOnTransaction: false,
    // Tiptap's own <style> element would break the CSP (style-src 'self'): its rules are in rich-text.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': [keysId, describedBy].filter(Boolean).join(' '),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__content cms-content',
      },
      handleKeyDown: (_view, event) => {
        if (!(event.altKey && event.key === 'F10')) return false;
        toolbar.current?.focus();
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = cleanEditorHtml(current.getHTML());
      if (html === lastValue.current) return;
      lastValue.current = html;
      onChange(html);
    },
  });

  // A value set from outside (a version restored, a form reset) replaces the text, without an echo.
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    editor.commands.setContent(cleanEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  function applyLink(choice: LinkChoice) {
    setDialog(null);
    const attributes = {
      href: choice.href,
      target: choice.newTab ? '_blank' : null,
      rel: choice.newTab ? 'noopener noreferrer' : null,
    };
    const chain = editor.chain().focus();
    if (choice.text)
      chain.insertContent({ type: 'text', text: choice.text, marks: [{ type: 'link', attrs: attributes }] }).run();
    else chain.extendMarkRange('link').setCmsLink(attributes).run();
  }

  const current = editor.getAttributes('link');
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <span className="rich-text__label" id={labelId}>
        {label}
      </span>
      <RichTextToolbar
        ref={toolbar}
        editor={editor}
        label={label}
        editorId={id}
        onLink={() => setDialog('link')}
        onImage={imageUpload ? () => setDialog('image') : undefined}
      />
      <EditorContent editor={editor} />
      <p className="rich-text__keys" id={keysId}>
        {t.keyboardHelp}
      </p>
      {dialog === 'link' && (
        <LinkDialog
          initial={{ href: String(current.href ?? ''), newTab: current.target === '_blank' }}
          asksText={editor.state.selection.empty && !editor.isActive('link')}
          onApply={applyLink}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
        />
      )}
      {dialog === 'image' && imageUpload && (
        <ImageDialog
          source={imageUpload}
          onInsert={(image) => {
            setDialog(null);
            editor.chain().focus().setImage(image).run();
          }}
          onClose={() => {
            setDialog(null);
            editor.commands.focus();
          }}
        />
      )}
    </div>
  );
}
