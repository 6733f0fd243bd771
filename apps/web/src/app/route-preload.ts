import type { QueryClient } from '@tanstack/react-query';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { cmsItemQueryKey, fetchCmsItem } from '@/lib/api/cms-item';
import { readPageBootstrap } from './startup-data';
import { LazyCookiesPage, LazyMemberAreaLayout, LazyStaticPage, LazyVerificationPage } from './lazy-pages';

/** The CMS text of a static page, asked by the app's own code: no module to fetch first. */
function prefetchStaticPage(queryClient: QueryClient, pageName: string) {
  return queryClient.prefetchQuery({
    queryKey: cmsItemQueryKey(cmsBlockNames.pagesStatiques, pageName),
    queryFn: ({ signal }) => fetchCmsItem(cmsBlockNames.pagesStatiques, pageName, signal),
    retry: false,
  });
}

type Preload = (match: RegExpMatchArray, queryClient: QueryClient) => Promise<unknown>;

/**
 * The code of the screen being opened starts loading with the app instead of after its first
 * render (Lighthouse LCP, decisions 023 and 027), and so does the content it shows first: a static
 * page's CMS text is asked beside its code, not once the code has run. The screens of
 * lazy-pages.tsx, preloaded through them so that they render without suspending. Form pages are
 * not here: their heading shows first and their code follows the first paint (FormPageFrame).
 */
const screens: ReadonlyArray<readonly [RegExp, Preload]> = [
  [
    /^\/page\/([^/]+)$/,
    ([, pageName], queryClient) =>
      Promise.all([
        LazyStaticPage.preload(),
        // A malformed escape (an old Latin-1 link) rejects here; the page itself says « Page inconnue ».
        Promise.resolve().then(() => prefetchStaticPage(queryClient, decodeURIComponent(pageName!))),
      ]),
  ],
  [/^\/cookies$/, () => LazyCookiesPage.preload()],
  // A member's page (its contract list came with it): the member area and the screen it opens on,
  // in one go (issue 25). Anyone else is sent elsewhere by the area's guard: nothing to fetch.
  [
    /^\/espace-adherent(?:\/(.*))?$/,
    ([, screen], queryClient) =>
      readPageBootstrap()?.contrats
        ? Promise.all([
            LazyMemberAreaLayout.preload(),
            LazyMemberAreaLayout.load().then((m) => m.preloadMemberArea(screen ?? '', queryClient)),
          ])
        : Promise.resolve(),
  ],
  [/^\/verification(\/|$)/, () => LazyVerificationPage.preload()],
];

/** Longest wait for a screen's code and content before the app renders anyway (with its spinner). */
const preloadWaitMs = 1500;

/**
 * `path`: the server path (/login) or the hash route (/register) about to render. Resolves when
 * what it fetched is there, failed, or took longer than 1.5 s; at once for other screens.
 */
export function preloadScreen(path: string, queryClient: QueryClient): Promise<void> {
  for (const [pattern, preload] of screens) {
    const match = path.match(pattern);
    if (!match) continue;
    // A failure shows when the route itself renders: nothing to report twice.
    const loaded = preload(match, queryClient).then(
      () => undefined,
      () => undefined,
    );
    const late = new Promise<void>((resolve) => window.setTimeout(resolve, preloadWaitMs));
    return Promise.race([loaded, late]);
  }
  return Promise.resolve();
}
