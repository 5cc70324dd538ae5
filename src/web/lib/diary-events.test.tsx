import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diaryPage, makeDiaryEvent } from '#web/test/factories.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { queryKeys } from './query-keys.ts';
import { useDiaryEvents, useDiaryPages } from './diary-events.ts';

function Picker() {
  const events = useDiaryEvents();
  return <p data-testid="picker">{events.data?.map((event) => event.title).join(', ')}</p>;
}

function DiaryList() {
  const pages = useDiaryPages({});
  return <p data-testid="list">{pages.data?.pages.flatMap((page) => page.data.map((e) => e.title)).join(', ')}</p>;
}

describe('the diary list on the device', () => {
  it('holds the first page once: a picker and the diary tab open together read it once, under one key', async () => {
    const events = [makeDiaryEvent({ id: 1, title: 'Wedding' }), makeDiaryEvent({ id: 2, title: 'Iftar' })];
    const api = serveApi({ 'GET /api/diary-events': () => ok(diaryPage(events)) });
    const { queryClient } = renderWithProviders(
      <>
        <Picker />
        <DiaryList />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('picker').textContent).toBe('Wedding, Iftar'));
    expect(screen.getByTestId('list').textContent).toBe('Wedding, Iftar');
    expect(api.calls.filter((call) => call.path === '/api/diary-events')).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.kitchen.diary })).toHaveLength(1);
  });
});
