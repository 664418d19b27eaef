import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetSession, SESSION_KEY } from './session';

describe('forgetSession', () => {
  it('signs the client out and drops what the last person loaded, keeping server facts', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_KEY, { user: { id: 'u1' } });
    queryClient.setQueryData(['meta'], { socialProviders: [] });
    queryClient.setQueryData(['properties'], [{ id: 'p1' }]);
    queryClient.setQueryData(['photos', 'p1', 'move-in'], { pages: [] });

    forgetSession(queryClient);

    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(['meta'])).toEqual({ socialProviders: [] });
    expect(queryClient.getQueryData(['properties'])).toBeUndefined();
    expect(queryClient.getQueryData(['photos', 'p1', 'move-in'])).toBeUndefined();
  });
});
