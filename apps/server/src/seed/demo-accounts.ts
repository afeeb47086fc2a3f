/** The demo accounts the README lists; all share one password. */
export const DEMO_PASSWORD = 'Demo#2026';

export const DEMO_CUSTOMERS = [
  { code: 'BAYBIS', name: 'Bayside Bistro', city: 'Portland', state: 'ME', zip: '04101', priceLevel: 2, requiredPO: false, defaultPO: '' },
  { code: 'HARGRL', name: 'Harbor Grill & Oyster Bar', city: 'Portland', state: 'ME', zip: '04102', priceLevel: 3, requiredPO: true, defaultPO: 'HG-STANDING' },
  { code: 'MAPLEC', name: 'Maple Street Cafe', city: 'South Portland', state: 'ME', zip: '04106', priceLevel: 1, requiredPO: false, defaultPO: '' },
  { code: 'NORTAV', name: 'Northwind Tavern', city: 'Westbrook', state: 'ME', zip: '04092', priceLevel: 2, requiredPO: false, defaultPO: '' },
  { code: 'PINEDL', name: 'Pine Hill Deli', city: 'Falmouth', state: 'ME', zip: '04105', priceLevel: 4, requiredPO: false, defaultPO: '' },
  { code: 'STMARY', name: "St. Mary's School Cafeteria", city: 'Gorham', state: 'ME', zip: '04038', priceLevel: 5, requiredPO: true, defaultPO: '' },
  { code: 'CASCOB', name: 'Casco Bay Catering', city: 'Yarmouth', state: 'ME', zip: '04096', priceLevel: 3, requiredPO: false, defaultPO: '' },
  { code: 'LIGHTH', name: 'Lighthouse Pizza Co.', city: 'Scarborough', state: 'ME', zip: '04074', priceLevel: 1, requiredPO: false, defaultPO: '' },
] as const;

export const DEMO_USERS = [
  { username: 'admin', name: 'Alex Admin', kind: 'customer', isAdmin: true, customerCode: 'HARGRL', email: 'admin@example.com' },
  { username: 'customer', name: 'Casey Customer', kind: 'customer', isAdmin: false, customerCode: 'BAYBIS', email: 'orders@baysidebistro.example' },
  { username: 'sales', name: 'Sam Salesperson', kind: 'salesperson', isAdmin: false, customerCode: null, email: 'sam@harborfoods.example' },
  { username: 'consumer@example.com', name: 'Connie Consumer', kind: 'consumer', isAdmin: false, customerCode: null, email: 'consumer@example.com' },
] as const;

/** The customers the salesperson may act for. */
export const SALES_CUSTOMERS = ['BAYBIS', 'HARGRL', 'MAPLEC', 'NORTAV', 'PINEDL', 'CASCOB'] as const;
