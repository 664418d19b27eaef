import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from './update-prompt';

afterEach(() => document.getElementById('update-prompt')?.remove());

describe('the new-version prompt', () => {
  it('says a new version is ready and switches only when the person chooses Reload', async () => {
    const reload = vi.fn();
    await act(async () => showUpdatePrompt(reload));

    expect(screen.getByRole('status').textContent).toContain(
      'A new version of Rentproof is ready. Reload to start using it.',
    );
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Reload/ }).disabled).toBe(true);
  });

  it('is shown once however many times a new version is found', async () => {
    await act(async () => {
      showUpdatePrompt(() => {});
      showUpdatePrompt(() => {});
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
