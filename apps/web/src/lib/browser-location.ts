/** Full-page navigations go through this object so that tests can observe them. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Path, query and hash of the current page, e.g. "/#/espace-adherent". */
  current(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
};
