import { useEditorState, type Editor } from '@tiptap/react';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { toolbarHeadingLevels } from './rich-text-extensions';
import { richTextTexts as t } from './rich-text-texts';
import { useRovingToolbar } from './use-roving-toolbar';

interface ToolbarButton {
  key: string;
  label: ReactNode;
  name: string;
  /** A toggle: aria-pressed tells its state. */
  pressed?: boolean;
  disabled?: boolean;
  run(): void;
  separatorBefore?: boolean;
}

interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  editorId: string;
  onLink(): void;
  onImage?: () => void;
  /** Focuses the toolbar's current button (Alt+F10 from the text). */
  ref: Ref<{ focus(): void }>;
}

/** The editor's French toolbar (§9): a real ARIA toolbar, one tab stop, arrows between buttons. */
export function RichTextToolbar({ editor, label, editorId, onLink, onImage, ref }: RichTextToolbarProps) {
  const { ref: toolbarRef, onKeyDown, active, setActive, focusActive } = useRovingToolbar();
  useImperativeHandle(ref, () => ({ focus: focusActive }), [focusActive]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      headings: toolbarHeadingLevels.map((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    {
      key: 'p',
      name: t.paragraph,
      label: t.paragraph,
      pressed: state.paragraph,
      run: () => chain().setParagraph().run(),
    },
    ...toolbarHeadingLevels.map((level, i) => ({
      key: `h${level}`,
      name: t.heading(level),
      label: t.heading(level),
      pressed: state.headings[i],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    {
      key: 'b',
      name: t.bold,
      label: <strong>{t.bold}</strong>,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      separatorBefore: true,
    },
    {
      key: 'i',
      name: t.italic,
      label: <em>{t.italic}</em>,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'ul',
      name: t.bulletList,
      label: t.bulletList,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      separatorBefore: true,
    },
    {
      key: 'ol',
      name: t.orderedList,
      label: t.orderedList,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'a', name: t.link, label: t.link, pressed: state.link, run: onLink, separatorBefore: true },
    {
      key: 'unlink',
      name: t.unlink,
      label: t.unlink,
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetCmsLink().run(),
    },
    ...(onImage ? [{ key: 'img', name: t.image, label: t.image, run: onImage }] : []),
    {
      key: 'undo',
      name: t.undo,
      label: t.undo,
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      separatorBefore: true,
    },
    { key: 'redo', name: t.redo, label: t.redo, disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t.toolbar(label)}
      aria-controls={editorId}
      className="rich-text__toolbar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          editor.commands.focus();
        } else onKeyDown(event);
      }}
    >
      {buttons.map((button, index) => (
        <span key={button.key} className={button.separatorBefore ? 'rich-text__group-start' : undefined}>
          <button
            type="button"
            className="rich-text__button"
            data-toolbar-item
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setActive(index)}
            aria-pressed={button.pressed === undefined ? undefined : button.pressed}
            aria-disabled={button.disabled || undefined}
            // The mouse keeps the text's selection: the button acts on it instead of taking focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !button.disabled && button.run()}
          >
            {button.label}
          </button>
        </span>
      ))}
    </div>
  );
}
