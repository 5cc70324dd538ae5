/**
 * A diary event's row as the migrations before 2026-11-28 leave the table: for migration tests that
 * insert data at an older version of the schema and migrate it forward.
 */
export function oldDiaryEventRow(title: string) {
  return {
    title,
    date: '2026-12-01',
    description: '',
    assigned_to: '',
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: 'owner',
    is_completed: 0,
    estimated_attendance: 120,
    sales_event_id: null,
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}
