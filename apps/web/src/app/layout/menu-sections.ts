import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PaymentOutlined from '@mui/icons-material/PaymentOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { checkAccess, ROUTE_RULES, type AccessContext, type AccessRule } from '../routes/route-access';
import { PATHS } from '../../lib/routes/route-paths';

export type MenuAction = 'switch-customer' | 'switch-ship-method' | 'logout';

export interface MenuItem {
  label: string;
  icon: SvgIconComponent;
  /** A page, guarded by that route's rule. */
  to?: string;
  /** Other paths under which this item shows as the current page. */
  alsoActiveOn?: string[];
  action?: MenuAction;
  /** For actions: what the item needs (pages use their route's rule). */
  rule?: AccessRule;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/** Spec 1 §2 side menu sections; labels beyond the section names are ours (the spec shows none). */
export const MENU_SECTIONS: MenuSection[] = [
  {
    title: 'Products',
    items: [
      { label: 'Products', icon: Inventory2Outlined, to: PATHS.products, alsoActiveOn: ['/product/'] },
      { label: 'Categories', icon: CategoryOutlined, to: PATHS.categories },
      { label: 'Order Guides', icon: ListAltOutlined, to: PATHS.orderGuide, alsoActiveOn: [PATHS.orderGuideEdit] },
    ],
  },
  {
    title: 'Orders',
    items: [
      { label: 'Cart', icon: ShoppingCartOutlined, to: PATHS.cart },
      { label: 'Checkout', icon: ShoppingCartCheckoutOutlined, to: PATHS.checkout },
      { label: 'Standing Orders', icon: EventRepeatOutlined, to: PATHS.standingOrders },
    ],
  },
  {
    title: 'History',
    items: [
      { label: 'Orders', icon: ReceiptLongOutlined, to: PATHS.historyOrders },
      // Not 'Products': a link is read out by its name, and the catalogue is 'Products'.
      { label: 'Product History', icon: HistoryOutlined, to: PATHS.historyProducts },
      { label: 'Credits', icon: AssignmentReturnOutlined, to: PATHS.credits, alsoActiveOn: ['/credits/'] },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Summary', icon: SummarizeOutlined, to: PATHS.accountSummary },
      { label: 'Details', icon: DescriptionOutlined, to: PATHS.accountDetail },
      { label: 'Make Payment', icon: PaymentOutlined, to: PATHS.accountPayment },
      { label: 'Addresses', icon: PlaceOutlined, to: PATHS.accountAddress },
      { label: 'Reports', icon: AssessmentOutlined, to: PATHS.reports },
    ],
  },
  {
    title: 'Admin options',
    items: [
      { label: 'Admin', icon: AdminPanelSettingsOutlined, to: PATHS.admin },
      { label: 'Edit Landing Page', icon: DashboardCustomizeOutlined, to: PATHS.adminLanding },
    ],
  },
  {
    title: 'System',
    items: [
      { label: 'Settings', icon: SettingsOutlined, to: PATHS.settings },
      {
        label: 'Switch Customer',
        icon: SwitchAccountOutlined,
        action: 'switch-customer',
        rule: { entry: 'CustomerSelection', onlyFor: ['Salesperson'], notInPunchout: true },
      },
      // A consumer changes between pickup and delivery without signing out (issue 12); shown only when both are offered.
      {
        label: 'Pickup or Delivery',
        icon: LocalShippingOutlined,
        action: 'switch-ship-method',
        rule: { onlyFor: ['Consumer'], notInPunchout: true },
      },
      { label: 'Preferences', icon: TuneOutlined, to: PATHS.userPreferences },
      // Spec 1 §6: punchout sessions hide logout-related items.
      { label: 'Log Out', icon: LogoutOutlined, action: 'logout', rule: { notInPunchout: true } },
    ],
  },
];

function itemRule(item: MenuItem): AccessRule | undefined {
  return item.to ? ROUTE_RULES[item.to] : item.rule;
}

/** Only items whose route or action is usable now; a section with none disappears. */
export function visibleSections(ctx: AccessContext, sections = MENU_SECTIONS): MenuSection[] {
  return sections
    .map((s) => ({ ...s, items: s.items.filter((item) => checkAccess(itemRule(item), ctx) === 'allowed') }))
    .filter((s) => s.items.length > 0);
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.to === pathname) return true;
  return (item.alsoActiveOn ?? []).some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
