import type { DemoRows } from './demo-row';

/** Seafood: catch weight, priced per LB. */
export const SEAFOOD_ROWS: DemoRows = {
  FISH: [
    ['150001', 'Atlantic Salmon Fillet, Skin-On', 'Bluewater Bay', '4/3 LB AVG', 'CS EA / LB', '9.850', 'fish+'],
    ['150002', 'Atlantic Salmon Fillet, Skinless Pin Bone Out', 'Bluewater Bay', '2/5 LB', 'CS EA / LB', '10.750', 'fish'],
    ['150003', 'Cod Loin, Center Cut', 'Coastal Catch', '2/5 LB', 'CS EA / LB', '11.480', 'fish'],
    ['150004', 'Haddock Fillet, Skinless', 'Coastal Catch', '2/5 LB', 'CS EA / LB', '9.260', 'fish'],
    ['150005', 'Halibut Fillet, Wild Caught', 'Bluewater Bay', '2/5 LB', 'CS EA / LB', '24.900', 'fish'],
    ['150006', 'Swordfish Steak, Center Cut', 'Harbor Select', '4/3 LB AVG', 'CS EA / LB', '16.450', 'fish'],
    ['150007', 'Yellowfin Tuna Loin, Sushi Grade', 'Bluewater Bay', '2/5 LB AVG', 'CS EA / LB', '19.950', 'fish'],
    ['150008', 'Rainbow Trout, Butterflied', 'Coastal Catch', '2/5 LB', 'CS EA / LB', '7.380', 'fish'],
    ['150009', 'Pollock Fillet, Skinless', 'Harbor Select', '2/5 LB', 'CS EA / LB', '5.590', 'fish'],
    ['150010', 'Sea Bass Fillet, Skin-On', 'Bluewater Bay', '2/5 LB', 'CS EA / LB', '15.250', 'fish'],
  ],
  SHELL: [
    ['160001', 'Sea Scallops, U-10 Dry Pack', 'Casco Shore', '4/2.5 LB', 'CS EA / LB', '24.500', 'scallop-shell+'],
    ['160002', 'Shrimp, 16/20 Peeled & Deveined', 'Coastal Catch', '4/2.5 LB', 'CS EA / LB', '9.950', 'shrimp'],
    ['160003', 'Shrimp, 21/25 Shell-On', 'Coastal Catch', '4/2.5 LB', 'CS EA / LB', '7.850', 'shrimp'],
    ['160004', 'Mussels, Live Prince Edward Island', 'Casco Shore', '1/10 LB', 'CS / LB', '3.290', 'label'],
    ['160005', 'Littleneck Clams, Live', 'Casco Shore', '1/10 LB', 'CS / LB', '4.980', 'label'],
    ['160006', 'Oysters, Live Maine Select', 'Casco Shore', '1/10 LB', 'CS / LB', '8.750', 'oyster'],
    ['160007', 'Lobster Tail, Cold Water', 'Bluewater Bay', '2/5 LB', 'CS EA / LB', '34.500', 'lobster'],
    ['160008', 'Crab Meat, Jumbo Lump', 'Casco Shore', '6/1 LB', 'CS EA / LB', '32.900', 'crab'],
    ['160009', 'Calamari, Tubes & Tentacles', 'Coastal Catch', '4/2.5 LB', 'CS EA / LB', '5.450', 'squid'],
    ['160010', 'Whole Lobster, Live', 'Casco Shore', '1/10 LB', 'CS / LB', '12.950', 'lobster'],
  ],
  FRZSEA: [
    ['170001', 'Breaded Fish Portion, Panko Pollock', 'North Sea Kitchen', '1/10 LB', 'CS / LB', '4.380', 'fish'],
    ['170002', 'Beer Battered Cod, Oven Ready', 'Coastal Catch', '1/10 LB', 'CS / LB', '6.950', 'fish'],
    ['170003', 'Popcorn Shrimp, Breaded', 'North Sea Kitchen', '4/2.5 LB', 'CS EA / LB', '5.890', 'fried-shrimp+'],
    ['170004', 'Crab Cakes, Maryland Style', 'Harbor Select', '4/2.5 LB', 'CS EA / LB', '14.900', 'crab'],
    ['170005', 'Salmon Portion, Skinless IQF', 'Coastal Catch', '1/10 LB', 'CS / LB', '8.650', 'fish'],
    ['170006', 'Tilapia Fillet, IQF', 'North Sea Kitchen', '1/10 LB', 'CS / LB', '3.240', 'fish'],
    ['170007', 'Fish Sticks, Breaded Pollock', 'North Sea Kitchen', '1/10 LB', 'CS / LB', '3.580', 'fish'],
    ['170008', 'Coconut Shrimp, Hand Breaded', 'Harbor Select', '4/2.5 LB', 'CS EA / LB', '8.450', 'fried-shrimp'],
    ['170009', 'Scallops, Bay IQF', 'Coastal Catch', '2/5 LB', 'CS EA / LB', '11.250', 'scallop-shell'],
    ['170010', 'Shrimp, Cooked Tail-On IQF', 'Coastal Catch', '2/5 LB', 'CS EA / LB', '8.950', 'shrimp'],
  ],
};
