import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. One column no wider than
 * the container (`grid-cols-1`, i.e. `minmax(0, 1fr)`): a panel whose content is wide at its
 * narrowest (the Full Calendar's month view, whose entries do not wrap) must not widen the page on
 * a phone.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root data-slot="tabs" className={cn('grid grid-cols-1 gap-6', className)} {...props} />
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

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'rounded-md px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-white/70 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}
