import { createContext, useContext, type ComponentType } from "react";
import { useSearchParams } from "react-router";
import type { DocumentKindId } from "@shared/documents/registry";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { WizardPanel } from "./wizard-panel";

/** A tab of a module page: information (a component), the wizard of one catalog entry, or information then a wizard. */
export interface ModuleTab {
  id: string;
  label: string;
  content?: ComponentType;
  wizard?: DocumentKindId;
}

const OpenTabContext = createContext<(id: string) => void>(() => undefined);

/** Lets information content send the person to another tab (the quick-start buttons, "Start the letter"...). */
export function useOpenTab(): (id: string) => void {
  return useContext(OpenTabContext);
}

/** The tabs of a module page; the open tab lives in the address (?tab=...), so it can be linked and survives a reload. */
export function ModuleTabs({ label, tabs }: { label: string; tabs: readonly ModuleTab[] }) {
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
              {tab.wizard && <WizardPanel kindId={tab.wizard} />}
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </OpenTabContext.Provider>
  );
}
