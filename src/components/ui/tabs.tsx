import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** What a {@link TabsContent} needs from its {@link Tabs}: the ids' base and the open tab. */
interface TabsState {
  baseId: string;
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
}

const TabsStateContext = createContext<TabsState | null>(null);

/** `id` of a tab (WAI-ARIA Tabs pattern: the panel's `aria-labelledby` names it). */
function triggerId(baseId: string, value: string): string {
  return `${baseId}-trigger-${value}`;
}

/** `id` of a tab panel (the tab's `aria-controls` names it). */
function contentId(baseId: string, value: string): string {
  return `${baseId}-content-${value}`;
}

/**
 * Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. One column no wider than
 * the container (`grid-cols-1`, i.e. `minmax(0, 1fr)`): a panel whose content is wide at its
 * narrowest (the Full Calendar's month view, whose entries do not wrap) must not widen the page on
 * a phone.
 *
 * Controlled (`value` with `onValueChange`) or not (`defaultValue`), as Radix's root. The open
 * tab is kept here too, for {@link TabsContent}.
 */
export function Tabs({
  className,
  value: givenValue,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = givenValue ?? ownValue;
  return (
    <TabsStateContext.Provider value={{ baseId, value, orientation }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('grid grid-cols-1 gap-6', className)}
        value={value}
        onValueChange={(next) => {
          setOwnValue(next);
          onValueChange?.(next);
        }}
        orientation={orientation}
        {...props}
      />
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex flex-wrap justify-center gap-2 rounded-lg bg-slate-100 p-1.5 outline-none',
        className,
      )}
      {...props}
    />
  );
}

/** A tab (Radix's trigger, with the ids {@link TabsContent} gives its panel). */
export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const tabs = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'rounded-md px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-white/70 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
        className,
      )}
      value={value}
      id={triggerId(tabs.baseId, value)}
      aria-controls={contentId(tabs.baseId, value)}
      {...props}
    />
  );
}

/**
 * A tab panel: `role="tabpanel"`, labelled by its tab, focusable, with its content mounted only
 * while its tab is open (the markup of Radix's `Tabs.Content`).
 *
 * Ours rather than Radix's: Radix wraps each panel in `Presence` (for exit animations, which no
 * panel has), whose ref and layout effect set state while React commits. Such an update is
 * synchronous, so React then runs every effect of the page and renders again in the same task:
 * hydrating `/events` or `/about` made one long task of it (issue 35 "Less work on first paint").
 *
 * @param value - the tab's value, as given to its {@link TabsTrigger}.
 */
export function TabsContent({
  className,
  value,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'id' | 'role'> & { value: string }) {
  const tabs = useTabsState('TabsContent');
  const open = tabs.value === value;
  return (
    <div
      data-slot="tabs-content"
      data-state={open ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!open}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      className={cn('focus-visible:outline-offset-4', className)}
      {...props}
    >
      {open && children}
    </div>
  );
}

/** @throws Error when `part` is rendered outside {@link Tabs}. */
function useTabsState(part: string): TabsState {
  const tabs = useContext(TabsStateContext);
  if (!tabs) throw new Error(`${part} must be rendered inside Tabs`);
  return tabs;
}
