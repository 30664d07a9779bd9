import { type ComponentType, lazy } from "react";

export interface Preloadable<P> {
  /** Renders the module's component: at once when it is loaded, through React.lazy before. */
  Component: ComponentType<P>;
  /** Starts loading the module (once); later calls return the same promise. */
  preload: () => Promise<unknown>;
}

/**
 * A component loaded on demand that can be loaded ahead of its first render.
 *
 * React.lazy alone suspends on the first render even when the chunk is already in the browser,
 * and React 19 holds a revealed Suspense boundary back until its fallback has shown for 300 ms:
 * a screen's own requests then start a quarter of a second late on every full page load. Loaded
 * ahead (preloadRoute, while the session is checked), the component renders without suspending.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk (a dropped connection) is tried again on the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy's own wait runs after `Loaded` is set (it waits on the promise preload returns),
  // so a render after the chunk arrives always takes the first branch: never a lazy element that
  // committed and would be swapped (and remounted) later.
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import time, like React.lazy
  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
