import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Stands in for the browser's EventSource so a test can push the server's live changes. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  private seq = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  /** The topics this stream was opened for. */
  get topics(): string[] {
    return new URL(this.url, 'http://localhost').searchParams.get('topics')!.split(',');
  }
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }
  /** The server says `topic` changed. */
  push(topic: string) {
    act(() => {
      this.dispatchEvent(
        new MessageEvent('change', { data: JSON.stringify({ topic }), lastEventId: `test-${++this.seq}` }),
      );
    });
  }
  fail() {
    act(() => {
      this.readyState = FakeEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    });
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  /** The newest stream still open. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED).at(-1);
    if (!source) throw new Error('No EventSource is open');
    return source;
  }
}
