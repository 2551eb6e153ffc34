/**
 * Browser APIs that jsdom lacks and Mantine touches while rendering: without them a component test fails on
 * a missing function rather than on what it checks. Installed once per test file, before the first render.
 */
let installed = false;

export function installDomShims(): void {
  if (installed) return;
  installed = true;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  // jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
