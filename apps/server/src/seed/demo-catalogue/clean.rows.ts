import type { DemoRows } from './demo-row';

/** Cleaning & Janitorial: by the case or the each. */
export const CLEAN_ROWS: DemoRows = {
  CHEM: [
    ['440001', 'Degreaser, Heavy Duty Concentrate', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '68.40', 'label+'],
    ['440002', 'Sanitizer, Quat Concentrate', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '86.20', 'label'],
    ['440003', 'Glass Cleaner, Ready To Use', 'ProServe', '6/32 OZ', 'CS EA / CS EA', '32.80', 'label'],
    ['440004', 'Floor Cleaner, Neutral Concentrate', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '58.60', 'label'],
    ['440005', 'Oven Cleaner, Heavy Duty', 'Sparkle Pro', '6/32 OZ', 'CS EA / CS EA', '54.90', 'label'],
    ['440006', 'Bleach, Germicidal', 'ProServe', '6/121 OZ', 'CS EA / CS EA', '34.60', 'label'],
    ['440007', 'All Purpose Cleaner, Lemon', 'ProServe', '2/2.5 GAL', 'CS EA / CS EA', '48.40', 'lemon'],
    ['440008', 'Stainless Steel Polish, Aerosol', 'Sparkle Pro', '12/17 OZ', 'CS EA / CS EA', '62.40', 'label'],
    ['440009', 'Bathroom Cleaner, Fragrance Free', 'ProServe', '6/32 OZ', 'CS EA / CS EA', '36.90', 'label'],
    ['440010', 'Drain Maintainer, Enzyme', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '92.80', ''],
  ],
  JANIT: [
    ['450001', 'Trash Liners, 40-45 Gal Black', 'ProServe', '250 CT', 'CS / CS', '48.60', 'wastebasket+'],
    ['450002', 'Trash Liners, 55-60 Gal Clear', 'ProServe', '200 CT', 'CS / CS', '52.40', 'wastebasket'],
    ['450003', 'Mop Head, Large Cotton', 'Sparkle Pro', '12 CT', 'CS EA / CS EA', '64.80', 'label'],
    ['450004', 'Scrub Pad, Green Heavy Duty', 'Sparkle Pro', '20 CT', 'CS EA / CS EA', '18.60', 'sponge'],
    ['450005', 'Microfiber Cloth, Blue', 'ProServe', '24 CT', 'CS EA / CS EA', '28.90', 'label'],
    ['450006', 'Bowl Brush, Plastic Handle', 'Sparkle Pro', '12 CT', 'CS EA / CS EA', '26.40', 'label'],
    ['450007', 'Wet Floor Sign, Yellow', 'ProServe', '6 CT', 'CS EA / CS EA', '72.60', 'warning'],
    ['450008', 'Hand Soap, Foaming Refill', 'Sparkle Pro', '4/1000 ML', 'CS EA / CS EA', '56.80', 'soap'],
    ['450009', 'Mop Bucket, 35 Quart with Wringer', 'ProServe', '1 CT', 'CS / CS', '118.00', 'bucket'],
    ['450010', 'Hand Sanitizer, Gel Refill', 'ProServe', '4/1000 ML', 'CS EA / CS EA', '62.40', 'label'],
  ],
  DISH: [
    ['460001', 'Dish Detergent, Liquid Low Temp', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '78.60', 'bubbles+'],
    ['460002', 'Dish Detergent, Solid Block', 'Sparkle Pro', '2/8 LB', 'CS EA / CS EA', '124.80', 'bubbles'],
    ['460003', 'Rinse Aid, High Temp', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '88.40', 'droplet'],
    ['460004', 'Pot & Pan Soap, Concentrate', 'ProServe', '4/1 GAL', 'CS EA / CS EA', '46.20', 'bubbles'],
    ['460005', 'Delimer, Acid Concentrate', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '72.80', 'label'],
    ['460006', 'Machine Sanitizer, Chlorine', 'Sparkle Pro', '1/5 GAL', 'CS / CS', '42.60', 'label'],
    ['460007', 'Silverware Presoak, Powder', 'ProServe', '4/10 LB', 'CS EA / CS EA', '84.90', 'fork-and-knife'],
    ['460008', 'Dish Detergent, Liquid High Temp', 'Sparkle Pro', '1/5 GAL', 'CS / CS', '68.40', 'bubbles'],
    ['460009', 'Glass Washer Detergent, Bar', 'ProServe', '4/1 GAL', 'CS EA / CS EA', '64.20', 'wine-glass'],
    ['460010', 'Dish Machine Lime Scale Remover', 'Sparkle Pro', '4/1 GAL', 'CS EA / CS EA', '79.80', ''],
  ],
};
