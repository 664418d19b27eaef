import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const EVENTS_URL = '/api/messages/events';
/** The Team Inbox's queries (features/messages), refreshed when a message arrives. */
const MESSAGES_KEY = ['messages'] as const;

type LiveListener = (data: unknown) => void;

const listeners = new Map<string, Set<LiveListener>>();
/** The one stream of the tab, open while at least one screen holds it. */
let source: EventSource | null = null;
let holders = 0;
/** The event types the current stream already hands to `listeners`. */
const heard = new Set<string>();

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function hear(type: string) {
  if (!source || heard.has(type)) return;
  heard.add(type);
  source.addEventListener(type, (event) => {
    const data = parse(event.data);
    for (const listener of listeners.get(type) ?? []) listener(data);
  });
}

/**
 * Calls `listener` with the (JSON) data of every `type` event the live stream carries, while some
 * screen keeps the stream open with useLiveEvents. Returns the way to stop listening.
 */
export function onLiveEvent(type: string, listener: LiveListener): () => void {
  const forType = listeners.get(type) ?? new Set<LiveListener>();
  listeners.set(type, forType);
  forType.add(listener);
  hear(type);
  return () => {
    forType.delete(listener);
  };
}

function hold(onOpen: () => void): () => void {
  holders += 1;
  if (!source) {
    source = new EventSource(EVENTS_URL);
    heard.clear();
    for (const type of listeners.keys()) hear(type);
  }
  const held = source;
  held.addEventListener('open', onOpen);
  return () => {
    held.removeEventListener('open', onOpen);
    holders -= 1;
    if (holders === 0) {
      held.close();
      source = null;
    }
  };
}

/**
 * Keeps the tab's one live stream open while the calling screen is mounted (however many screens
 * call it), so that new messages show without a reload. EventSource reconnects by itself; what
 * arrived while it was away is read again on each (re)opening, since nothing is replayed.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Test environments (happy-dom) and very old browsers have no EventSource: the screen still works.
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    const release = hold(refresh);
    const stop = onLiveEvent('message', refresh);
    return () => {
      stop();
      release();
    };
  }, [queryClient]);
}
