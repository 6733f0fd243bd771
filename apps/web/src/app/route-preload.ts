/**
 * The code of the screen being opened starts loading with the app, in parallel with the client
 * configuration and the session it waits for, instead of after them (Lighthouse LCP, decision 023).
 * The same modules as lazy-pages.tsx: the browser fetches each chunk once.
 */
const screens: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/login$/, () => import('@/features/login/components/login-page')],
  [/^\/register$/, () => import('@/features/register/components/register-page')],
  [/^\/forgot-password$/, () => import('@/features/password/components/forgot-password-page')],
  [/^\/page\//, () => import('@/features/static-pages/components/static-page')],
  [/^\/cookies$/, () => import('@/features/static-pages/components/cookies-page')],
  [/^\/verification(\/|$)/, () => import('@/features/verification/components/verification-page')],
];

/** `path`: the server path (/login) or the hash route (/register) about to render. */
export function preloadScreen(path: string): void {
  const found = screens.find(([pattern]) => pattern.test(path));
  // A failure shows when the route itself renders: nothing to report twice.
  found?.[1]().catch(() => undefined);
}
