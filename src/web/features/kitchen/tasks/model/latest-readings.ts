import type { TemperatureReading } from '#shared/schemas/tasks.ts';

/** Is `reading` newer than `known`? The later taking; of two taken at once, the one recorded last. */
const isNewer = (reading: TemperatureReading, known: TemperatureReading): boolean =>
  reading.takenAt > known.takenAt || (reading.takenAt === known.takenAt && reading.id > known.id);

/** The newest reading of the event (the wall board's pit reading); null before the first. */
export function newestReading(readings: readonly TemperatureReading[]): TemperatureReading | null {
  let newest: TemperatureReading | null = null;
  for (const reading of readings) if (!newest || isNewer(reading, newest)) newest = reading;
  return newest;
}

/** The newest reading of each task, by task id. */
export function latestReadings(readings: readonly TemperatureReading[]): Map<string, TemperatureReading> {
  const latest = new Map<string, TemperatureReading>();
  for (const reading of readings) {
    const known = latest.get(reading.taskId);
    if (!known || isNewer(reading, known)) latest.set(reading.taskId, reading);
  }
  return latest;
}
