import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { fallbackRefetchMs } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from './live-topics.ts';

function Screen({ topic, queryKey }: { topic: string; queryKey: string }) {
  const { live } = useLiveTopic(topic, [[queryKey]]);
  return <p data-testid={topic}>{live ? 'live' : 'polling'}</p>;
}

function renderScreens(screens: { topic: string; queryKey: string }[]) {
  const view = renderWithProviders(
    <>
      {screens.map((screen) => (
        <Screen key={screen.topic} {...screen} />
      ))}
    </>,
  );
  // Nothing is invalidated while mounting: the stream opens on a timer.
  const invalidated: string[] = [];
  vi.spyOn(view.queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(String((filters as { queryKey: string[] }).queryKey[0]));
  });
  return { invalidated, view };
}

describe('useLiveTopic', () => {
  it('opens one stream for every topic of the tab and refetches only what changed', async () => {
    vi.useFakeTimers();
    FakeEventSource.install();
    const { invalidated, view } = renderScreens([
      { topic: 'bookings', queryKey: 'bookings-list' },
      { topic: 'tasks:7', queryKey: 'task-board' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().topics).toEqual(['bookings', 'tasks:7']);
    FakeEventSource.latest().open();
    expect(view.getByTestId('bookings').textContent).toBe('live');

    FakeEventSource.latest().push('tasks:7');
    FakeEventSource.latest().push('tasks:7');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(invalidated).toEqual(['task-board']);
  });

  it('polls while the stream is down, and reopens it with the last event id', async () => {
    vi.useFakeTimers();
    FakeEventSource.install();
    const { invalidated, view } = renderScreens([{ topic: 'bookings', queryKey: 'bookings-list' }]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const first = FakeEventSource.latest();
    first.open();
    first.push('bookings');
    await act(() => vi.advanceTimersByTimeAsync(300));
    invalidated.length = 0;

    first.fail();
    expect(view.getByTestId('bookings').textContent).toBe('polling');
    await act(() => vi.advanceTimersByTimeAsync(fallbackRefetchMs('bookings')));
    expect(invalidated).toContain('bookings-list');
    const reopened = FakeEventSource.latest();
    expect(reopened).not.toBe(first);
    expect(new URL(reopened.url, 'http://localhost').searchParams.get('lastEventId')).toBe('test-1');
  });

  it('refetches a kitchen board every 10 s while its stream is down', async () => {
    vi.useFakeTimers();
    FakeEventSource.install();
    const { invalidated } = renderScreens([{ topic: 'kitchen:7', queryKey: 'task-board' }]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    FakeEventSource.latest().fail();
    invalidated.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(invalidated).toContain('task-board');
  });
});
