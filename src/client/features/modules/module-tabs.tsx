import { createContext, lazy, Suspense, useContext, useEffect, useRef, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { DocumentModule } from "@shared/documents/kind";
import type { DocumentKindId } from "@shared/documents/registry";
import { LoadingState } from "@client/components/loading-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { i18n } from "@client/i18n/i18n";
import { WIZARD_TABS } from "@client/wizard/wizard-tabs";

/**
 * A tab's wizard, its code (with the document catalog) and its words (the wizard's and its field messages) loaded
 * when the tab first opens, in parallel: a page whose open tab explains does not download or run any wizard's.
 */
const WizardPanel = lazy(() =>
  Promise.all([import("./wizard-panel"), i18n.loadNamespaces(["wizard", "validation"])]).then(([panel]) => ({
    default: panel.WizardPanel,
  })),
);

/**
 * A module page's own tab of information. With the id of a catalog kind's tab (its `place.tab`) it is shown in
 * that tab, before the wizard, and takes the tab's label and order from the catalog; otherwise it needs both.
 */
export interface ContentTab {
  id: string;
  /** A key of the "modules" namespace. */
  label?: string;
  order?: number;
  content: ComponentType;
}

interface ShownTab {
  id: string;
  label: string;
  order: number;
  content?: ComponentType;
  /** The catalog kind whose wizard the tab shows. */
  kind?: DocumentKindId;
}

const OpenTabContext = createContext<(id: string) => void>(() => undefined);

/** Lets information content send the person to another tab (the quick-start buttons, "Start the letter"...). */
export function useOpenTab(): (id: string) => void {
  return useContext(OpenTabContext);
}

/** The catalog's wizard tabs of the module and the page's information tabs, together, by order. */
function useModuleTabs(module: DocumentModule, contentTabs: readonly ContentTab[]): ShownTab[] {
  const { t } = useTranslation(["modules", KINDS_NAMESPACE]);
  const wizards = WIZARD_TABS[module];
  const catalogTabs = wizards.map(({ kind, tab, order }): ShownTab => {
    const content = contentTabs.find((contentTab) => contentTab.id === tab)?.content;
    const label = t(kindTextKeys(kind).tab, { ns: KINDS_NAMESPACE });
    return { id: tab, label, order, kind, ...(content ? { content } : {}) };
  });
  const pageTabs = contentTabs
    .filter((tab) => !wizards.some((wizard) => wizard.tab === tab.id))
    .map((tab): ShownTab => ({ id: tab.id, label: t(tab.label ?? tab.id), order: tab.order ?? 0, content: tab.content }));
  return [...catalogTabs, ...pageTabs].sort((a, b) => a.order - b.order);
}

/** How long a tab's content may take to arrive (its script, its words) before the panel itself takes the focus. */
const FOCUS_WAIT_MS = 3000;

/**
 * Focuses what `target` finds once it is shown (the tab's content may still be loading, and the page may be hidden
 * behind its loading state meanwhile), checking each frame; after FOCUS_WAIT_MS, the panel itself.
 */
function focusWhenShown(panel: HTMLElement, target: () => HTMLElement | null): () => void {
  const until = performance.now() + FOCUS_WAIT_MS;
  let frame = 0;
  const check = () => {
    const found = target();
    if (found?.checkVisibility()) found.focus();
    else if (performance.now() > until) panel.focus();
    else frame = requestAnimationFrame(check);
  };
  check();
  return () => cancelAnimationFrame(frame);
}

/** The tabs of a module page; the open tab lives in the address (?tab=...), so it can be linked and survives a reload. */
/** Read by screen readers always; on screen only while a tab has the keyboard's focus. */
const HINT_CLASSES = [
  "pointer-events-none sr-only",
  "group-has-[:focus-visible]:not-sr-only group-has-[:focus-visible]:absolute group-has-[:focus-visible]:top-full",
  "group-has-[:focus-visible]:left-0 group-has-[:focus-visible]:z-10 group-has-[:focus-visible]:mt-1",
  "group-has-[:focus-visible]:rounded-md group-has-[:focus-visible]:bg-slate-900 group-has-[:focus-visible]:px-3",
  "group-has-[:focus-visible]:py-1.5 group-has-[:focus-visible]:text-sm group-has-[:focus-visible]:text-white",
].join(" ");

export function ModuleTabs({
  module,
  label,
  hint,
  tabs: contentTabs,
}: {
  module: DocumentModule;
  label: string;
  /**
   * How to move between the tabs by keyboard, shown while a tab has the keyboard's focus. Its words come from the
   * page, whose catalog is loaded: a catalog loaded here would suspend and remount the wizards in the tabs.
   */
  hint: string;
  tabs: readonly ContentTab[];
}) {
  const { t } = useTranslation("modules");
  const tabs = useModuleTabs(module, contentTabs);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const current = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]!.id;
  const openTab = (id: string) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set("tab", id);
      return next;
    });
    window.scrollTo({ top: 0 });
  };
  // A button in a tab's content (not the tab list, where arrow keys move between tabs) takes her to the opened tab:
  // to its wizard's heading when the wizard is all it holds, else to the panel itself, so a keyboard or screen reader
  // goes on from there.
  const panels = useRef(new Map<string, HTMLElement>());
  const focusOnOpen = useRef(false);
  const explainsFirst = tabs.some((tab) => tab.id === current && tab.content);
  const openFromContent = (id: string) => {
    focusOnOpen.current = true;
    openTab(id);
  };
  useEffect(() => {
    if (!focusOnOpen.current) return undefined;
    focusOnOpen.current = false;
    const panel = panels.current.get(current);
    if (!panel) return undefined;
    // A tab that explains before its wizard is read from its start.
    return focusWhenShown(panel, () =>
      explainsFirst ? (panel.childElementCount > 0 ? panel : null) : panel.querySelector<HTMLElement>("[data-focus-on-open]"),
    );
  }, [current, explainsFirst]);
  return (
    <OpenTabContext.Provider value={openFromContent}>
      <Tabs value={current} onValueChange={openTab} className="mx-auto max-w-5xl">
        <div className="group relative">
          <TabsList
            aria-label={label}
            aria-describedby={`${module}-tabs-hint`}
            className="w-full justify-start overflow-x-auto sm:w-auto"
          >
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Over the content below, not pushing it down: a tap just after must land where it was aimed. */}
          <p id={`${module}-tabs-hint`} className={HINT_CLASSES}>
            {hint}
          </p>
        </div>
        {tabs.map((tab) => (
          <TabsContent
            key={tab.id}
            value={tab.id}
            ref={(panel) => {
              if (panel) panels.current.set(tab.id, panel);
              else panels.current.delete(tab.id);
            }}
          >
            <h2 className="sr-only">{tab.label}</h2>
            {/* A tab whose words or code are still coming shows it is loading, never its keys; the tabs stay. */}
            <Suspense fallback={<LoadingState status={t("tabLoading")} shape="panels" />}>
              <div className="grid gap-6">
                {tab.content && <tab.content />}
                {tab.kind && <WizardPanel kind={tab.kind} />}
              </div>
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </OpenTabContext.Provider>
  );
}
