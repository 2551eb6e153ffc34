import { IconCalendar, IconCash, IconChartBar, IconHome } from '@tabler/icons-react';
import { QuickActions as QuickActionsCard, type QuickAction } from '../../../ui/QuickActions';

// Spec 001 §2's order: My Properties, Calendar, Payouts, Analytics.
const actions: readonly QuickAction[] = [
  { label: 'My Properties', to: '/host/properties', icon: IconHome },
  { label: 'Calendar', to: '/host/calendar', icon: IconCalendar },
  { label: 'Payouts', to: '/payouts', icon: IconCash },
  { label: 'Analytics', to: '/host/analytics', icon: IconChartBar },
];

/** The dashboard's quick actions (spec 001 §2). */
export function QuickActions() {
  return <QuickActionsCard actions={actions} />;
}
