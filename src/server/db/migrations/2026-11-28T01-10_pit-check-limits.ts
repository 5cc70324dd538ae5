import type { Kysely } from 'kysely';

/**
 * The default pit checks between the hour marks get their own limits (temperature-limits.ts): on every
 * stored list, a default check still judged as 'general' takes its interval's check. The default done
 * check's description, where it is still the old default, states the guide's 2-hour rule. Readings
 * already taken keep the check they were judged by. Frozen once landed: the texts are written out here.
 */
const INTERVALS: Record<string, string> = {
  'default-pit-check-15': 'after-loading-15',
  'default-pit-check-30': 'after-loading-30',
  'default-pit-check-45': 'after-loading-45',
  'default-pit-check-75': 'after-loading-75',
  'default-pit-check-90': 'after-loading-90',
  'default-pit-check-105': 'after-loading-105',
};

const PIT_CHECK = 'Check the pit every 15 minutes: record the pit temperature.';
const PIT_CHECK_ML = 'ഓരോ 15 മിനിറ്റിലും കുഴി പരിശോധിക്കുക: കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക.';
const DONE_RULE = {
  old: `${PIT_CHECK} Above 135 °C the meat is done; at 130–135 °C cook 10 more minutes, below 130 °C 20 more, then check again.`,
  oldMl: `${PIT_CHECK_ML} 135 °C-ൽ കൂടുതലാണെങ്കിൽ ഇറച്ചി വെന്തു; 130–135 °C ആണെങ്കിൽ 10 മിനിറ്റ് കൂടി, 130 °C-ൽ താഴെയാണെങ്കിൽ 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക.`,
  now: `${PIT_CHECK} Rule: above 135 °C cook 10 more minutes, then the meat is done; at 135 °C or below cook 20 more minutes and check again (130–135 °C is taken as below 130 °C, the safe side).`,
  nowMl: `${PIT_CHECK_ML} നിയമം: 135 °C-ൽ കൂടുതലാണെങ്കിൽ 10 മിനിറ്റ് കൂടി വേവിക്കുക, പിന്നെ ഇറച്ചി വെന്തു; 135 °C-ഓ അതിൽ താഴെയോ ആണെങ്കിൽ 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക (130–135 °C-ഉം 130 °C-ൽ താഴെയായി കണക്കാക്കുന്നു, സുരക്ഷിതമായ വശം).`,
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [id, check] of Object.entries(INTERVALS)) {
    await db
      .updateTable('diary_tasks')
      .set({ temperature_check: check })
      .where('id', '=', id)
      .where('temperature_check', '=', 'general')
      .execute();
  }
  for (const [column, from, to] of [
    ['description', DONE_RULE.old, DONE_RULE.now],
    ['description_ml', DONE_RULE.oldMl, DONE_RULE.nowMl],
  ] as const) {
    await db
      .updateTable('diary_tasks')
      .set({ [column]: to })
      .where('id', '=', 'default-done-check')
      .where(column, '=', from)
      .execute();
  }
}
