import { describe, expect, it } from 'vitest';
import { fallbackRefetchMs, liveStreamUrl, topicAccess } from './live-topics.ts';

describe('live topics', () => {
  it('knows who may follow each topic, by its name with or without a record id', () => {
    expect(topicAccess('bookings')).toBe('admin');
    expect(topicAccess('bookings:42')).toBe('admin');
    expect(topicAccess('secrets')).toBeNull();
    expect(topicAccess('bookings:../x')).toBeNull();
    expect(topicAccess('toString')).toBeNull();
  });

  it('names one stream for a set of topics, whatever their order', () => {
    expect(liveStreamUrl(['tasks:1', 'bookings'])).toBe('/api/live?topics=bookings%2Ctasks%3A1');
    expect(liveStreamUrl(['bookings'], 'pg-7')).toBe('/api/live?topics=bookings&lastEventId=pg-7');
  });

  it('polls a kitchen board every 10 s while its stream is down, the admin every 30 s', () => {
    expect(fallbackRefetchMs('kitchen:7')).toBe(10_000);
    expect(fallbackRefetchMs('kitchen')).toBe(10_000);
    expect(fallbackRefetchMs('bookings')).toBe(30_000);
  });
});
