import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
}

/** Full-screen state of the page and a toggle (the top bar's button). */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const toggle = useCallback(() => {
    // Browsers may refuse (iframe, settings); the button then simply does nothing.
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    void request?.catch(() => undefined);
  }, []);
  return { active, toggle };
}
