import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * A part of the screen the first paint can do without (a menu, the drawer, the toasts' region): its code is not
 * loaded with the page's but once the page has painted, and `placeholder` keeps its place until it is in.
 */
export function afterPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function AfterPaint(props: Props) {
    // Effects run after the browser has painted what rendered with them.
    const [painted, setPainted] = useState(false);
    useEffect(() => setPainted(true), []);
    if (!painted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
