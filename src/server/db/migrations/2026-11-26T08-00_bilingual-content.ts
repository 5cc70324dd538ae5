import type { Kysely } from 'kysely';

/**
 * The owner's own content may also be given in Malayalam ('' = use the English): an event's title and
 * description, and each menu item's name and description. The five catalogue items get their Malayalam
 * here (the seed writes them on a fresh database). Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of [
    ['events', ['title_ml', 'description_ml']],
    ['menu_items', ['name_ml', 'description_ml']],
  ] as const) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }
  for (const [key, text] of Object.entries(CATALOGUE_ML)) {
    await db
      .updateTable('menu_items')
      .set({ name_ml: text.name, description_ml: text.description })
      .where('key', '=', key)
      .execute();
  }
}

/** As the catalogue stood when this landed; keys are kept as they are (beef-2pc is the mutton mandi). */
const CATALOGUE_ML: Record<string, { name: string; description: string }> = {
  'beef-2pc': {
    name: '2 പീസ് മട്ടൺ മന്തി',
    description: 'കുഴിയിൽ വേവിച്ച രണ്ട് കഷണം മട്ടൺ, മന്തി ചോറിനു മുകളിൽ.',
  },
  combo: {
    name: 'കോംബോ പാക്ക്',
    description: 'ഒരു ബീഫ് റിബ്സും ഒരു മട്ടണും, മന്തി ചോറിനൊപ്പം.',
  },
  'mutton-2pc': {
    name: '2 പീസ് ബീഫ് റിബ്സ് മന്തി',
    description: 'കുഴിയിൽ വേവിച്ച രണ്ട് ബീഫ് റിബ്സ്, മന്തി ചോറിനു മുകളിൽ.',
  },
  'chicken-mandi': {
    name: 'ചിക്കൻ മന്തി',
    description: 'കുഴിയിൽ വേവിച്ച ചിക്കൻ, മന്തി ചോറിനൊപ്പം.',
  },
  'fish-mandi': {
    name: 'ഫിഷ് മന്തി',
    description: 'കുഴിയിൽ വേവിച്ച മീൻ, മന്തി ചോറിനൊപ്പം.',
  },
};
