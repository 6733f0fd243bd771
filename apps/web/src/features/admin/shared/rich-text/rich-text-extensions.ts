import { Node, type Extensions } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Image } from '@tiptap/extension-image';
import { Italic } from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { Gapcursor, UndoRedo } from '@tiptap/extensions';
import { cmsImagePath } from '@portail/shared/cms-html-policy';
import { CmsLink } from './cms-link';
import { cleanTableHtml } from './editor-html';
import { richTextTexts as t } from './rich-text-texts';

/** The block formats the toolbar offers (§9: p and h4 to h6); h2 and h3 of existing content are kept. */
export const toolbarHeadingLevels = [4, 5, 6] as const;

/**
 * A table of existing content (the cookie policy's), kept whole as its sanitised HTML: the toolbar
 * does not edit tables, and dropping them would lose a page's content on its first edit.
 */
const KeptTable = Node.create({
  name: 'keptTable',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return { html: { default: '', parseHTML: (element) => cleanTableHtml(element.outerHTML), rendered: false } };
  },
  parseHTML() {
    return [{ tag: 'table' }];
  },
  renderHTML({ node }) {
    const template = document.createElement('template');
    template.innerHTML = String(node.attrs.html);
    return template.content.firstElementChild ?? ['table'];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'rich-text__kept-table';
      dom.setAttribute('contenteditable', 'false');
      const note = document.createElement('p');
      note.className = 'rich-text__kept-note';
      note.textContent = t.table;
      const template = document.createElement('template');
      template.innerHTML = String(node.attrs.html);
      dom.append(note, template.content);
      return { dom };
    };
  },
});

/** Tab and Shift+Tab leave the editor as everywhere else (no keyboard trap in lists, WCAG 2.1.2). */
const PlainListItem = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/** Images of the portal's store only, with their text alternative and nothing else. */
const StoreImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (img) => (cmsImagePath.test(img.getAttribute('src')?.trim() ?? '') ? null : false) },
    ];
  },
});

/** Only what the CMS allow-list keeps (packages/shared/src/cms-html-policy.ts), nothing more. */
export function richTextExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Heading.configure({ levels: [2, 3, 4, 5, 6] }),
    Bold,
    Italic,
    BulletList,
    OrderedList,
    PlainListItem,
    CmsLink,
    StoreImage.configure({ inline: false, allowBase64: false }),
    KeptTable,
    UndoRedo,
    Gapcursor,
  ];
}
