import { AS_NEEDED, item } from './build.ts';

/** The pit's fuel and tools, shared by the day-before setup and the pit preparation pages. */
export const PIT_WOOD = item('Dried tamarind (puli) wood', 'ഉണങ്ങിയ പുളി വിറക്', '40 kg');
export const COCONUT_SHELLS = item('Coconut shells', 'ചിരട്ട', '2.5 kg');
export const PAPER = item('Paper', 'പേപ്പർ', AS_NEEDED.quantity, AS_NEEDED.quantityMl);
export const GAS_CYLINDER = item('Gas cylinder', 'ഗ്യാസ് സിലിണ്ടർ', '1');
export const METAL_PIPE = item('Metal pipe', 'മെറ്റൽ പൈപ്പ്', '1');
export const PIT_LID = item('Pit lid', 'കുഴിയുടെ അടപ്പ്', '1');
export const GLOVES = item('Heat-proof gloves', 'ചൂട് തട്ടാത്ത കൈയുറ', '1 pair', '1 ജോഡി');
export const THERMOMETER = item('Pit thermometer', 'കുഴിയിലെ തെർമോമീറ്റർ', '1');
export const WATER_BUCKET = item('Bucket of water (for safety)', 'ഒരു ബക്കറ്റ് വെള്ളം (സുരക്ഷയ്ക്ക്)', '1');
