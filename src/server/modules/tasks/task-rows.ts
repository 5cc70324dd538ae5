import type { Insertable } from 'kysely';
import {
  TEMPERATURE_CHECKS,
  type Task,
  type TemperatureCheck,
  type TemperatureReading,
} from '#shared/schemas/tasks.ts';
import type { DiaryTaskRow, DiaryTasksTable, TemperatureReadingRow } from '#server/db/schema.ts';

/** A task and a reading as the database holds them and as the screens read them. */

const asCheck = (value: string | null): TemperatureCheck | null =>
  value !== null && (TEMPERATURE_CHECKS as readonly string[]).includes(value) ? (value as TemperatureCheck) : null;

export function toTask(row: DiaryTaskRow): Task {
  return {
    id: row.id,
    task: row.task,
    taskMl: row.task_ml,
    completed: row.completed === 1,
    dueDate: row.due_date,
    eventId: row.event_id,
    assignedTo: row.assigned_to,
    sortOrder: row.sort_order,
    estimatedDuration: row.estimated_duration,
    startTime: row.start_time,
    description: row.description,
    descriptionMl: row.description_ml,
    hasVideo: row.has_video === 1,
    videoUrl: row.video_url,
    isTemperature: row.is_temperature === 1,
    temperatureValue: row.temperature_value,
    temperatureCheck: asCheck(row.temperature_check),
    isFinalTask: row.is_final_task === 1,
    isDelivery: row.is_delivery === 1,
    deliveryType: row.delivery_type === 'standard' || row.delivery_type === 'combined' ? row.delivery_type : null,
    deliveryLocation: row.delivery_location,
    deliveryNotes: row.delivery_notes,
    startedAt: row.started_at,
    startedBy: row.started_by,
    completedAt: row.completed_at,
    completedBy: row.completed_by,
    sopLink: row.sop_link,
    version: row.version,
    startedAccount: row.started_account,
    completedAccount: row.completed_account,
    startedArrivedAt: row.started_arrived_at,
    completedArrivedAt: row.completed_arrived_at,
    earlyReason: row.early_reason ?? null,
  };
}

export function toRow(task: Task, eventId: number): Insertable<DiaryTasksTable> {
  return {
    event_id: eventId,
    id: task.id,
    sort_order: task.sortOrder,
    task: task.task,
    task_ml: task.taskMl,
    completed: task.completed ? 1 : 0,
    due_date: task.dueDate,
    assigned_to: task.assignedTo,
    estimated_duration: task.estimatedDuration,
    start_time: task.startTime,
    description: task.description,
    description_ml: task.descriptionMl,
    has_video: task.hasVideo ? 1 : 0,
    video_url: task.videoUrl,
    is_temperature: task.isTemperature ? 1 : 0,
    temperature_value: task.temperatureValue,
    temperature_check: task.temperatureCheck,
    is_final_task: task.isFinalTask ? 1 : 0,
    is_delivery: task.isDelivery ? 1 : 0,
    delivery_type: task.deliveryType,
    delivery_location: task.deliveryLocation,
    delivery_notes: task.deliveryNotes,
    started_at: task.startedAt,
    started_by: task.startedBy,
    completed_at: task.completedAt,
    completed_by: task.completedBy,
    sop_link: task.sopLink,
    version: task.version,
    started_account: task.startedAccount,
    completed_account: task.completedAccount,
    started_arrived_at: task.startedArrivedAt ?? null,
    completed_arrived_at: task.completedArrivedAt ?? null,
    early_reason: task.earlyReason,
  };
}

export function toReading(row: TemperatureReadingRow): TemperatureReading {
  return {
    id: row.id,
    eventId: row.event_id,
    taskId: row.task_id,
    valueC: row.value_c,
    takenAt: row.taken_at,
    takenBy: row.taken_by,
    takenAccount: row.taken_account,
    check: asCheck(row.check_kind) ?? 'general',
    inRange: row.in_range === 1,
    correctiveAction: row.corrective_action,
    correctedBy: null,
    arrivedAt: row.arrived_at,
    actionTaken: row.action_taken ?? null,
    actionBy: row.action_by ?? null,
  };
}
