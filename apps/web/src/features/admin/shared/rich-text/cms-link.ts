import { Mark } from '@tiptap/core';
import { isSafeHref } from '@portail/shared/cms-html-policy';

interface CmsLinkAttributes {
  href: string;
  /** '_blank' for a new tab (rel then noopener noreferrer), null for the portal's frame modal. */
  target: string | null;
  rel: string | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    cmsLink: {
      setCmsLink: (attributes: CmsLinkAttributes) => ReturnType;
      unsetCmsLink: () => ReturnType;
    };
  }
}

/**
 * Links of CMS text, with the portal's link rule (isSafeHref) and only the attributes the
 * allow-list keeps. Tiptap's own link extension brings an autolinker (linkifyjs and its list of
 * domains) this editor does not use.
 */
export const CmsLink = Mark.create({
  name: 'link',
  priority: 1000,
  keepOnSplit: false,
  exitable: true,
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null },
      target: { default: null, parseHTML: (el) => (el.getAttribute('target') === '_blank' ? '_blank' : null) },
      rel: {
        default: null,
        parseHTML: (el) => (el.getAttribute('target') === '_blank' ? 'noopener noreferrer' : null),
      },
      title: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (el) => (isSafeHref(el.getAttribute('href') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setCmsLink:
        (attributes) =>
        ({ chain }) =>
          isSafeHref(attributes.href) && chain().setMark(this.name, attributes).run(),
      unsetCmsLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
});
