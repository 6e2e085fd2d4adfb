import { createContext, useContext, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { DocumentModule } from "@shared/documents/kind";
import { kindsOfModule, type AnyDocumentKind } from "@shared/documents/registry";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { WizardPanel } from "./wizard-panel";

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
  kind?: AnyDocumentKind;
}

const OpenTabContext = createContext<(id: string) => void>(() => undefined);

/** Lets information content send the person to another tab (the quick-start buttons, "Start the letter"...). */
export function useOpenTab(): (id: string) => void {
  return useContext(OpenTabContext);
}

/** The catalog's wizard tabs of the module and the page's information tabs, together, by order. */
function useModuleTabs(module: DocumentModule, contentTabs: readonly ContentTab[]): ShownTab[] {
  const { t } = useTranslation(["modules", KINDS_NAMESPACE]);
  const kinds = kindsOfModule(module);
  const catalogTabs = kinds.map((kind): ShownTab => {
    const content = contentTabs.find((tab) => tab.id === kind.place.tab)?.content;
    const label = t(kindTextKeys(kind.kind).tab, { ns: KINDS_NAMESPACE, ...kind.values });
    return { id: kind.place.tab, label, order: kind.place.order, kind, ...(content ? { content } : {}) };
  });
  const pageTabs = contentTabs
    .filter((tab) => !kinds.some((kind) => kind.place.tab === tab.id))
    .map((tab): ShownTab => ({ id: tab.id, label: t(tab.label ?? tab.id), order: tab.order ?? 0, content: tab.content }));
  return [...catalogTabs, ...pageTabs].sort((a, b) => a.order - b.order);
}

/** The tabs of a module page; the open tab lives in the address (?tab=...), so it can be linked and survives a reload. */
export function ModuleTabs({
  module,
  label,
  tabs: contentTabs,
}: {
  module: DocumentModule;
  label: string;
  tabs: readonly ContentTab[];
}) {
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
  return (
    <OpenTabContext.Provider value={openTab}>
      <Tabs value={current} onValueChange={openTab} className="mx-auto max-w-5xl">
        <TabsList aria-label={label} className="w-full justify-start overflow-x-auto sm:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            <h2 className="sr-only">{tab.label}</h2>
            <div className="grid gap-6">
              {tab.content && <tab.content />}
              {tab.kind && <WizardPanel kind={tab.kind} />}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </OpenTabContext.Provider>
  );
}
