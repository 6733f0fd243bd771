import { lazy, useState, type ComponentType } from 'react';

/** The props of the component a module exports under `K`. */
type PropsOf<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P & object : never;

/**
 * A screen loaded with its route: `lazyScreen(() => import('…'), 'ExportName')`. `preload()` fetches
 * it ahead (route-preload.ts); once loaded, the screen renders at once, where React.lazy would still
 * suspend on its first render, show the spinner and keep it at least 300 ms (Suspense throttling).
 * Each mount keeps the component it started with. `load()` gives the module itself, fetched once.
 */
export function lazyScreen<M extends { [key in K]: ComponentType<never> }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  type P = PropsOf<M, K>;
  let loaded: ComponentType<P> | undefined;
  let module: Promise<M> | undefined;
  // A failed fetch (network) is not kept: the next attempt — a preload, or the screen mounted
  // again — fetches again (React.lazy would keep the failure for good, so it is made anew).
  const loadModule = () =>
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      Lazy = makeLazy();
      throw error;
    }));
  const preload = () =>
    loadModule().then((m) => {
      loaded = m[name] as unknown as ComponentType<P>;
      return loaded;
    });
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, load: loadModule });
}
