/**
 * The categories of the distributor, and for each category the items, variants, pack
 * sizes, brands and price ranges the bench's large-catalogue generator combines. The
 * demo catalogue of `npm start` is written out product by product under demo-catalogue/;
 * it takes its categories, storage and origins from here. Brands are invented.
 */

/**
 * How a category's products are sold. Every product carries CS, EA and LB units
 * (stock conversions from its pack); the scheme says which are sold and priced:
 * catchWeight: stock LB, sold by CS or EA, priced per LB;
 * byWeight:    stock LB, sold and priced by CS or LB;
 * caseEach:    stock EA, sold and priced by CS or EA;
 * beverage:    stock EA, sold and priced by CS or EA, EA in multiples of 6;
 * caseOnly:    stock EA, sold and priced by CS only.
 * A unit neither sold nor priced still converts (shipping weight, counts).
 */
export type UnitScheme = 'catchWeight' | 'byWeight' | 'caseEach' | 'beverage' | 'caseOnly';
export type Storage = 'Refrigerated' | 'Frozen' | 'Dry';

export interface MainCategorySpec {
  code: string;
  description: string;
  /** Base hue (0-360) of the category's image tiles. */
  hue: number;
}

/** [eaches per case, size of one each as printed, pounds in one each]. */
export type Pack = readonly [count: number, size: string, eachLb: number];

export interface CategorySpec {
  code: string;
  description: string;
  main: string;
  scheme: UnitScheme;
  storage: Storage;
  items: readonly string[];
  variants: readonly string[];
  packs: readonly Pack[];
  brands: readonly string[];
  origins: readonly string[];
  /** Base price range per pricing unit: per LB for catchWeight, else per CS. */
  price: readonly [number, number];
}

export const MAIN_CATEGORIES: readonly MainCategorySpec[] = [
  { code: 'MEAT', description: 'Meat & Poultry', hue: 4 },
  { code: 'SEAFOOD', description: 'Seafood', hue: 200 },
  { code: 'DAIRY', description: 'Dairy & Eggs', hue: 48 },
  { code: 'PRODUCE', description: 'Produce', hue: 110 },
  { code: 'DRY', description: 'Dry Goods & Baking', hue: 30 },
  { code: 'BEV', description: 'Beverages', hue: 280 },
  { code: 'FROZEN', description: 'Frozen', hue: 190 },
  { code: 'PAPER', description: 'Paper & Disposables', hue: 220 },
  { code: 'CLEAN', description: 'Cleaning & Janitorial', hue: 160 },
];

const HOUSE = ['Harbor Select', 'Harbor Classic'];
const US = ['USA'];

export const CATEGORIES: readonly CategorySpec[] = [
  { code: 'BEEF', description: 'Beef', main: 'MEAT', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Beef Ribeye', 'Beef Strip Loin', 'Beef Tenderloin', 'Beef Brisket', 'Ground Beef', 'Beef Chuck Roll', 'Beef Short Rib', 'Beef Flank Steak', 'Beef Top Sirloin', 'Beef Patty'],
    variants: ['Choice', 'Prime', 'Select', 'Angus Choice', 'Grass Fed', '80/20', '85/15'],
    packs: [[2, '14 LB AVG', 14], [4, '10 LB', 10], [1, '40 LB', 40], [3, '12 LB AVG', 12], [6, '5 LB', 5]],
    brands: [...HOUSE, 'Prairie Gold', 'Red Bluff Ranch'], origins: US, price: [3.2, 19.5] },
  { code: 'PORK', description: 'Pork', main: 'MEAT', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Pork Loin', 'Pork Butt', 'Pork Spare Ribs', 'Pork Baby Back Ribs', 'Pork Chop', 'Pork Tenderloin', 'Ground Pork'],
    variants: ['Boneless', 'Bone-In', 'Center Cut', 'Natural', 'St. Louis Cut'],
    packs: [[2, '9 LB AVG', 9], [4, '8 LB AVG', 8], [1, '35 LB', 35], [6, '5 LB', 5]],
    brands: [...HOUSE, 'Cedar Hollow Farms'], origins: US, price: [1.9, 7.8] },
  { code: 'POULTRY', description: 'Poultry', main: 'MEAT', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Chicken Breast', 'Chicken Thigh', 'Chicken Wings', 'Whole Chicken', 'Chicken Tenderloins', 'Turkey Breast', 'Ground Turkey', 'Duck Breast'],
    variants: ['Boneless Skinless', 'Bone-In', 'Air Chilled', 'Jumbo', 'Natural', 'Split'],
    packs: [[4, '10 LB', 10], [1, '40 LB', 40], [2, '20 LB', 20], [8, '5 LB', 5]],
    brands: [...HOUSE, 'Northfield Farms', 'Golden Roost'], origins: US, price: [1.6, 9.9] },
  { code: 'DELI', description: 'Deli Meats', main: 'MEAT', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Smoked Ham', 'Roast Beef', 'Turkey Breast Deli', 'Genoa Salami', 'Pepperoni', 'Pastrami', 'Capicola', 'Bologna'],
    variants: ['Sliced', 'Whole Log', 'Shaved', 'Low Sodium', 'Honey Cured'],
    packs: [[2, '10 LB AVG', 10], [4, '6 LB AVG', 6], [12, '1 LB', 1], [6, '2 LB', 2]],
    brands: [...HOUSE, 'Old Mill Deli', 'Bellacasa'], origins: US, price: [3.5, 12.5] },
  { code: 'BACON', description: 'Sausage & Bacon', main: 'MEAT', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Bacon', 'Breakfast Sausage Links', 'Italian Sausage', 'Andouille Sausage', 'Bratwurst', 'Chorizo', 'Canadian Bacon'],
    variants: ['Applewood Smoked', 'Hickory Smoked', 'Mild', 'Hot', 'Center Cut', 'Thick Sliced'],
    packs: [[1, '15 LB', 15], [2, '5 LB', 5], [4, '5 LB', 5], [12, '1 LB', 1]],
    brands: [...HOUSE, 'Smokehouse Ridge'], origins: US, price: [2.9, 8.5] },
  { code: 'FISH', description: 'Fresh Fish', main: 'SEAFOOD', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Atlantic Salmon Fillet', 'Cod Loin', 'Haddock Fillet', 'Halibut Fillet', 'Swordfish Steak', 'Yellowfin Tuna Loin', 'Rainbow Trout', 'Pollock Fillet'],
    variants: ['Skin-On', 'Skinless', 'Pin Bone Out', 'Center Cut', 'Wild Caught', 'Sushi Grade'],
    packs: [[1, '10 LB', 10], [2, '5 LB', 5], [4, '3 LB AVG', 3], [1, '20 LB', 20]],
    brands: ['Bluewater Bay', 'Coastal Catch', 'Harbor Select'], origins: ['USA', 'Canada', 'Norway', 'Iceland', 'Chile'], price: [5.5, 24.9] },
  { code: 'SHELL', description: 'Shellfish', main: 'SEAFOOD', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Sea Scallops', 'Shrimp', 'Mussels', 'Littleneck Clams', 'Oysters', 'Lobster Tail', 'Crab Meat', 'Calamari'],
    variants: ['U-10', '16/20', '21/25', 'Dry Pack', 'Peeled & Deveined', 'Live', 'Jumbo Lump'],
    packs: [[1, '10 LB', 10], [4, '2.5 LB', 2.5], [2, '5 LB', 5], [6, '1 LB', 1]],
    brands: ['Coastal Catch', 'Bluewater Bay', 'Casco Shore'], origins: ['USA', 'Canada', 'Ecuador', 'Vietnam'], price: [4.9, 34.5] },
  { code: 'FRZSEA', description: 'Frozen Seafood', main: 'SEAFOOD', scheme: 'catchWeight', storage: 'Frozen',
    items: ['Breaded Fish Portion', 'Beer Battered Cod', 'Popcorn Shrimp', 'Crab Cakes', 'Salmon Portion', 'Tilapia Fillet', 'Fish Sticks'],
    variants: ['IQF', '4 oz', '6 oz', 'Oven Ready', 'Panko Breaded'],
    packs: [[1, '10 LB', 10], [4, '2.5 LB', 2.5], [2, '5 LB', 5]],
    brands: ['Coastal Catch', 'Harbor Select', 'North Sea Kitchen'], origins: ['USA', 'Canada', 'China', 'Iceland'], price: [3.2, 14.9] },
  { code: 'MILK', description: 'Milk & Cream', main: 'DAIRY', scheme: 'caseEach', storage: 'Refrigerated',
    items: ['Whole Milk', '2% Milk', 'Skim Milk', 'Heavy Cream', 'Half & Half', 'Buttermilk', 'Oat Milk', 'Chocolate Milk'],
    variants: ['Gallon', 'Half Gallon', 'Quart', 'Ultra Pasteurized', 'Organic'],
    packs: [[4, '1 GAL', 8.6], [9, '0.5 GAL', 4.3], [12, '1 QT', 2.2], [48, '8 OZ', 0.55]],
    brands: ['Green Meadow Dairy', 'Harbor Classic', 'Pine State Creamery'], origins: US, price: [14, 52] },
  { code: 'CHEESE', description: 'Cheese', main: 'DAIRY', scheme: 'catchWeight', storage: 'Refrigerated',
    items: ['Cheddar Cheese', 'Mozzarella Cheese', 'Swiss Cheese', 'Provolone Cheese', 'American Cheese', 'Parmesan Cheese', 'Feta Cheese', 'Pepper Jack Cheese'],
    variants: ['Sharp', 'Mild', 'Shredded', 'Sliced', 'Block', 'Low Moisture', 'Crumbled'],
    packs: [[4, '5 LB', 5], [2, '10 LB', 10], [6, '2 LB', 2], [8, '5 LB', 5]],
    brands: ['Pine State Creamery', 'Harbor Select', 'Bellacasa'], origins: ['USA', 'Italy', 'Wisconsin'], price: [2.4, 11.5] },
  { code: 'EGGS', description: 'Eggs', main: 'DAIRY', scheme: 'caseEach', storage: 'Refrigerated',
    items: ['Shell Eggs', 'Liquid Whole Eggs', 'Liquid Egg Whites', 'Hard Cooked Eggs'],
    variants: ['Large Grade A', 'Extra Large', 'Cage Free', 'Brown', 'Pasteurized'],
    packs: [[15, '1 DZ', 1.6], [30, '1 DZ', 1.6], [6, '5 LB', 5], [12, '2 LB', 2]],
    brands: ['Sunrise Valley', 'Harbor Classic'], origins: US, price: [28, 78] },
  { code: 'BUTTER', description: 'Butter & Cultured', main: 'DAIRY', scheme: 'caseEach', storage: 'Refrigerated',
    items: ['Butter', 'Sour Cream', 'Cream Cheese', 'Greek Yogurt', 'Cottage Cheese', 'Whipped Butter'],
    variants: ['Salted', 'Unsalted', 'Solids', 'Reddies', 'Plain', 'Vanilla'],
    packs: [[36, '1 LB', 1], [4, '5 LB', 5], [6, '3 LB', 3], [100, '1 OZ', 0.07]],
    brands: ['Green Meadow Dairy', 'Pine State Creamery', 'Harbor Classic'], origins: US, price: [22, 145] },
  { code: 'VEG', description: 'Vegetables', main: 'PRODUCE', scheme: 'byWeight', storage: 'Refrigerated',
    items: ['Roma Tomatoes', 'Green Bell Peppers', 'Broccoli Crowns', 'Carrots', 'Celery', 'Zucchini', 'Cucumbers', 'Mushrooms', 'Green Beans', 'Asparagus'],
    variants: ['Fancy', 'Choice', 'Jumbo', 'Medium', 'Organic', 'Washed'],
    packs: [[1, '25 LB', 25], [1, '20 LB', 20], [1, '10 LB', 10], [1, '11 LB', 11]],
    brands: ['Green Valley', 'Sunfield Growers', 'Harbor Select'], origins: ['USA', 'Mexico', 'Canada'], price: [14, 48] },
  { code: 'FRUIT', description: 'Fruit', main: 'PRODUCE', scheme: 'byWeight', storage: 'Refrigerated',
    items: ['Lemons', 'Limes', 'Bananas', 'Strawberries', 'Blueberries', 'Granny Smith Apples', 'Navel Oranges', 'Pineapple', 'Avocados'],
    variants: ['Fancy', '115 Count', '140 Count', 'Hass', 'Organic', 'Ripe'],
    packs: [[1, '40 LB', 40], [1, '38 LB', 38], [1, '8 LB', 8], [1, '25 LB', 25]],
    brands: ['Sunfield Growers', 'Orchard Lane', 'Green Valley'], origins: ['USA', 'Mexico', 'Chile', 'Costa Rica'], price: [18, 62] },
  { code: 'HERBS', description: 'Herbs & Salad', main: 'PRODUCE', scheme: 'caseEach', storage: 'Refrigerated',
    items: ['Iceberg Lettuce', 'Romaine Hearts', 'Spring Mix', 'Baby Spinach', 'Italian Parsley', 'Cilantro', 'Fresh Basil', 'Arugula'],
    variants: ['Cleaned', 'Organic', 'Bunched', 'Whole Head', 'Clamshell'],
    packs: [[24, '1 HEAD', 2], [12, '1 BUNCH', 0.4], [4, '3 LB', 3], [2, '5 LB', 5]],
    brands: ['Green Valley', 'Fresh Cut Farms'], origins: ['USA', 'Mexico'], price: [16, 45] },
  { code: 'POTATO', description: 'Potatoes & Onions', main: 'PRODUCE', scheme: 'byWeight', storage: 'Dry',
    items: ['Russet Potatoes', 'Red Potatoes', 'Yukon Gold Potatoes', 'Sweet Potatoes', 'Yellow Onions', 'Red Onions', 'Garlic', 'Shallots'],
    variants: ['70 Count', '90 Count', 'Jumbo', 'B Size', 'Peeled', 'Medium'],
    packs: [[1, '50 LB', 50], [1, '25 LB', 25], [1, '10 LB', 10], [1, '5 LB', 5]],
    brands: ['Sunfield Growers', 'Northern Spud'], origins: ['USA', 'Canada'], price: [9, 38] },
  { code: 'FLOUR', description: 'Flour & Baking', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['All Purpose Flour', 'Bread Flour', 'Granulated Sugar', 'Brown Sugar', 'Powdered Sugar', 'Baking Soda', 'Baking Powder', 'Cornmeal', 'Yeast'],
    variants: ['Unbleached', 'Enriched', 'Fine', 'Extra Fine', 'Double Acting', 'Instant'],
    packs: [[1, '50 LB', 50], [4, '10 LB', 10], [6, '5 LB', 5], [12, '2 LB', 2]],
    brands: ['Golden Harvest', 'Harbor Classic', 'Millstone'], origins: US, price: [18, 58] },
  { code: 'PASTA', description: 'Pasta & Rice', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['Spaghetti', 'Penne Rigate', 'Elbow Macaroni', 'Fettuccine', 'Rotini', 'Long Grain Rice', 'Jasmine Rice', 'Arborio Rice', 'Lasagna Sheets'],
    variants: ['Semolina', 'Whole Wheat', 'Parboiled', 'Imported', 'Gluten Free'],
    packs: [[2, '10 LB', 10], [1, '20 LB', 20], [1, '50 LB', 50], [12, '1 LB', 1]],
    brands: ['Bellacasa', 'Golden Harvest', 'Harbor Classic'], origins: ['USA', 'Italy', 'Thailand'], price: [16, 64] },
  { code: 'CANNED', description: 'Canned Goods', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['Diced Tomatoes', 'Tomato Paste', 'Crushed Tomatoes', 'Black Beans', 'Chickpeas', 'Sweet Corn', 'Green Beans Cut', 'Peach Slices', 'Chicken Broth'],
    variants: ['#10 Can', 'Fancy', 'Low Sodium', 'In Juice', 'Organic'],
    packs: [[6, '#10 CAN', 6.6], [12, '28 OZ', 1.75], [24, '15 OZ', 0.94], [12, '32 OZ', 2]],
    brands: ['Harbor Classic', 'Bellacasa', 'Golden Harvest'], origins: ['USA', 'Italy'], price: [19, 54] },
  { code: 'OIL', description: 'Oils & Vinegars', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['Canola Oil', 'Extra Virgin Olive Oil', 'Fry Oil', 'Soybean Oil', 'Red Wine Vinegar', 'Balsamic Vinegar', 'White Vinegar', 'Pan Coating Spray'],
    variants: ['Clear', 'Creamy', 'Imported', 'Zero Trans Fat', 'Aged'],
    packs: [[1, '35 LB', 35], [6, '1 GAL', 7.7], [4, '1 GAL', 7.7], [6, '17 OZ', 1.1]],
    brands: ['Golden Harvest', 'Bellacasa', 'Harbor Classic'], origins: ['USA', 'Italy', 'Spain'], price: [24, 96] },
  { code: 'SPICE', description: 'Spices & Seasonings', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['Black Pepper', 'Kosher Salt', 'Garlic Powder', 'Onion Powder', 'Paprika', 'Ground Cumin', 'Oregano Leaves', 'Cajun Seasoning', 'Chili Powder'],
    variants: ['Ground', 'Coarse', 'Smoked', 'Restaurant Grind', 'Granulated'],
    packs: [[6, '18 OZ', 1.2], [12, '3 LB', 3], [1, '25 LB', 25], [6, '5 LB', 5]],
    brands: ['Spice Trail', 'Harbor Classic'], origins: ['USA', 'India', 'Spain', 'Turkey'], price: [21, 88] },
  { code: 'SAUCE', description: 'Sauces & Condiments', main: 'DRY', scheme: 'caseEach', storage: 'Dry',
    items: ['Ketchup', 'Yellow Mustard', 'Mayonnaise', 'Ranch Dressing', 'BBQ Sauce', 'Hot Sauce', 'Marinara Sauce', 'Soy Sauce', 'Hollandaise Mix'],
    variants: ['Fancy', 'Heavy Duty', 'Squeeze Bottle', 'Portion Cup', 'Bulk Pouch'],
    packs: [[6, '#10 CAN', 7], [4, '1 GAL', 8.5], [24, '20 OZ', 1.3], [200, '1 OZ', 0.07]],
    brands: ['Harbor Classic', 'Spice Trail', 'Bellacasa'], origins: US, price: [18, 62] },
  { code: 'SODA', description: 'Soft Drinks', main: 'BEV', scheme: 'beverage', storage: 'Dry',
    items: ['Cola', 'Diet Cola', 'Lemon Lime Soda', 'Root Beer', 'Ginger Ale', 'Orange Soda', 'Sparkling Lemonade', 'Club Soda'],
    variants: ['12 oz Can', '20 oz Bottle', 'Zero Sugar', 'Caffeine Free'],
    packs: [[24, '12 OZ', 0.8], [24, '20 OZ', 1.35], [12, '1 LTR', 2.3]],
    brands: ['Fizzwell', 'Harbor Classic', 'Bayline Bottling'], origins: US, price: [11, 32] },
  { code: 'WATER', description: 'Water', main: 'BEV', scheme: 'beverage', storage: 'Dry',
    items: ['Spring Water', 'Sparkling Mineral Water', 'Purified Water', 'Flavored Sparkling Water', 'Coconut Water'],
    variants: ['16.9 oz', '500 ml', '1 Liter', 'Lime', 'Berry'],
    packs: [[24, '16.9 OZ', 1.15], [24, '500 ML', 1.15], [12, '1 LTR', 2.3]],
    brands: ['Maine Springs', 'Fizzwell'], origins: ['USA', 'Italy'], price: [7, 29] },
  { code: 'COFFEE', description: 'Coffee & Tea', main: 'BEV', scheme: 'beverage', storage: 'Dry',
    items: ['Coffee Ground', 'Espresso Beans', 'Decaf Coffee', 'Black Tea Bags', 'Green Tea Bags', 'Cold Brew Concentrate', 'Hot Cocoa Mix'],
    variants: ['Medium Roast', 'Dark Roast', 'Colombian', 'Fair Trade', 'Individually Wrapped'],
    packs: [[24, '2.5 OZ', 0.2], [24, '12 OZ', 0.8], [24, '100 CT', 0.5]],
    brands: ['Harbor Roasters', 'Highland Estate'], origins: ['Colombia', 'Brazil', 'Guatemala', 'India'], price: [28, 110] },
  { code: 'JUICE', description: 'Juice', main: 'BEV', scheme: 'beverage', storage: 'Refrigerated',
    items: ['Orange Juice', 'Apple Juice', 'Cranberry Juice Cocktail', 'Grapefruit Juice', 'Lemonade', 'Tomato Juice'],
    variants: ['Not From Concentrate', '100% Juice', 'With Pulp', 'Pulp Free', 'Single Serve'],
    packs: [[24, '10 OZ', 0.7], [48, '4 OZ', 0.3], [12, '64 OZ', 4.3]],
    brands: ['Orchard Lane', 'Sunrise Valley', 'Harbor Classic'], origins: US, price: [14, 46] },
  { code: 'FRIES', description: 'Potatoes & Fries', main: 'FROZEN', scheme: 'caseEach', storage: 'Frozen',
    items: ['French Fries', 'Sweet Potato Fries', 'Tater Puffs', 'Hash Brown Patties', 'Potato Wedges', 'Waffle Fries'],
    variants: ['Shoestring', 'Straight Cut', 'Crinkle Cut', 'Steak Cut', 'Battered', 'Skin-On'],
    packs: [[6, '5 LB', 5], [8, '4.5 LB', 4.5], [4, '6 LB', 6]],
    brands: ['Northern Spud', 'Harbor Select'], origins: ['USA', 'Canada'], price: [24, 58] },
  { code: 'FRZVEG', description: 'Frozen Vegetables', main: 'FROZEN', scheme: 'caseEach', storage: 'Frozen',
    items: ['Peas', 'Corn Kernels', 'Broccoli Florets', 'California Blend', 'Spinach Chopped', 'Edamame', 'Stir Fry Vegetables'],
    variants: ['IQF', 'Grade A', 'Petite', 'Organic', 'Steam Bag'],
    packs: [[12, '2.5 LB', 2.5], [6, '5 LB', 5], [1, '20 LB', 20]],
    brands: ['Green Valley', 'Harbor Select'], origins: ['USA', 'Mexico'], price: [22, 52] },
  { code: 'DESSERT', description: 'Desserts & Ice Cream', main: 'FROZEN', scheme: 'caseEach', storage: 'Frozen',
    items: ['Vanilla Ice Cream', 'Chocolate Ice Cream', 'New York Cheesecake', 'Apple Pie', 'Chocolate Lava Cake', 'Carrot Cake', 'Key Lime Pie'],
    variants: ['3 Gallon Tub', 'Pre-Sliced 14 Cut', 'Unbaked', 'Individual', 'Premium'],
    packs: [[1, '3 GAL', 13], [2, '14 CUT', 5], [6, '10 IN', 2.8], [24, '4 OZ', 0.3]],
    brands: ['Sweet Harbor Bakery', 'Pine State Creamery'], origins: US, price: [26, 92] },
  { code: 'APPET', description: 'Appetizers', main: 'FROZEN', scheme: 'caseEach', storage: 'Frozen',
    items: ['Mozzarella Sticks', 'Chicken Wings Breaded', 'Egg Rolls', 'Jalapeno Poppers', 'Onion Rings', 'Spanakopita', 'Pot Stickers'],
    variants: ['Battered', 'Breaded', 'Pork', 'Vegetable', 'Cream Cheese', 'Beer Battered'],
    packs: [[4, '3 LB', 3], [6, '2 LB', 2], [2, '5 LB', 5]],
    brands: ['North Sea Kitchen', 'Harbor Select', 'Golden Wok'], origins: US, price: [28, 76] },
  { code: 'TOGO', description: 'To-Go Containers', main: 'PAPER', scheme: 'caseOnly', storage: 'Dry',
    items: ['Hinged Container', 'Deli Container', 'Soup Container', 'Pizza Box', 'Bakery Box', 'Sandwich Wedge'],
    variants: ['9x9 3-Compartment', '16 oz', '32 oz', 'Kraft', 'Compostable', 'Clear'],
    packs: [[200, '1 EA', 0.1], [250, '1 EA', 0.08], [50, '1 EA', 0.5], [500, '1 EA', 0.05]],
    brands: ['EcoWare', 'ProServe'], origins: US, price: [24, 96] },
  { code: 'CUPS', description: 'Cups & Lids', main: 'PAPER', scheme: 'caseOnly', storage: 'Dry',
    items: ['Hot Cup', 'Cold Cup', 'Portion Cup', 'Sip Lid', 'Dome Lid', 'Straw Wrapped'],
    variants: ['12 oz', '16 oz', '2 oz', 'Compostable', 'Clear PET', 'Paper'],
    packs: [[1000, '1 EA', 0.02], [2500, '1 EA', 0.005], [600, '1 EA', 0.03]],
    brands: ['EcoWare', 'ProServe'], origins: US, price: [28, 118] },
  { code: 'NAPKIN', description: 'Napkins & Towels', main: 'PAPER', scheme: 'caseOnly', storage: 'Dry',
    items: ['Dinner Napkin', 'Beverage Napkin', 'Multifold Towel', 'Roll Towel', 'Toilet Tissue', 'Dispenser Napkin'],
    variants: ['White 2-Ply', 'Kraft', 'Recycled', 'Linen-Feel', '1-Ply'],
    packs: [[3000, '1 EA', 0.005], [4000, '1 EA', 0.003], [12, '1 ROLL', 2.2], [96, '1 ROLL', 0.3]],
    brands: ['ProServe', 'EcoWare', 'Harbor Classic'], origins: US, price: [22, 74] },
  { code: 'GLOVES', description: 'Gloves & Film', main: 'PAPER', scheme: 'caseOnly', storage: 'Dry',
    items: ['Nitrile Gloves', 'Vinyl Gloves', 'Poly Gloves', 'Plastic Wrap', 'Aluminum Foil', 'Parchment Sheets'],
    variants: ['Medium', 'Large', 'Powder Free', '18 in x 2000 ft', 'Heavy Duty'],
    packs: [[1000, '1 EA', 0.01], [1, '1 ROLL', 9], [1000, '1 SHEET', 0.02]],
    brands: ['ProServe', 'Harbor Classic'], origins: ['USA', 'Malaysia'], price: [19, 88] },
  { code: 'CHEM', description: 'Chemicals', main: 'CLEAN', scheme: 'caseEach', storage: 'Dry',
    items: ['Degreaser', 'Sanitizer', 'Glass Cleaner', 'Floor Cleaner', 'Oven Cleaner', 'Bleach', 'Quat Sanitizer'],
    variants: ['Concentrate', 'Ready To Use', 'Heavy Duty', 'Fragrance Free', 'Lemon'],
    packs: [[4, '1 GAL', 8.8], [6, '32 OZ', 2.1], [2, '2.5 GAL', 22]],
    brands: ['Sparkle Pro', 'ProServe'], origins: US, price: [26, 118] },
  { code: 'JANIT', description: 'Janitorial Supplies', main: 'CLEAN', scheme: 'caseEach', storage: 'Dry',
    items: ['Trash Liners', 'Mop Head', 'Scrub Pad', 'Microfiber Cloth', 'Bowl Brush', 'Wet Floor Sign', 'Hand Soap'],
    variants: ['40-45 Gal', 'Large', 'Green', 'Heavy Duty', 'Foaming', 'Blue'],
    packs: [[250, '1 EA', 0.1], [12, '1 EA', 0.8], [20, '1 EA', 0.1], [4, '1 EA', 3]],
    brands: ['Sparkle Pro', 'ProServe'], origins: ['USA', 'Mexico'], price: [18, 86] },
  { code: 'DISH', description: 'Dishwashing', main: 'CLEAN', scheme: 'caseEach', storage: 'Dry',
    items: ['Dish Detergent', 'Rinse Aid', 'Pot & Pan Soap', 'Delimer', 'Machine Sanitizer', 'Silverware Presoak'],
    variants: ['Liquid', 'Solid Block', 'Low Temp', 'High Temp', 'Concentrate'],
    packs: [[4, '1 GAL', 9], [1, '5 GAL', 45], [2, '8 LB', 8]],
    brands: ['Sparkle Pro', 'ProServe'], origins: US, price: [32, 140] },
];

/** The product every catalogue has under key 9: never listed (spec 1 §2), used for charges. */
export const MISC_PRODUCT = {
  code: 'MISC',
  description: 'Miscellaneous Charge',
  main: 'DRY',
  category: 'SPICE',
} as const;
