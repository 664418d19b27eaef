import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_TOUR_DELAY_MS } from '#shared/timings';
import { TOUR_COMPLETED_KEY } from './tour-steps';

/**
 * The tour opens by itself 1.5 s after the dashboard appears until it has been finished or closed
 * once (remembered in this browser); "Run Tutorial" (?tour=1) opens it again at once.
 */
export function useTour() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tour') === '1';
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (requested || localStorage.getItem(TOUR_COMPLETED_KEY)) return;
    const timer = setTimeout(() => setTimedOut(true), DASHBOARD_TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested]);

  return {
    open: requested || timedOut,
    close() {
      localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
      setTimedOut(false);
      if (requested) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('tour');
            return next;
          },
          { replace: true },
        );
      }
    },
  };
}
