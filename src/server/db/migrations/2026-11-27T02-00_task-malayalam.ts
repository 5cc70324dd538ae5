import type { Kysely } from 'kysely';
import { defaultTasks, deliveryTaskTitle, temperatureTask } from '#shared/content/default-tasks.ts';

/**
 * A task's name and description may also be given in Malayalam ('' = show the English). Tasks already
 * made from the default list, the extra temperature readings and the delivery tasks get the Malayalam of
 * the text they still carry: a name or description a cook has changed since keeps no Malayalam. Frozen
 * once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['task_ml', 'description_ml']) {
    await db.schema
      .alterTable('diary_tasks')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  const names = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const learn = (task: { task: string; taskMl: string; description: string; descriptionMl: string }) => {
    names.set(task.task, task.taskMl);
    if (task.description !== '') descriptions.set(task.description, task.descriptionMl);
  };
  defaultTasks(0).forEach(learn);

  const rows: { event_id: number; id: string; task: string; description: string; delivery_location: string }[] =
    await db.selectFrom('diary_tasks').select(['event_id', 'id', 'task', 'description', 'delivery_location']).execute();
  for (const row of rows) {
    const measurement = /^temperature-(\d+)$/.exec(row.id);
    if (measurement) learn(temperatureTask(0, Number(measurement[1])));
    for (const type of ['standard', 'combined'] as const) {
      const title = deliveryTaskTitle(row.delivery_location, type);
      names.set(title.task, title.taskMl);
    }
    const taskMl = names.get(row.task) ?? '';
    const descriptionMl = descriptions.get(row.description) ?? '';
    if (taskMl === '' && descriptionMl === '') continue;
    await db
      .updateTable('diary_tasks')
      .set({ task_ml: taskMl, description_ml: descriptionMl })
      .where('event_id', '=', row.event_id)
      .where('id', '=', row.id)
      .execute();
  }
}
