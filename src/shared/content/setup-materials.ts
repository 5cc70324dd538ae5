import type { SetupMaterial } from '../domain/kitchen/setup-materials.ts';

export interface SetupMaterialContent extends SetupMaterial {
  id: string;
  name: { en: string; ml: string };
  /** The unit, or for a null quantity the text shown instead ('as needed'). */
  unit: { en: string; ml: string };
}

/**
 * The pit's setup materials for the recipes' base of 20 servings. How each follows the
 * batch (`use`) is decided in domain/kitchen/setup-materials.ts: fuel scales, equipment is per pit.
 */
export const SETUP_MATERIALS: readonly SetupMaterialContent[] = [
  {
    id: 'puliWood',
    name: { en: 'Puli (tamarind) wood', ml: 'പുളി വിറക്' },
    quantity: 40,
    unit: { en: 'kg', ml: 'kg' },
    use: 'fuel',
  },
  {
    id: 'coconutShells',
    name: { en: 'Coconut shells', ml: 'ചിരട്ട' },
    quantity: 2.5,
    unit: { en: 'kg', ml: 'kg' },
    use: 'fuel',
  },
  {
    id: 'gasCylinder',
    name: { en: 'Gas cylinder', ml: 'ഗ്യാസ് സിലിണ്ടർ' },
    quantity: 1,
    unit: { en: '', ml: '' },
    use: 'equipment',
  },
  {
    id: 'metalPipe',
    name: { en: 'Metal pipe', ml: 'ലോഹ പൈപ്പ്' },
    quantity: 1,
    unit: { en: '', ml: '' },
    use: 'equipment',
  },
  {
    id: 'paper',
    name: { en: 'Paper', ml: 'കടലാസ്' },
    quantity: null,
    unit: { en: 'as needed', ml: 'ആവശ്യത്തിന്' },
    use: 'equipment',
  },
  {
    id: 'pitLid',
    name: { en: 'Pit lid', ml: 'കുഴിയുടെ അടപ്പ്' },
    quantity: 1,
    unit: { en: '', ml: '' },
    use: 'equipment',
  },
  {
    id: 'gloves',
    name: { en: 'Gloves', ml: 'കൈയുറ' },
    quantity: 1,
    unit: { en: 'pair', ml: 'ജോടി' },
    use: 'equipment',
  },
];
